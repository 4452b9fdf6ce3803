import ArchLabWorkbook
import HeadlessUI
import Rx
import RxTesting
import XCTest
@testable import ArchLabShell

/// One event text form shared by what the shell prints and the workbook's
/// `recorded STREAM EVENT@TIME` checks (`EventText`).
final class RecordedEventFormatTests: XCTestCase {
    private func holds(_ check: String, in session: Session) throws -> Bool {
        try StepCheck(parsing: check).isSatisfied(by: SessionProbe(session: session), exercisePassed: false)
    }

    func testTheTitleScenesDisplayIsPrintedAndCheckedInTheSameForm() throws {
        let shell = Shell(session: Session(catalog: .standard))
        for line in ["scene title", "watch title.display", "fire request"] { XCTAssertTrue(shell.submit(line: line).succeeded, line) }
        XCTAssertEqual(shell.submit(line: "advance 50").text, ["[t=   50] title.display  next(hello)"])
        XCTAssertEqual(shell.session.recordedEventTexts(stream: "title.display").map(\.event), ["next(hello)"])
        XCTAssertTrue(try holds("recorded title.display next(hello)@50", in: shell.session))
        XCTAssertTrue(try holds("recorded title.display next(hello)", in: shell.session))
        XCTAssertFalse(try holds("recorded title.display next(hello)@40", in: shell.session))
        XCTAssertFalse(try holds("recorded title.display next(\"hello\")@50", in: shell.session), "only one form may match")
    }

    func testCompletedAndErrorEventsUseTheSameForm() throws {
        let session = Session(catalog: SampleCatalog(entries: [
            .init(kind: .scene, name: "ends", summary: "streams that end") { _ in EndingStreams() },
        ]))
        let shell = Shell(session: session)
        let printed = ["scene ends", "watch ends.done", "watch ends.broken"].flatMap { shell.submit(line: $0).text }
        XCTAssertTrue(printed.contains("[t=    0] ends.done  next(x)"), "\(printed)")
        XCTAssertTrue(printed.contains("[t=    0] ends.done  completed"), "\(printed)")
        XCTAssertTrue(printed.contains("[t=    0] ends.broken  error(boom)"), "\(printed)")
        XCTAssertTrue(try holds("recorded ends.done completed@0", in: session))
        XCTAssertTrue(try holds("recorded ends.broken error(boom)@0", in: session))
        XCTAssertTrue(try holds("recorded ends.broken error", in: session))
        XCTAssertFalse(try holds("recorded ends.broken error(bang)", in: session))
    }

    func testOnlyAWholeQuotedTextLosesItsQuotes() {
        XCTAssertEqual(EventText.value("\"hello world\""), "hello world")
        XCTAssertEqual(EventText.value("\"\""), "")
        XCTAssertEqual(EventText.value("\""), "\"")
        XCTAssertEqual(EventText.value("[\"a\", \"b\"]"), "[\"a\", \"b\"]")
        XCTAssertEqual(EventText.value("\"a\" and \"b\""), "\"a\" and \"b\"")
        XCTAssertEqual(EventText.value("3 labels"), "3 labels")
        XCTAssertEqual(EventText.of(.next("1")), "next(1)")
        XCTAssertEqual(EventText.of(.completed), "completed")
        XCTAssertEqual(EventText.of(.error("boom")), "error(boom)")
    }
}

/// A scene whose streams complete and fail as soon as they are watched.
private final class EndingStreams: LoadedSample {
    struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
    let kind = SampleKind.scene
    let name = "ends"
    var actions: [UserAction] { [] }
    var streams: [SampleStream] {
        [SampleStream(name: "ends.done", events: .just("\"x\"")),
         SampleStream(name: "ends.broken", events: .error(Boom()))]
    }
    func fire(_ action: UserAction, with arguments: ActionArguments) throws(ActionError) -> String? { nil }
    func render() -> [String] { [] }
}
