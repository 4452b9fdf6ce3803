import CleanSwift
import Rx
import RxTesting
import SampleTitle
import XCTest
@testable import ArchLabShell

/// Every stream the shipped VIP scenes publish, watched in the shell and compared with a
/// `TestScheduler` observer subscribed at the same tick to the observable the stream is named
/// after: the shell must record exactly its events, `completed` and errors included.
final class SceneStreamTests: XCTestCase {
    private var streams: StreamComparison!

    override func setUp() {
        streams = StreamComparison()
    }

    /// The scene's view controller and the real (untraced) interactor and presenter behind
    /// its traced boundaries.
    private func titleCycle(file: StaticString = #filePath, line: UInt = #line)
        throws -> (view: SampleTitle.ViewController, interactor: SampleTitle.Interactor, presenter: any PresenterOutputLogics) {
        streams.driver.succeed("scene title", file: file, line: line)
        let switchboard = try XCTUnwrap(streams.scene?.view as? SwitchboardView, file: file, line: line)
        let view = try XCTUnwrap(switchboard.base as? SampleTitle.ViewController, file: file, line: line)
        let input = try XCTUnwrap(view.interactor as? TracedBoundary<any InteractorInputLogics>, file: file, line: line)
        let interactor = try XCTUnwrap(input.target as? SampleTitle.Interactor, file: file, line: line)
        let output = try XCTUnwrap(view.presenter as? TracedBoundary<any PresenterOutputLogics>, file: file, line: line)
        let presenter: any PresenterOutputLogics = try XCTUnwrap(output.target, file: file, line: line)
        return (view, interactor, presenter)
    }

    /// A good request, a failing one, then a good one again (after the error nothing comes).
    private func requestThroughAFailure() {
        streams.driver.succeed("fire request", "advance 60", "fire worker-fails", "fire request", "advance 60",
                               "fire worker-fails on=false", "fire request", "advance 60")
    }

    func testTitleRequestIsTheRelayTheViewPushesInto() throws {
        let cycle = try titleCycle()
        let observer = streams.watch("title.request", against: cycle.view.interactor.request.asObservable())
        streams.driver.succeed("fire request", "advance 20", "fire request")
        XCTAssertEqual(StreamComparison.texts(of: observer), ["next(())@0", "next(())@20"])
        streams.assertRecorded("title.request", matches: observer)
    }

    func testTitleResponseIsTheInteractorsResponseWithItsError() throws {
        let cycle = try titleCycle()
        let observer = streams.watch("title.response", against: cycle.interactor.response)
        requestThroughAFailure()
        XCTAssertEqual(StreamComparison.texts(of: observer), ["next(hello)@50", "error(the title service is unavailable)@110"])
        streams.assertRecorded("title.response", matches: observer)
    }

    func testTitleDisplayIsThePresentersDriverWithItsCompletion() throws {
        let cycle = try titleCycle()
        let observer = streams.watch("title.display", against: cycle.presenter.display.asObservable())
        requestThroughAFailure()
        XCTAssertEqual(StreamComparison.texts(of: observer), ["next(hello)@50", "next(ERROR!)@110", "completed@110"])
        streams.assertRecorded("title.display", matches: observer)
    }

    func testTitleDisplayShowsTheCompletionRightAfterTheErrorValue() throws {
        streams.driver.succeed("scene title", "watch title.display", "watch title.response", "fire worker-fails", "fire request")
        XCTAssertEqual(streams.driver.succeed("advance 50"), [
            "[t=   50] title.response  error(the title service is unavailable)",
            "[t=   50] title.display   next(ERROR!)",
            "[t=   50] title.display   completed",
        ])
    }

    func testTitleCycleIsEveryTracedCall() throws {
        let scene = try loaded("title")
        let observer = streams.watch("title.cycle", against: try stream("title.cycle", of: scene))
        streams.driver.succeed("fire request", "advance 60")
        streams.assertRecorded("title.cycle", matches: observer)
    }

    func testLabelsDisplayIsEveryDisplayCall() throws {
        let scene = try loaded("labels")
        let observer = streams.watch("labels.display", against: try stream("labels.display", of: scene))
        editLabels()
        streams.assertRecorded("labels.display", matches: observer)
    }

    func testLabelsCycleIsEveryTracedCall() throws {
        let scene = try loaded("labels")
        let observer = streams.watch("labels.cycle", against: try stream("labels.cycle", of: scene))
        editLabels()
        streams.assertRecorded("labels.cycle", matches: observer)
    }

    func testLabelsCardIsTheCardsDataStore() throws {
        let scene = try loaded("labels")
        let observer = streams.watch("labels.card", against: try stream("labels.card", of: scene))
        editLabels()
        XCTAssertEqual(StreamComparison.texts(of: observer), ["next((no labels))@0", "next(Best, Kittens, Dogs)@90"])
        streams.assertRecorded("labels.card", matches: observer)
    }

    func testOrdersDisplayIsEveryDisplayCall() throws {
        let scene = try loaded("orders")
        let observer = streams.watch("orders.display", against: try stream("orders.display", of: scene))
        createOrder()
        streams.assertRecorded("orders.display", matches: observer)
    }

    func testOrdersCycleIsEveryTracedCall() throws {
        let scene = try loaded("orders")
        let observer = streams.watch("orders.cycle", against: try stream("orders.cycle", of: scene))
        createOrder()
        streams.assertRecorded("orders.cycle", matches: observer)
    }

    func testOrdersCreatedIsTheListsInbox() throws {
        let scene = try loaded("orders")
        let observer = streams.watch("orders.created", against: try stream("orders.created", of: scene))
        createOrder()
        XCTAssertEqual(StreamComparison.texts(of: observer), ["next(O-3 Zoe 2 x tea)@40"])
        streams.assertRecorded("orders.created", matches: observer)
    }

    private func loaded(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> RunningScene {
        streams.driver.succeed("scene \(name)", file: file, line: line)
        return try XCTUnwrap(streams.scene, file: file, line: line)
    }

    /// The observable the scene publishes as `name` (for streams that are the scene's own
    /// observable: its tracer's calls, a data store's changes).
    private func stream(_ name: String, of scene: RunningScene, file: StaticString = #filePath, line: UInt = #line) throws -> Observable<String> {
        try XCTUnwrap(scene.stream(named: name), file: file, line: line).events
    }

    private func editLabels() {
        streams.driver.succeed("fire load", "advance 30", "fire create name=Dogs", "advance 30", "fire remove id=1",
                               "fire save", "advance 30", "fire fail-saves", "fire save", "advance 30")
    }

    private func createOrder() {
        streams.driver.succeed("advance 20", "fire new", "fire create customer=Zoe item=tea quantity=2", "advance 20")
    }
}
