import XCTest
@testable import ArchLabShell

final class CompletionTests: XCTestCase {
    private var session: Session!

    override func setUp() {
        session = Session(catalog: .fakes)
    }

    private func complete(_ line: String) -> [String] {
        session.completions(line: line, cursor: line.count)
    }

    private func run(_ line: String) {
        let shell = Shell(session: session)
        XCTAssertTrue(shell.submit(line: line).succeeded, line)
    }

    func testCommandNames() {
        XCTAssertEqual(complete("fi"), ["fire"])
        XCTAssertEqual(complete("s"), ["scene", "streams", "source"])
        XCTAssertEqual(complete("time; adv"), ["advance"])
        XCTAssertTrue(complete("").contains("help"))
    }

    func testSceneAppAndHelpArguments() {
        XCTAssertEqual(complete("scene "), ["greeter"])
        XCTAssertEqual(complete("app d"), ["doors"])
        XCTAssertEqual(complete("help wa"), ["watch"])
        XCTAssertEqual(complete("tree --"), ["--dot", "--mermaid"])
        XCTAssertEqual(complete("trace o"), ["on", "off"])
    }

    func testActionsAndTheirKeysFromTheLoadedSample() {
        XCTAssertEqual(complete("fire "), [])
        run("scene greeter")
        XCTAssertEqual(complete("fire "), ["load", "setText"])
        XCTAssertEqual(complete("fire setText "), ["text="])
        XCTAssertEqual(complete("fire setText text=hi "), [])
        XCTAssertEqual(complete("watch "), ["greeter.display"])
        XCTAssertEqual(complete("at 300 fire s"), ["setText"])
    }

    func testRibNamesFromTheTree() {
        run("app doors")
        XCTAssertEqual(complete("detach "), ["Root", "LoggedOut"])
        XCTAssertEqual(complete("attach "), ["LoggedIn"])
        XCTAssertEqual(complete("attach LoggedIn "), ["to"])
        XCTAssertEqual(complete("attach LoggedIn to "), ["Root", "LoggedOut"])
    }

    func testPlaygroundNamesAndOperators() {
        run(#"let a = cold "-1|""#)
        XCTAssertEqual(complete("play "), ["a"])
        XCTAssertEqual(complete("let b = "), ["a", "cold", "hot"])
        XCTAssertEqual(complete("let b = a | fl"), ["flatMap", "flatMapLatest"])
        XCTAssertEqual(complete("let b = a | merge "), ["a"])
    }

    func testHints() {
        XCTAssertEqual(session.hint(line: "fire"), nil)
        XCTAssertEqual(session.hint(line: "fire "), "[NAME] [KEY=VALUE ...]")
        XCTAssertEqual(session.hint(line: "attach LoggedIn "), "[to PARENT]")
        XCTAssertEqual(session.hint(line: "at 100 "), "COMMAND")
        XCTAssertEqual(session.hint(line: "at 100 scene "), "NAME")
        XCTAssertNil(session.hint(line: "time "))
        XCTAssertNil(session.hint(line: "nonsense "))
        // The word being typed no longer asks for itself (the hint stays on screen after Return).
        XCTAssertNil(session.hint(line: "advance 10"))
        XCTAssertNil(session.hint(line: "lesson streams"))
        XCTAssertEqual(session.hint(line: "fire lo"), "[KEY=VALUE ...]")
        XCTAssertEqual(session.hint(line: "attach LoggedIn"), "[to PARENT]")
        run("app doors")
        XCTAssertEqual(session.hint(line: "fire login "), "player=<text> [seat=<1...2>]")
        XCTAssertEqual(session.hint(line: "fire login player=Ann "), "[seat=<1...2>]")
        XCTAssertEqual(session.hint(line: "fire login player=Ann"), "[seat=<1...2>]")
        XCTAssertNil(session.hint(line: "fire login player=Ann seat=1"))
    }
}
