import ArchLabTestSupport
import XCTest

/// The learner's own code through the real `archlab` binary on a terminal, in one session:
/// generate a scene and trace its VIP cycle, generate a RIB with a child and attach and detach
/// it by hand, break the code and see the compile error, fix it and reload.
final class PlaygroundEndToEndTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var home: URL { temporary.url }
    private var shell: PTYSession?

    override func setUpWithError() throws {
        temporary = try TemporaryFolder(prefix: "archlab-playground-e2e")
    }

    override func tearDown() {
        _ = shell?.terminate()
        temporary.remove()
    }

    /// Types `line`, waits for `marker` in what it prints, and returns the output up to the
    /// next prompt. (The echoed line is redrawn with hints as it is typed, so the marker, not
    /// the echo, says where the command's output is.)
    @discardableResult
    private func type(_ line: String, until marker: String, timeout: Double = 10) throws -> String {
        guard let shell else { throw XCTSkip("no shell") }
        try shell.send(line + PTYKey.enter)
        return try shell.expect(marker, timeout: timeout) + shell.expect("> ", timeout: timeout)
    }

    func testGeneratedSceneAndRIBsRunInTheShell_ACompileErrorKeepsTheSession_AReloadReplacesTheCode() throws {
        let environment = ["HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                           "XDG_DATA_HOME": home.appendingPathComponent("data").path, "TERM": "xterm", "LANG": "C.UTF-8",
                           "NO_COLOR": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        let shell = try PTYSession(executable: try BuildProducts.executable(named: "archlab"), environment: environment, columns: 120)
        self.shell = shell
        try shell.expect("t=0> ", timeout: 20)

        let generated = try type("new scene Greeter", until: "loaded Playground: scene Greeter", timeout: 120)
        XCTAssertTrue(generated.contains("wrote scene Greeter: 13 files in \(home.path)/data/archlab/playground"), generated)
        XCTAssertTrue(generated.contains("loaded Playground: scene Greeter"), generated)
        try type("scene Greeter", until: "loaded scene Greeter")
        try type("trace on", until: "trace on:")
        let fired = try type("fire doSomething", until: "doSomeWork()")
        let answered = try type("advance 100", until: "displaySomething(")
        XCTAssertTrue(fired.contains("doSomething(Request())"), fired)
        let cycle = try XCTUnwrap(answered.range(of: "presentSomething(\"some work\")")).lowerBound
        let display = try XCTUnwrap(answered.range(of: "displaySomething(\"done: some work\")")).lowerBound
        XCTAssertLessThan(cycle, display, "interactor -> presenter, then presenter -> view: \(answered)")

        try type("new rib Home", until: "new: app Home", timeout: 120)
        try type("new rib Child --parent Home", until: "new: app Child", timeout: 120)
        try type("app Home", until: "loaded app Home")
        try type("attach Child", until: "attachChild(Child)")
        let tree = try type("tree", until: "`-- Home")
        XCTAssertTrue(tree.contains("LaunchHost (viewful, active)\n`-- Home (viewful, active)\n    `-- Child (viewful, active)"), tree)
        try type("detach Child", until: "detachChild(Child)")
        let after = try type("tree", until: "LaunchHost")
        XCTAssertTrue(after.contains("`-- Home (viewful, active)"), after)
        XCTAssertFalse(after.contains("Child"), after)

        let presenter = home.appendingPathComponent("data/archlab/playground/Sources/Playground/Scenes/Greeter/GreeterPresenter.swift")
        let original = try String(contentsOf: presenter, encoding: .utf8)
        try original.replacingOccurrences(of: "\"done: ", with: "\"done: \" + missingName + \"").write(to: presenter, atomically: true, encoding: .utf8)
        let broken = try type("load", until: "does not compile", timeout: 120)
        XCTAssertTrue(broken.contains("✘ your code does not compile yet; the shell keeps what it had loaded."), broken)
        XCTAssertTrue(broken.contains("Sources/Playground/Scenes/Greeter/GreeterPresenter.swift:"), broken)
        XCTAssertTrue(try type("tree", until: "LaunchHost").contains("`-- Home (viewful, active)"), "Home keeps running")

        try original.replacingOccurrences(of: "\"done: ", with: "\"edited: ").write(to: presenter, atomically: true, encoding: .utf8)
        let reloaded = try type("load", until: "reloaded Playground", timeout: 120)
        XCTAssertTrue(reloaded.contains("reloaded Playground: scene Greeter, app Home, app Child replaced by your new code"), reloaded)
        XCTAssertTrue(reloaded.contains("restarting app Home with the new code"), reloaded)
        try type("scene Greeter", until: "loaded scene Greeter")
        try type("fire doSomething", until: "doSomeWork()")
        XCTAssertTrue(try type("advance 100", until: "displaySomething(").contains("displaySomething(\"edited: some work\")"))
        XCTAssertTrue(shell.output.contains("compiling your code"), "the progress line shows on a terminal")
        try shell.send("quit" + PTYKey.enter)
        XCTAssertEqual(try shell.waitForExit(), .exited(0))
    }
}
