import CleanSwift
import Dispatch
import HeadlessUI
import Rx

/// Seed 000's title scene for the shell's `scene title`.
public enum TitleScene {
    /// A traced title scene whose worker answers `latency` after each request on `scheduler`.
    ///
    /// Streams: `title.request` (taps), `title.response` (what the interactor hands the
    /// presenter), `title.display` (what the view shows), `title.cycle`. They observe the one
    /// cycle through the tracer, so watching never causes extra worker calls. Switch:
    /// `worker-fails on=<true|false>`.
    public static func make(scheduler: SchedulerType, tracer: CycleTracer, latency: RxTimeInterval = .seconds(50)) -> RunningScene {
        let worker = TitleWorker(scheduler: scheduler, latency: latency)
        let viewController = ViewController(worker: worker, tracer: tracer)
        let failSwitch = SwitchboardView.Switch(
            UserAction("worker-fails", summary: "make getTitle() fail (to see \"ERROR!\")",
                       parameters: [ActionParameter("on", .boolean, required: false, default: "true")]),
            state: { "worker fails: \(worker.fails ? "on" : "off")" },
            perform: { arguments in worker.fails = arguments.boolean("on") ?? true })
        return RunningScene(
            name: "title",
            view: SwitchboardView(viewController, switches: [failSwitch]),
            streams: [
                stream("title.request", tracer, from: .view, to: .interactor),
                stream("title.response", tracer, from: .interactor, to: .presenter),
                stream("title.display", tracer, from: .presenter, to: .view),
                SceneStream.cycle(of: tracer, scope: "title"),
            ],
            tracer: tracer)
    }

    private static func stream(_ name: String, _ tracer: CycleTracer, from: VIPRole, to: VIPRole) -> SceneStream {
        let events = tracer.events
            .filter { $0.from == from && $0.to == to }
            .map { call in call.kind == .failure ? "error: \(call.argument)" : (call.argument.isEmpty ? "()" : call.argument) }
        return SceneStream(name: name, events: events)
    }
}
