import XCTest
import Rx
import RxTesting

final class MarblesParsingTests: XCTestCase {
    struct Boom: Error, Equatable {}

    func testParse_ValuesTimePassingAndCompletion() throws {
        let events = try Marbles.parse("--a--b--|", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(20, 1), .next(50, 2), .completed(80)])
    }

    func testParse_ErrorUsesTheGivenError() throws {
        let events = try Marbles.parse("-a-#", values: ["a": 1], error: Boom())
        XCTAssertEqual(events, [.next(10, 1), .error(30, Boom())])
    }

    func testParse_DefaultErrorIsMarbleError() throws {
        let events = try Marbles.parse("#", values: [Character: Int]())
        XCTAssertEqual(events, [.error(0, MarbleError())])
    }

    func testParse_TickWidth() throws {
        let events = try Marbles.parse("a-b|", values: ["a": 1, "b": 2], tickWidth: 1)
        XCTAssertEqual(events, [.next(0, 1), .next(2, 2), .completed(3)])
    }

    func testParse_SpacesAreIgnored() throws {
        let spaced = try Marbles.parse(" -- a --  b|", values: ["a": 1, "b": 2])
        let tight = try Marbles.parse("--a--b|", values: ["a": 1, "b": 2])
        XCTAssertEqual(spaced, tight)
    }

    func testParse_GroupSharesOneTickInOrder() throws {
        let events = try Marbles.parse("-(ab)-(c|)", values: ["a": 1, "b": 2, "c": 3])
        XCTAssertEqual(events, [.next(10, 1), .next(10, 2), .next(30, 3), .completed(30)])
    }

    func testParse_CaretSitsAtSubscriptionTime() throws {
        let events = try Marbles.parse("--a--^--b--|", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(170, 1), .next(230, 2), .completed(260)])
        let shifted = try Marbles.parse("^a|", values: ["a": 1], subscribedAt: 500)
        XCTAssertEqual(shifted, [.next(510, 1), .completed(520)])
    }

    func testParse_SymbolsAsStringsWithoutValueMap() throws {
        let events = try Marbles.parse("-x-y-|")
        XCTAssertEqual(events, [.next(10, "x"), .next(30, "y"), .completed(50)])
    }

    func testParse_SyntaxErrorsNameTheColumn() {
        func syntaxError(_ marbles: String) -> MarbleSyntaxError? {
            do {
                _ = try Marbles.parse(marbles, values: ["a": 1])
                return nil
            } catch {
                return error as? MarbleSyntaxError
            }
        }
        XCTAssertEqual(syntaxError("--z-|")?.column, 3)
        XCTAssertTrue(syntaxError("--z-|")?.reason.contains("not in the value map") ?? false)
        XCTAssertEqual(syntaxError("-a|a")?.column, 4)
        XCTAssertEqual(syntaxError("-a#-|")?.column, 5)
        XCTAssertEqual(syntaxError("-(a")?.column, 2)
        XCTAssertEqual(syntaxError("-(a(a))")?.column, 4)
        XCTAssertEqual(syntaxError("-()")?.column, 3)
        XCTAssertEqual(syntaxError("a)")?.column, 2)
        XCTAssertEqual(syntaxError("^-^")?.column, 3)
        XCTAssertEqual(syntaxError("-a-!")?.column, 4)
        XCTAssertEqual(syntaxError("(a-a)")?.column, 3)
        XCTAssertEqual(String(describing: syntaxError("--z-|")!), "marbles \"--z-|\", column 3: 'z' is not in the value map; add it to values, or write - to let time pass")
    }

    func testSubscription_ParsesWindows() throws {
        XCTAssertEqual(try Marbles.subscription("--^---!"), Subscription(20, 60))
        XCTAssertEqual(try Marbles.subscription("^"), Subscription(0))
        XCTAssertEqual(try Marbles.subscription("-(^!)"), Subscription(10, 10))
        XCTAssertEqual(try Marbles.subscription("^-!", tickWidth: 100), Subscription(0, 200))
        XCTAssertThrowsError(try Marbles.subscription("---!"))
        XCTAssertThrowsError(try Marbles.subscription("--"))
        XCTAssertThrowsError(try Marbles.subscription("^a!"))
    }

    func testTestScheduler_HotAndColdFromMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = try scheduler.createHotObservable(marbles: "-a-^-b-|", values: ["a": 1, "b": 2])
        let cold = try scheduler.createColdObservable(marbles: "--c|", values: ["c": 3])
        let res = scheduler.start { hot.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(220, 20), .completed(240)])
        XCTAssertEqual(hot.subscriptions, [try Marbles.subscription(String(repeating: "-", count: 20) + "^---!")])
        XCTAssertEqual(cold.recordedEvents, [.next(20, 3), .completed(30)])
    }
}
