import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// The sample part's `fire` on the shipped samples: aliases from the seeds, what can be
/// fired now and what is hidden, and the one line a fire prints when nothing else says what it did.
final class SamplePartTests: XCTestCase {
    private let driver = ShellDriver(Session(catalog: .standard))
    /// A session on the test-double samples (`greeter`, `doors`).
    private let fakes = ShellDriver(Session(catalog: .fakes))

    func testTheSeedsMethodAndRequestNamesFireTheViewActions() {
        driver.succeed("scene labels")
        XCTAssertEqual(driver.succeed("fire getLabelList").first?.hasPrefix("fired load: getLabelList(Request())"), true)
        driver.succeed("fire LabelList", "fire createLabel name=Dogs", "scene orders", "fire fetchOrders")
        XCTAssertEqual(driver.error("fire fetchOrder"),
                       "error: no action in orders named 'fetchOrder'. Did you mean 'fetchOrders'? Known: fetch, show, new.")
        driver.succeed("fire new", "fire createOrder customer=Al")
        XCTAssertEqual(driver.session.firedRequests, ["load", "load", "create", "fetch", "new", "create"], "recorded by the action's own name")
        XCTAssertEqual(driver.complete("fire fetchOrders "), [], "parameters of an aliased action complete like its own")
    }

    func testFireAloneListsTheActionsAvailableNowAndWhatIsHidden() {
        driver.succeed("app todo")
        XCTAssertEqual(driver.succeed("fire"), [
            "fire on LoggedOut now:",
            "  type name=<text>     Type your name into the name field",
            "  login [name=<text>]  Tap Login (optionally typing the name first)",
        ])
        driver.succeed("fire login name=Ann", "fire add title=Milk", "fire open id=1")
        XCTAssertEqual(driver.succeed("fire"), [
            "fire on TodoDetail now:",
            "  toggle  Switch Done on or off",
            "  close   Close the detail",
            "  hidden while TodoDetail is on top: TodoList's add, toggle, remove, open, logout",
        ])
        XCTAssertEqual(driver.error("fire open id=1"),
                       "error: 'open' is TodoList's, hidden while TodoDetail is on top. Available now: toggle, close.")
    }

    func testStreamsListsWhatCanBeFiredToo() {
        driver.succeed("app todo", "fire login name=Ann")
        XCTAssertEqual(driver.succeed("streams").last, "fire now: add, toggle, remove, open, logout  (type 'fire' for their arguments)")
    }

    func testAStatusLineFollowsEveryCommandThatChangesTheActions() {
        driver.succeed("app todo")
        XCTAssertEqual(Array(driver.succeed("fire login name=Ann").suffix(1)), ["  fire now (TodoList): add, toggle, remove, open, logout"])
        XCTAssertFalse(driver.succeed("fire add title=Milk").contains { $0.contains("fire now") }, "nothing changed, nothing said")
        XCTAssertEqual(Array(driver.succeed("fire open id=1").suffix(2)), [
            "  fire now (TodoDetail): toggle, close",
            "  hidden while TodoDetail is on top: TodoList's add, toggle, remove, open, logout",
        ])
        driver.succeed("scene orders", "advance 30")
        XCTAssertEqual(Array(driver.succeed("fire new").suffix(2)), [
            "  fire now (CreateOrder): create, back",
            "  hidden while CreateOrder is on top: ListOrders's fetch, show, new",
        ])
    }

    func testEveryFireSaysWhatItCausedWhileNothingElseDoes() {
        driver.succeed("scene title")
        XCTAssertEqual(driver.succeed("fire request"), [
            "fired request: request(), getTitle(); the screen is unchanged; more is scheduled at t=50. "
                + "Type 'watch title.display' (or 'trace on') to see each event.",
        ])
        driver.succeed("advance 50")
        XCTAssertEqual(driver.succeed("fire worker-fails"), ["fired worker-fails; the screen now shows \"[worker fails: on]\"."])
        driver.succeed("watch display")
        XCTAssertEqual(driver.succeed("fire request"), ["fired request: request(), getTitle(); the screen is unchanged; more is scheduled at t=100."],
                       "the watched stream sends nothing yet, so the line says what is due")
        driver.succeed("watch request")
        XCTAssertEqual(driver.succeed("fire request"), ["[t=   50] title.request  next(())"], "a watched stream's event says it; no summary")
        driver.succeed("app todo")
        XCTAssertEqual(driver.succeed("fire type name=Ann"),
                       ["fired type; the screen now shows \"Name: [Ann]\". Type 'watch todo.tree' (or 'trace on') to see each event."])
        XCTAssertEqual(driver.succeed("fire login name="), ["fired login: LoggedOutPresentableListener.login(withName: \"\"); "
                                                             + "the screen now shows \"Name: [________]\" and \"! Type a name first.\"."])
    }

