import CleanSwift
import Rx

// Traced proxies for seed 000's boundaries. They are streams and a worker, so each proxy
// wraps the stream it stands for; the configurator (`configureVIPCycle`) wires them.

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

/// The presenter's view of the interactor: `response`, each element traced.
final class TracedInteractorOutput: TracedBoundary<any InteractorOutputLogics>, InteractorOutputLogics {
    var response: Observable<String> {
        guard let target else { return .empty() }
        return target.response.traced(by: tracer, from: from, to: to, method: "response")
    }
}

/// The view's view of the presenter: `display`, each element traced.
final class TracedPresenterOutput: TracedBoundary<any PresenterOutputLogics>, PresenterOutputLogics {
    var display: Driver<String> {
        guard let target else { return Driver.empty() }
        return target.display.do(onNext: { [tracer, from, to] title in
            tracer.record(from: from, to: to, method: "display", argument: title)
        })
    }
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
