// Lesson 19: lets the shell run your interactor and presenter. You do not need to change this
// file. In archlab, type `load`, then `scene mytitle`, `trace on`, `fire request`, `advance 50`.
import ArchLabRegistry
import CleanSwift
import HeadlessUI
import Rx

/// What this exercise offers the shell: your scene, as `scene mytitle`.
public enum RxVIPRegistrations: RegistrationProviding {
    public static var registrations: [Registration] {
        [.scene(SceneRegistration(name: "mytitle", summary: "your seed 000 (RxVIP.swift): fire request; the worker answers 50 ticks later") { context in
            MyTitleScene.make(scheduler: context.scheduler, tracer: context.tracer)
        })]
    }
}

/// Your `Interactor` and `Presenter`, wired as seed 000 wires them, with each boundary
/// traced and a worker that answers on the session's clock.
enum MyTitleScene {
    static func make(scheduler: SchedulerType, tracer: CycleTracer) -> RunningScene {
        let interactor = Interactor(worker: ClockWorker(scheduler: scheduler, tracer: tracer))
        let presenter = Presenter(interactor: TracedResponse(interactor, tracer: tracer, from: .interactor, to: .presenter))
        let view = MyTitleView(interactor: interactor, display: presenter.display, tracer: tracer)
        let displayed = tracer.events.filter { $0.to == .view }.map(\.argument)
        return RunningScene(name: "mytitle", view: view, streams: [SceneStream(name: "mytitle.display", events: displayed)],
                            tracer: tracer, retaining: [interactor, presenter])
    }
}

/// The view: `request` pushes into your interactor's relay; it shows what your presenter displays.
final class MyTitleView: HeadlessView {
    private let interactor: Interactor
    private let tracer: CycleTracer
    private var title: String?
    private let disposeBag = DisposeBag()

    init(interactor: Interactor, display: Driver<String>, tracer: CycleTracer) {
        self.interactor = interactor
        self.tracer = tracer
        display.drive(onNext: { [weak self] title in
            tracer.record(from: .presenter, to: .view, method: "display", argument: title)
            self?.title = title
        }).disposed(by: disposeBag)
    }

    var viewName: String { "mytitle" }
    var userActions: [UserAction] { [UserAction("request", summary: "tap: push a request into your interactor")] }

    func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        tracer.record(from: .view, to: .interactor, method: "request", argument: ())
        interactor.request.accept(())
    }

    func render() -> String { "Title: " + (title ?? "(none yet: fire request)") }
}

/// Your interactor's `response` as the presenter sees it, each element traced.
final class TracedResponse: TracedBoundary<any InteractorOutputLogics>, InteractorOutputLogics {
    var response: Observable<String> {
        guard let target else { return .empty() }
        return target.response.traced(by: tracer, from: from, to: to, method: "response")
    }
}

/// The worker, answering 50 ticks after each call on the session's clock; calls and answers traced.
final class ClockWorker: TestWorker {
    private let scheduler: SchedulerType
    private let tracer: CycleTracer

    init(scheduler: SchedulerType, tracer: CycleTracer) {
        self.scheduler = scheduler
        self.tracer = tracer
        super.init()
    }

    override func getTitle() -> Single<String> {
        tracer.record(from: .interactor, to: .worker, method: "getTitle", argument: ())
        return super.getTitle().delay(.seconds(50), scheduler: scheduler).do(onSuccess: { [tracer] title in
            tracer.record(from: .worker, to: .interactor, method: "getTitle", argument: title, kind: .reply)
        })
    }
}