    func testAFireThatTraceOnDoesNotDrawStillSaysWhatItDid() {
        driver.succeed("scene title", "trace on", "advance 50")
        XCTAssertEqual(driver.succeed("fire worker-fails"), ["fired worker-fails; the screen now shows \"[worker fails: on]\"."])
        driver.succeed("app todo", "fire login name=Ann", "fire add title=Milk", "trace on")
        XCTAssertEqual(driver.succeed("fire add title=Bread").last?.hasSuffix("TodoListPresentableListener.add(title: \"Bread\")"), true,
                       "a traced call is drawn, with no summary")
    }

    func testAFireWithNothingWatchedSaysWhatItCausedAndHowToSeeTheAnswerOnce() {
        let shell = Shell(session: Session(catalog: .standard))
        _ = shell.submit(line: "scene title")
        XCTAssertEqual(shell.submit(line: "fire request").text,
                       ["fired request: request(), getTitle(); the screen is unchanged; more is scheduled at t=50. Type 'watch title.display' (or 'trace on') to see each event."])
        _ = shell.submit(line: "advance 60")
        XCTAssertEqual(shell.submit(line: "fire request").text,
                       ["fired request: request(), getTitle(); the screen is unchanged; more is scheduled at t=110."])
        _ = shell.submit(line: "watch title.display")
        _ = shell.submit(line: "scene labels")
        XCTAssertEqual(shell.submit(line: "fire load").text.count, 1, "said again for a newly loaded scene")
    }

    func testFireWithNothingLoadedSaysWhatToType() {
        XCTAssertEqual(fakes.error("fire load"),
                       "error: fire needs a loaded scene or app, and nothing is loaded. Type 'scene greeter' or 'app doors' first.")
    }

    func testUnknownSceneSuggests() {
        XCTAssertEqual(fakes.error("scene greter"), "error: no scene named 'greter'. Did you mean 'greeter'? Known: greeter.")
    }

    func testFireChecksArgumentsWithTheActionSpec() {
        fakes.run("scene greeter")
        XCTAssertEqual(fakes.error("fire setText txt=hi"),
                       "error: fire setText: 'setText' has no parameter 'txt'; it takes: text. Usage: fire setText text=<text>")
        XCTAssertEqual(fakes.error("fire lod"), "error: no action in greeter named 'lod'. Did you mean 'load'? Known: load, setText.")
        XCTAssertEqual(fakes.error("fire setText text=boom"), "error: 'setText' can't be done now: the scene refuses 'boom'")
    }

    func testTreeAttachDetachShowChanges() {
        fakes.run("app doors")
        XCTAssertEqual(fakes.run("tree"), ["Root (viewful, active)", "`-- LoggedOut (viewful, active)"])
        // A fire that routes shows what it attached and detached.
        XCTAssertEqual(fakes.run("fire login player=Ann"),
                       ["welcome Ann", "Root (viewful, active)", "`-- LoggedIn (viewless, active)  + attached", "- detached: Root/LoggedOut"])
        XCTAssertEqual(fakes.run("tree"), ["Root (viewful, active)", "`-- LoggedIn (viewless, active)"])
        XCTAssertEqual(fakes.run("attach LoggedOut to Root"),
                       ["Root (viewful, active)", "|-- LoggedIn (viewless, active)", "`-- LoggedOut (viewful, active)  + attached"])
        XCTAssertEqual(fakes.error("detach Nobody"), "error: no attached RIB named 'Nobody'. Known: Root, LoggedIn, LoggedOut.")
        XCTAssertEqual(fakes.error("detach Root"), "error: Root is the launch RIB; it cannot be detached")
        XCTAssertEqual(fakes.error("attach X to Nowhere"), "error: no RIB in the tree named 'Nowhere'. Known: Root, LoggedIn, LoggedOut.")
    }

    func testTreeOnASceneExplains() {
        fakes.run("scene greeter")
        XCTAssertEqual(fakes.error("tree"), "error: greeter is a VIP scene, so it has no RIB tree. Type 'app doors' to launch a RIBs app.")
    }

    func testTraceShowsArrowsOnlyWhenOn() {
        fakes.run("scene greeter")
        XCTAssertFalse(fakes.run("fire load").contains { $0.contains("|--") })
        fakes.run("trace on")
        XCTAssertEqual(fakes.run("fire load"), [
            "           view        interactor  worker",
            "[t=    0]  |---------->|           |   load()",
            "[t=    0]  |           |---------->|   fetch()",
        ])
    }
}
