import CleanSwift
import HeadlessUI
import RxTesting
import SampleOrders
import Testing

/// The Orders scenes in Swift Testing: the list before and after its store answers, and a
/// full create round trip through the running scene the shell loads.
@Suite("Orders: routing and data passing")
struct OrdersRoutingSpec {
    @Test("The list shows nothing until the store answers at t=20")
    func fetchTakesLatency() {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let scene = OrdersScene.make(scheduler: scheduler, tracer: CycleTracer(scheduler: scheduler))

        // when / then
        scheduler.advanceTo(19)
        #expect(scene.view.render().contains("loading"))
        scheduler.advanceTo(20)
        #expect(scene.view.render() == "ListOrders\nOrders (2)\n  1. O-1  Ann  2 x coffee  $7.00\n  2. O-2  Ben  1 x cake  $4.50")
    }

    @Test("Creating an order publishes it on orders.created and the list shows it")
    func createRoundTrip() throws {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let scene = OrdersScene.make(scheduler: scheduler, tracer: CycleTracer(scheduler: scheduler))
        let created = scheduler.createObserver(String.self)
        let stream = try #require(scene.stream(named: "orders.created"))
        let subscription = stream.events.subscribe(created)
        defer { subscription.dispose() }
        scheduler.advanceTo(20)

        // when
        try scene.view.fire("new")
        try scene.view.fire("create", ["customer": "Cara", "item": "cake", "quantity": "2"])
        scheduler.advanceTo(60)

        // then
        #expect(created.events == [.next(40, "O-3 Cara 2 x cake")])
        #expect(scene.view.viewName == "ListOrders")
        #expect(scene.view.render().contains("3. O-3  Cara  2 x cake  $9.00"))
    }

    @Test("show before the list has loaded is refused with what to type")
    func showTooEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let scene = OrdersScene.make(scheduler: scheduler, tracer: CycleTracer(scheduler: scheduler))
        #expect(throws: ActionError.self) { try scene.view.fire("show", ["index": "1"]) }
    }
}
