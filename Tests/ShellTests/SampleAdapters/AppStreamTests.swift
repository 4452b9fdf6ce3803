import RIBs
import Rx
import RxTesting
import XCTest
@testable import ArchLabShell

/// The stream each shipped RIBs app publishes, `NAME.tree`, watched in the shell and compared
/// with a `TestScheduler` observer subscribed at the same tick to RIBs' own event stream.
final class AppStreamTests: XCTestCase {
    private var streams: StreamComparison!

    override func setUp() {
        streams = StreamComparison()
    }

    private var ribEvents: Observable<String> { RIBEvents.stream.map(\.description) }

    func testTodoTreeIsRIBsEventStream() {
        streams.driver.succeed("app todo")
        let observer = streams.watch("todo.tree", against: ribEvents)
        streams.driver.succeed("fire login name=Ann", "advance 5", "fire logout")
        XCTAssertTrue(StreamComparison.texts(of: observer).contains("next(attached LoggedIn to Root)@0"), "\(StreamComparison.texts(of: observer))")
        streams.assertRecorded("todo.tree", matches: observer)
    }

    func testTicTacToeTreeIsRIBsEventStream() {
        streams.driver.succeed("app tictactoe")
        let observer = streams.watch("tictactoe.tree", against: ribEvents)
        streams.driver.succeed("fire login player1=Ann player2=Bob", "advance 5", "fire start")
        XCTAssertTrue(StreamComparison.texts(of: observer).contains("next(attached LoggedIn to Root)@0"), "\(StreamComparison.texts(of: observer))")
        streams.assertRecorded("tictactoe.tree", matches: observer)
    }
}
