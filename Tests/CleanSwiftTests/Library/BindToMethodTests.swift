import CleanSwift
import Rx
import RxTesting
import XCTest

private protocol GreeterLogic: AnyObject {
    func greet(_ name: String)
}

/// The one-line binding of a stream to an interactor method (seed 003's pain point).
final class BindToMethodTests: XCTestCase {
    private final class Greeter: GreeterLogic {
        var greeted: [String] = []
        func greet(_ name: String) { greeted.append(name) }
    }

    func testBind_CallsTheMethodWithEachElementInOrder() {
        // given
        let greeter = Greeter()
        let names = PublishRelay<String>()
        let bag = DisposeBag()

        // when
        let logic: GreeterLogic = greeter
        names.bind(to: logic, GreeterLogic.greet).disposed(by: bag)
        names.accept("Ann")
        names.accept("Ben")

        // then
        XCTAssertEqual(greeter.greeted, ["Ann", "Ben"])
    }

    func testBind_RunsAtTheVirtualTimeOfEachElement() {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let greeter = Greeter()
        var times: [Int] = []
        let bag = DisposeBag()
        let source = scheduler.createHotObservable([.next(150, "Ann"), .next(300, "Ben")])

        // when
        source.bind(to: greeter, Greeter.greet).disposed(by: bag)
        source.subscribe(onNext: { _ in times.append(scheduler.clock) }).disposed(by: bag)
        scheduler.start()

        // then
        XCTAssertEqual(greeter.greeted, ["Ann", "Ben"])
        XCTAssertEqual(times, [150, 300])
    }

    func testBind_HoldsTheTargetWeakly() {
        // given
        var greeter: Greeter? = Greeter()
        weak let weakGreeter = greeter
        let names = PublishRelay<String>()
        let bag = DisposeBag()
        if let greeter { names.bind(to: greeter, Greeter.greet).disposed(by: bag) }

        // when
        greeter = nil
        names.accept("Ann")

        // then
        XCTAssertNil(weakGreeter)
    }

    func testBinderMethod_IsAnObserverForOneMethod() {
        // given
        let greeter = Greeter()
        let binder = Binder(greeter, method: Greeter.greet)

        // when
        Observable.of("Ann", "Ben").subscribe(binder).dispose()

        // then
        XCTAssertEqual(greeter.greeted, ["Ann", "Ben"])
    }
}
