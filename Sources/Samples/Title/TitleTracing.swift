import CleanSwift
import Rx

// Traced proxies for seed 000's boundaries. They are streams and a worker, so each proxy
// wraps the stream it stands for; the configurator (`configureVIPCycle`) wires them. The two
// output proxies also tap the stream they hand on (`TitleStreamTaps`), so the shell's
// `title.response` and `title.display` are what the presenter and the view themselves get.

/// The view's side: its own `request` relay, traced on the way into the interactor's.
final class TracedInteractorInput: TracedBoundary<any InteractorInputLogics>, InteractorInputLogics {
    let request = PublishRelay<Void>()
    private let disposeBag = DisposeBag()

    override init(_ target: any InteractorInputLogics, tracer: CycleTracer, from: VIPRole, to: VIPRole) {
        super.init(target, tracer: tracer, from: from, to: to)
        request.traced(by: tracer, from: from, to: to, method: "request")
            .bind(to: target.request)
            .disposed(by: disposeBag)
    }
}

/// The presenter's view of the interactor: `response`, each element traced, every event tapped.
final class TracedInteractorOutput: TracedBoundary<any InteractorOutputLogics>, InteractorOutputLogics {
    private let tap: StreamTap<String>

    init(_ target: any InteractorOutputLogics, tracer: CycleTracer, tap: StreamTap<String>) {
        self.tap = tap
        super.init(target, tracer: tracer, from: .interactor, to: .presenter)
    }

    var response: Observable<String> {
        guard let target else { return .empty() }
        return target.response.traced(by: tracer, from: from, to: to, method: "response").tapped(by: tap)
    }
}

/// The view's view of the presenter: `display`, each element traced, every event tapped.
final class TracedPresenterOutput: TracedBoundary<any PresenterOutputLogics>, PresenterOutputLogics {
    private let tap: StreamTap<String>

    init(_ target: any PresenterOutputLogics, tracer: CycleTracer, tap: StreamTap<String>) {
        self.tap = tap
        super.init(target, tracer: tracer, from: .presenter, to: .view)
    }

    var display: Driver<String> {
        guard let target else { return Driver.empty() }
        return target.display.do(onNext: { [tracer, from, to] title in
            tracer.record(from: from, to: to, method: "display", argument: title)
        }).tapped(by: tap)
    }
}

/// Where a traced title cycle publishes its streams: the interactor's response as the
/// presenter receives it, the display as the view receives it.
final class TitleStreamTaps {
    let response = StreamTap<String>()
    let display = StreamTap<String>()
}

/// The worker as the interactor sees it: each call and its answer traced.
final class TracedTitleWorker: TitleWorker {
    private let base: TitleWorker
    private let tracer: CycleTracer

    init(_ base: TitleWorker, tracer: CycleTracer) {
        self.base = base
        self.tracer = tracer
        super.init()
    }

    override func getTitle() -> Single<String> {
        tracer.record(from: .interactor, to: .worker, method: #function, argument: ())
        return base.getTitle().do(
            onSuccess: { [tracer] title in tracer.record(from: .worker, to: .interactor, method: "getTitle", argument: title, kind: .reply) },
            onError: { [tracer] error in tracer.record(from: .worker, to: .interactor, method: "getTitle", argument: error, kind: .failure) })
    }
}
