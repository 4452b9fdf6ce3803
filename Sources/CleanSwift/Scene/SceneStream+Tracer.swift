import Rx

extension SceneStream {
    /// `<scope>.display`: every view model a presenter hands the view, as traced
    /// (`displayFetchedOrders(ViewModel(3 rows))`). Needs the scene to be traced.
    public static func displays(of tracer: CycleTracer, scope: String) -> SceneStream {
        SceneStream(name: "\(scope).display",
                    events: tracer.events.filter { $0.from == .presenter && $0.to == .view }.map(\.call))
    }

    /// `<scope>.cycle`: every traced call of the scene, as `view -> interactor  fetchOrders(...)`.
    public static func cycle(of tracer: CycleTracer, scope: String) -> SceneStream {
        SceneStream(name: "\(scope).cycle",
                    events: tracer.events.map { "\($0.from.rawValue) -> \($0.to.rawValue)  \($0.call)" })
    }
}
