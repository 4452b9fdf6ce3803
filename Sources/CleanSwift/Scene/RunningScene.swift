import HeadlessUI

/// A scene (or a stack of scenes) made by a sample's `make` function: what the shell or a
/// test drives.
///
/// Holding it keeps the whole VIP cycle alive; dropping it frees the scene.
public final class RunningScene {
    /// The name typed after `scene`, e.g. `title`.
    public let name: String
    /// The headless view to `fire` actions into and `render`.
    public let view: HeadlessView
    /// The streams the learner can `watch`.
    public let streams: [SceneStream]
    /// Where every VIP boundary call of the scene is recorded.
    public let tracer: CycleTracer
    /// Objects the cycle needs that nothing else holds strongly (e.g. a traced display proxy).
    private let retained: [AnyObject]

    public init(name: String, view: HeadlessView, streams: [SceneStream], tracer: CycleTracer, retaining retained: [AnyObject] = []) {
        self.name = name
        self.view = view
        self.streams = streams
        self.tracer = tracer
        self.retained = retained
    }

    /// The stream called `name`, if the scene publishes one.
    public func stream(named name: String) -> SceneStream? {
        streams.first { $0.name == name }
    }
}
