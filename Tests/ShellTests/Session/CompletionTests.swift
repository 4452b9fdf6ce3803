import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

final class CompletionTests: XCTestCase {
    private var driver: ShellDriver!
    private var session: Session { driver.session }

    override func setUp() {
        driver = ShellDriver(Session(catalog: .fakes))
    }

    func testCommandNames() {
        XCTAssertEqual(driver.complete("fi"), ["fire"])
        XCTAssertEqual(driver.complete("s"), ["solution", "scene", "streams", "source"])
        XCTAssertEqual(driver.complete("time; adv"), ["advance"])
        XCTAssertTrue(driver.complete("").contains("help"))
    }

    func testSceneAppAndHelpArguments() {
        XCTAssertEqual(driver.complete("scene "), ["greeter"])
        XCTAssertEqual(driver.complete("app d"), ["doors"])
        XCTAssertEqual(driver.complete("help wa"), ["watch"])
        XCTAssertEqual(driver.complete("tree --"), ["--dot", "--mermaid"])
        XCTAssertEqual(driver.complete("trace o"), ["on", "off"])
    }

    func testActionsAndTheirKeysFromTheLoadedSample() {
        XCTAssertEqual(driver.complete("fire "), [])
        driver.succeed("scene greeter")
        XCTAssertEqual(driver.complete("fire "), ["load", "setText"])
        XCTAssertEqual(driver.complete("fire setText "), ["text="])
        XCTAssertEqual(driver.complete("fire setText text=hi "), [])
        XCTAssertEqual(driver.complete("watch "), ["greeter.display"])
        XCTAssertEqual(driver.complete("at 300 fire s"), ["setText"])
    }

    func testRibNamesFromTheTree() {
        driver.succeed("app doors")
        XCTAssertEqual(driver.complete("detach "), ["Root", "LoggedOut"])
        XCTAssertEqual(driver.complete("attach "), ["LoggedIn"])
        XCTAssertEqual(driver.complete("attach LoggedIn "), ["to"])
        XCTAssertEqual(driver.complete("attach LoggedIn to "), ["Root", "LoggedOut"])
    }

    func testPlaygroundNamesAndOperators() {
        driver.succeed(#"let a = cold "-1|""#)
        XCTAssertEqual(driver.complete("play "), ["a"])
        XCTAssertEqual(driver.complete("let b = "), ["a", "cold", "hot"])
        XCTAssertEqual(driver.complete("let b = a | fl"), ["flatMap", "flatMapLatest"])
        XCTAssertEqual(driver.complete("let b = a | merge "), ["a"])
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
        driver.succeed("app doors")
        XCTAssertEqual(session.hint(line: "fire login "), "player=<text> [seat=<1...2>]")
        XCTAssertEqual(session.hint(line: "fire login player=Ann "), "[seat=<1...2>]")
        XCTAssertEqual(session.hint(line: "fire login player=Ann"), "[seat=<1...2>]")
        XCTAssertNil(session.hint(line: "fire login player=Ann seat=1"))
    }

    func testNewHint_OffersTheRIBOptionsOnlyForARIB() {
        XCTAssertEqual(session.hint(line: "new rib Home "), "[--viewless] [--parent P]")
        XCTAssertEqual(session.hint(line: "new rib Home"), "[--viewless] [--parent P]")
        XCTAssertNil(session.hint(line: "new scene Search "))
        XCTAssertNil(session.hint(line: "new scene Search"))
        XCTAssertEqual(session.hint(line: "new "), "KIND NAME [--viewless] [--parent P]")
    }
}
