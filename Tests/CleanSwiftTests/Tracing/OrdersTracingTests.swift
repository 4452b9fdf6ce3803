import CleanSwift
import RxTesting
import SampleOrders
import XCTest

/// Tracing in XCTest: the recorded cycle of each Orders request, in order, with virtual times.
final class OrdersTracingTests: XCTestCase {
    func testFetchOnLoad_RecordsTheWholeCycleAcrossTheLatency() {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let tracer = CycleTracer(scheduler: scheduler)

        // when
        let scene = OrdersScene.make(scheduler: scheduler, tracer: tracer)
        scheduler.advanceTo(50)

        // then
        XCTAssertEqual(tracer.calls.map(\.description), [
            "[t=0] view -> interactor  fetchOrders(Request())",
            "[t=0] interactor -> worker  fetchOrders()",
            "[t=20] worker -> interactor  fetchOrders => 2 orders",
            "[t=20] interactor -> presenter  presentFetchedOrders(Response(2 orders))",
            "[t=20] presenter -> view  displayFetchedOrders(ViewModel(2 rows))",
        ])
        XCTAssertEqual(scene.view.viewName, "ListOrders")
    }

    func testShowThenCreate_RecordsRoutingAndThePassBack() throws {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let tracer = CycleTracer(scheduler: scheduler)
        let scene = OrdersScene.make(scheduler: scheduler, tracer: tracer)
        scheduler.advanceTo(20)
        _ = tracer.drain()

        // when
        scheduler.scheduleAt(100) { try? scene.view.fire("show", ["index": "1"]) }
        scheduler.scheduleAt(110) { try? scene.view.fire("back") }
        scheduler.scheduleAt(120) { try? scene.view.fire("new") }
        scheduler.scheduleAt(130) { try? scene.view.fire("create", ["customer": "Cara", "item": "tea"]) }
        scheduler.advanceTo(200)

        // then
        XCTAssertEqual(tracer.drain().map(\.description), [
            "[t=100] view -> router  routeToShowOrder()",
            "[t=100] view -> interactor  getOrder(Request())",
            "[t=100] interactor -> presenter  presentOrder(O-1 Ann 2 x coffee)",
            "[t=100] presenter -> view  displayOrder(\"O-1\")",
            "[t=120] view -> router  routeToCreateOrder()",
            "[t=130] view -> interactor  createOrder(Cara 1 x tea)",
            "[t=130] interactor -> worker  createOrder(Cara 1 x tea)",
            "[t=150] worker -> interactor  createOrder => \"O-3\"",
            "[t=150] interactor -> presenter  presentCreatedOrder(success(O-3 Cara 1 x tea))",
            "[t=150] presenter -> view  displayCreatedOrder(\"Created O-3 for Cara: $3.00.\")",
            "[t=150] view -> router  routeToListOrders(O-3 Cara 1 x tea)",
            "[t=150] interactor -> presenter  presentFetchedOrders(Response(3 orders))",
            "[t=150] presenter -> view  displayFetchedOrders(ViewModel(3 rows))",
        ])
    }
}
