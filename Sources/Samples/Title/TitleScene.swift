import CleanSwift
import Dispatch
import HeadlessUI
import Rx

/// Seed 000's title scene for the shell's `scene title`.
public enum TitleScene {
    /// A traced title scene whose worker answers `latency` after each request on `scheduler`.
    ///
    /// Streams: `title.request` (the relay the view pushes taps into), `title.response` (the
    /// interactor's response as the presenter receives it), `title.display` (the driver as the
    /// view receives it), each with exactly the events that observable sends, `completed` and
    /// the error included; and `title.cycle`, every traced call. Response and display are
    /// tapped where the cycle subscribes (`StreamTap`), so watching never causes extra worker
    /// calls. Switch: `worker-fails on=<true|false>`.
    public static func make(scheduler: SchedulerType, tracer: CycleTracer, latency: RxTimeInterval = .seconds(50)) -> RunningScene {
        let worker = TitleWorker(scheduler: scheduler, latency: latency)
        let taps = TitleStreamTaps()
        let viewController = ViewController(worker: worker, tracer: tracer, taps: taps)
        let requests = viewController.interactor.request
        let failSwitch = SwitchboardView.Switch(
            UserAction("worker-fails", summary: "make getTitle() fail (to see \"ERROR!\")",
                       parameters: [ActionParameter("on", .boolean, required: false, default: "true")]),
            state: { "worker fails: \(worker.fails ? "on" : "off")" },
            perform: { arguments in worker.fails = arguments.boolean("on") ?? true })
        return RunningScene(
            name: "title",
            view: SwitchboardView(viewController, switches: [failSwitch]),
            streams: [
                // `()` is how RxSwift prints a `Void` element: `next(())`.
                SceneStream(name: "title.request", events: requests.asObservable().map { "()" }),
                SceneStream(name: "title.response", events: taps.response.events),
                SceneStream(name: "title.display", events: taps.display.events),
                SceneStream.cycle(of: tracer, scope: "title"),
            ],
            tracer: tracer)
    }
}
