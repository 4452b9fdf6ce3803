import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// `new scene`, `new rib` and `load` in a session, into a playground of the test's own:
/// generated code is written, compiled against this test binary's modules and loaded into it
/// (the test target exports its symbols, as archlab does).
final class CodeCommandsTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var folder: URL { temporary.url }
    private var shell: Shell!

    override func setUpWithError() throws {
        try InProcessLoading.skipWhereUnavailable()
        temporary = try TemporaryFolder(prefix: "archlab-code")
        let session = Session(catalog: .standard)
        session.code.playgroundDirectory = folder.appendingPathComponent("playground")
        shell = Shell(session: session)
    }

    override func tearDown() {
        temporary?.remove()
    }

    @discardableResult
    private func run(_ line: String, file: StaticString = #filePath, line number: UInt = #line) -> String {
        let outcome = shell.submit(line: line)
        XCTAssertTrue(outcome.succeeded, "\(line): \(outcome.text)", file: file, line: number)
        return outcome.text.joined(separator: "\n")
    }

    private func failure(_ line: String) -> String {
        let outcome = shell.submit(line: line)
        XCTAssertFalse(outcome.succeeded, "\(line) should fail: \(outcome.text)")
        return outcome.text.joined(separator: "\n")
    }

    private var presenter: URL {
        folder.appendingPathComponent("playground/Sources/Playground/Scenes/Greeter/GreeterPresenter.swift")
    }

    private func edit(_ url: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "\(url.lastPathComponent) has no \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    /// Generates and runs Greeter, then edits its presenter as a learner would.
    private func runGreeterThenEditItsPresenter(replacing old: String, with new: String) throws {
        run("new scene Greeter")
        run("scene Greeter")
        try edit(presenter, replacing: old, with: new)
    }

    /// What Greeter displays 100 ticks after a `fire doSomething`.
    private func displayAfterFiring() -> String {
        run("watch Greeter.display")
        run("fire doSomething")
        return run("advance 100")
    }

    func testNewScene_IsWrittenLoadedAndTracedOnTheSessionsClock() {
        let written = run("new scene Greeter")
        XCTAssertTrue(written.contains("wrote scene Greeter: 13 files in \(folder.path)/playground"), written)
        XCTAssertTrue(written.contains("loaded Playground: scene Greeter"), written)
        XCTAssertEqual(shell.session.samples.catalog.names(of: .scene).last, "Greeter")

        run("scene Greeter")
        run("trace on")
        let fired = run("fire doSomething")
        XCTAssertTrue(fired.contains("doSomething(Request())"), fired)
        XCTAssertFalse(fired.contains("presentSomething"), "the worker answers 100 ticks later: \(fired)")
        let answered = run("advance 100")
        XCTAssertTrue(answered.contains("presentSomething(\"some work\")"), answered)
        XCTAssertTrue(answered.contains("displaySomething(\"done: some work\")"), answered)
        XCTAssertTrue(answered.contains("t=  100"), answered)
    }

    func testNewRIBWithParent_AttachesAndDetachesThroughTheParentsRouter() {
        run("new rib Home")
        let child = run("new rib Child --parent Home")
        XCTAssertTrue(child.contains("reloaded Playground: app Home replaced by your new code; new: app Child"), child)
        run("app Home")
        XCTAssertEqual(shell.session.samples.ribTree?.allNames, ["LaunchHost", "Home"])
        XCTAssertEqual((shell.session.sample as? RIBTreeSample)?.attachableRIBs, ["Child"])
        run("attach Child")
        XCTAssertEqual(shell.session.samples.ribTree?.allNames, ["LaunchHost", "Home", "Child"])
        let tree = run("tree")
        XCTAssertTrue(tree.contains("`-- Child (viewful, active)"), tree)
        run("detach Child")
        XCTAssertEqual(shell.session.samples.ribTree?.allNames, ["LaunchHost", "Home"])
    }

    func testCompileError_IsShownAsCheckShowsItAndTheShellKeepsWhatItHad() throws {
        try runGreeterThenEditItsPresenter(replacing: "func presentSomething(", with: "func presentSomething(oops: Missing, ")
        let failed = failure("load")
        XCTAssertTrue(failed.contains("✘ your code does not compile yet; the shell keeps what it had loaded."), failed)
        XCTAssertTrue(failed.contains("Sources/Playground/Scenes/Greeter/GreeterPresenter.swift:"), "paths relative to the playground: \(failed)")
        XCTAssertTrue(failed.contains("Missing"), failed)
        XCTAssertEqual(shell.session.sample?.name, "Greeter", "the scene keeps running")
        XCTAssertTrue(shell.session.samples.catalog.names(of: .scene).contains("Greeter"))
        XCTAssertTrue(displayAfterFiring().contains("done: some work"), "the old code still answers")
    }

    func testReloadAfterAnEdit_ReplacesTheSceneAndSaysSo() throws {
        try runGreeterThenEditItsPresenter(replacing: "\"done: ", with: "\"edited: ")
        let reloaded = run("load playground")
        XCTAssertTrue(reloaded.contains("reloaded Playground: scene Greeter replaced by your new code"), reloaded)
        XCTAssertTrue(reloaded.contains("restarting scene Greeter with the new code"), reloaded)
        let answered = displayAfterFiring()
        XCTAssertTrue(answered.contains("edited: some work"), answered)
        XCTAssertFalse(answered.contains("done: some work"), answered)
    }

    /// A shell on the shipped course (solutions), its playground in the test's folder.
    private func shellWithLessons() throws -> WorkbookLessons {
        let lessons = Checkout.lessons
        try XCTSkipUnless(FileManager.default.fileExists(atPath: lessons.appendingPathComponent("11-vip-cycle/Solution").path))
        let host = WorkbookLessons(lessonsDirectory: lessons, environment: ["XDG_STATE_HOME": folder.path, "HOME": folder.path,
                                                                            "ARCHLAB_SOLUTIONS": "1"])
        let session = Session(catalog: .standard, lessons: host)
        session.code.playgroundDirectory = folder.appendingPathComponent("playground")
        shell = Shell(session: session)
        return host
    }

    func testALessonsSandbox_KeepsYourLoadedCodeAndReloadsIt() throws {
        _ = try shellWithLessons()
        run("new scene Greeter")
        run("lesson streams")
        XCTAssertTrue(run("scene Greeter").contains("loaded scene Greeter"), "the sandbox starts with the loaded code")
        let nothing = failure("load")
        XCTAssertTrue(nothing.contains("lists nothing for the shell") && nothing.contains("type 'load playground'"),
                      "lesson 01's exercise registers nothing: \(nothing)")
        let reloaded = run("load playground")
        XCTAssertTrue(reloaded.contains("reloaded Playground: scene Greeter replaced by your new code"), reloaded)
    }

    func testLoadInALesson_RunsTheExercisesOwnScene() throws {
        let host = try shellWithLessons()
        run("lesson vip-cycle")
        XCTAssertEqual(host.exerciseSources?.module, "VIPCycle")
        XCTAssertEqual(host.exerciseSources?.files.map(\.lastPathComponent), ["LabelEditor.swift", "VIPCycleRegistrations.swift"])
        let loaded = run("load")
        XCTAssertTrue(loaded.contains("loaded VIPCycle: scene mylabels"), "load picks the open lesson's exercise: \(loaded)")
        run("scene mylabels")
        run("trace on")
        let traced = run("fire load")
        XCTAssertTrue(traced.contains("displayLabelList(ViewModel(titles: [\"#Birds\", \"#Cats\", \"#Dogs\"]))"), traced)
        XCTAssertEqual(run("view"), "#Birds #Cats #Dogs")
    }

    func testBadInput_IsRefusedWithWhatToTypeInstead() {
        XCTAssertTrue(failure("new widget Greeter").contains("scene or rib"))
        XCTAssertTrue(failure("new scene greeter").contains("try Greeter"))
        XCTAssertTrue(failure("new scene Greeter --viewless").contains("for RIBs"))
        XCTAssertTrue(failure("new rib Child --parent").contains("--parent Home"))
        XCTAssertTrue(failure("new rib Child --sideways").contains("--viewless or --parent NAME"))
        XCTAssertTrue(failure("new rib Child --parent Home").contains("no RIB named Home in the playground"))
        XCTAssertTrue(failure("load exercise").contains("no lesson with a code exercise is open"))
        XCTAssertTrue(failure("load").contains("has no Swift files to load; type 'new scene NAME'"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("playground/Sources").path),
                       "a refusal writes nothing")
    }

    func testNewOptions_ReadInAnyOrderEachOnce() throws {
        XCTAssertEqual(try NewOptions(["--parent", "Home", "--viewless"]).parent, "Home")
        XCTAssertEqual(try NewOptions(["--parent", "Home", "--viewless"]).viewless, true)
        XCTAssertEqual(try NewOptions([]), NewOptions())
        XCTAssertThrowsError(try NewOptions(["--viewless", "--viewless"]))
        XCTAssertThrowsError(try NewOptions(["--parent", "--viewless"]))
    }
}
