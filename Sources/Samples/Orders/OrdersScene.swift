import Dispatch
import CleanSwift
import Rx

/// The Orders sample: ListOrders, CreateOrder and ShowOrder in a navigation stack, in the
/// classic callback style of the Clean Swift templates. The shell's `scene orders`.
public enum OrdersScene {
    /// A traced Orders stack on `scheduler`, whose store answers after `latency`.
    ///
    /// The list fetches at once (as CleanStore does when the view loads); the answer arrives
    /// `latency` later on the scheduler. Streams: `orders.display`, `orders.cycle`,
    /// `orders.created` (orders CreateOrder passed back to the list).
    public static func make(scheduler: SchedulerType, tracer: CycleTracer, latency: RxTimeInterval = .seconds(20)) -> RunningScene {
        let storyboard = OrdersStoryboard(store: OrdersMemStore(scheduler: scheduler, latency: latency), tracer: tracer)
        let list = storyboard.instantiateListOrders()
        let inbox = list.router?.dataStore?.createdOrderInbox
        let navigation = HeadlessNavigationController(root: list)
        var streams = [SceneStream.displays(of: tracer, scope: "orders"), SceneStream.cycle(of: tracer, scope: "orders")]
        if let inbox {
            let created = inbox.changes.filter { $0 != nil }.map { $0?.traceSummary ?? "" }
            streams.append(SceneStream(name: "orders.created", events: created))
        }
        return RunningScene(name: "orders", view: navigation, streams: streams, tracer: tracer)
    }
}
