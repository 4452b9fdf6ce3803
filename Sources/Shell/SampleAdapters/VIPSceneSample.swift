import CleanSwift
import HeadlessUI
import Rx
import RxTestKit

/// Adapts a running Clean Swift scene (`RunningScene`) to the shell, one to one: `fire` goes
/// to the scene's `HeadlessView`, `watch` to its named streams, `trace` to its `CycleTracer`.
///
/// Made by a catalog entry (`SampleCatalog.Entry(registration:)`) for `scene NAME`; holding it keeps the VIP cycle alive, and
/// loading another sample frees it.
final class VIPSceneSample: LoadedSample {
    let kind = SampleKind.scene
    let name: String
    /// The running scene; tests reach the objects behind its streams through it.
    let scene: RunningScene

    init(scene: RunningScene) {
        self.scene = scene
        self.name = scene.name
    }

    /// Makes a scene whose tracer reads the session's virtual clock, so every traced call
    /// carries the time it happened at.
    static func make(on scheduler: TestScheduler, _ build: (TestScheduler, CycleTracer) -> RunningScene) -> VIPSceneSample {
        VIPSceneSample(scene: build(scheduler, CycleTracer(scheduler: scheduler)))
    }

    var actions: [UserAction] { scene.view.userActions }

    var topViewName: String? { scene.view.viewName }

    /// The views under the top of a navigation stack (ListOrders under CreateOrder).
    var coveredViews: [CoveredView] {
        guard let navigation = scene.view as? HeadlessNavigationController else { return [] }
        return navigation.viewControllers.dropLast().map {
            CoveredView(name: $0.viewName, actions: $0.userActions.map(\.name), coveredBy: navigation.viewName)
        }
    }

    var streams: [SampleStream] {
        scene.streams.map { SampleStream(name: $0.name, events: $0.events) }
    }

    func fire(_ action: UserAction, with arguments: ActionArguments) throws(ActionError) -> String? {
        try scene.view.perform(action.name, with: arguments)
        return nil
    }

    func render() -> [String] {
        scene.view.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func drainTrace() -> [TraceStep] {
        scene.tracer.drain().map { TraceStep(time: $0.time, from: $0.from.rawValue, to: $0.to.rawValue, call: $0.call) }
    }
}
