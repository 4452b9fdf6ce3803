import Foundation
import ArchLabTestSupport
import XCTest

/// `check` in the real binary on a terminal: it shows what it is doing while it builds, Ctrl-C
/// stops it, and a failed check is followed by the hint tied to its first failing test. The
/// toolchain is a stand-in `swift` (with the sandbox off: it would not see the stand-in) on PATH, so the tests compile nothing.
final class ExerciseCheckEndToEndTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var home: URL { folder.url }
    private var sessions: [PTYSession] = []

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-check-pty")
        let lessons = home.appendingPathComponent("Lessons")
        let tests = lessons.appendingPathComponent("01-ex/Tests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try "// stand-in\n".write(to: lessons.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
            ---
            id: ex
            title: An exercise
            time: 5
            exercise: Ex
            ---

            ## Step 1: Solve it

            ```archlab
            check
            ```

            <!-- check: exercise passes -->
            <!-- hint: Think about what each test asks for. -->
            <!-- hint(testB): B wants two. -->
            <!-- hint(testA): A wants one. -->
            """.write(to: lessons.appendingPathComponent("01-ex/lesson.md"), atomically: true, encoding: .utf8)
        let test = Data("import XCTest\nfinal class ExTests: XCTestCase {\n    func testA() {}\n    func testB() {}\n}\n".utf8)
        try test.write(to: tests.appendingPathComponent("ExTests.swift"))
        let digest = try Self.sha256(of: tests.appendingPathComponent("ExTests.swift"))
        try "\(digest)  01-ex/Tests/ExTests.swift\n".write(to: lessons.appendingPathComponent("tests.sha256"), atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        sessions.forEach { _ = $0.terminate() }
        sessions = []
        folder?.remove()
    }

    /// A `swift` that takes `seconds` to fail its build; `stoppable`: it is a single process
    /// (`exec sleep`), so nothing outlives it holding the output open after Ctrl-C.
    private func start(buildSeconds seconds: Int, stoppable: Bool = false) throws -> PTYSession {
        let wait = stoppable ? "exec sleep \(seconds)" : "sleep \(seconds); exit 1"
        return try start(swift: "#!/bin/sh\necho 'error: the stand-in build always fails' >&2\n\(wait)\n")
    }

    /// Starts `archlab ARGUMENTS` (the shell without arguments) with `swift` (a shell script)
    /// first on PATH.
    private func start(swift script: String, arguments: [String] = []) throws -> PTYSession {
        let bin = home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let swift = bin.appendingPathComponent("swift")
        try script.write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let environment = ["HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                           "TERM": "xterm", "LANG": "C.UTF-8", "NO_COLOR": "1", "ARCHLAB_SANDBOX": "off", "PATH": "\(bin.path):/usr/bin:/bin",
                           "ARCHLAB_LESSONS": home.appendingPathComponent("Lessons").path]
        let shell = try PTYSession(executable: try BuildProducts.executable(named: "archlab"), arguments: arguments, environment: environment)
        sessions.append(shell)
        if arguments.isEmpty { try shell.expect("t=0> ", timeout: 20) }
        return shell
    }

    /// The stand-in toolchain of a check in which `testB` fails.
    private let testBFails = """
        #!/bin/sh
        [ "$1" = build ] && exit 0
        echo "Test Case 'ExTests.testB' started at 2026-12-01 12:00:00.000"
        echo "/x/01-ex/Tests/ExTests.swift:5: error: ExTests.testB : XCTAssertEqual failed: (\\"1\\") is not equal to (\\"2\\") - "
        echo "Test Case 'ExTests.testB' failed (0.001 seconds)"
        exit 1

        """

    /// `archlab check` in a terminal is not the shell: checking again is that command again.
    func testArchlabCheckInATerminalSaysToRunItAgainNotToTypeCheck() throws {
        let check = try start(swift: testBFails, arguments: ["check", "1"])
        XCTAssertEqual(try check.waitForExit(timeout: 20), .exited(1))
        let text = check.output.split(whereSeparator: \.isNewline).joined(separator: " ")
        XCTAssertTrue(text.contains("Hint: B wants two."), text)
        XCTAssertTrue(text.contains("then run `archlab check 1` again."), text)
        XCTAssertFalse(text.contains("type `check`"), text)
    }

    /// Without a toolchain, the advice is the same: install it, then this command again.
    func testArchlabCheckWithoutSwift_SaysToInstallThenRunItAgain() throws {
        let check = try start(swift: "#!/bin/sh\nexit 127\n", arguments: ["check", "1"])
        XCTAssertEqual(try check.waitForExit(timeout: 20), .exited(1))
        let text = check.output.split(whereSeparator: \.isNewline).joined(separator: " ")
        XCTAssertTrue(text.contains("the Swift toolchain was not found"), text)
        XCTAssertTrue(text.contains("Then run `archlab check 1` again."), text)
        XCTAssertFalse(text.contains("type `check`"), text)
    }

    func testCheckShowsItsPhaseWhileBuildingThenTheReport() throws {
        let shell = try start(buildSeconds: 2)
        try shell.send("check ex" + PTYKey.enter)
        try shell.expectScreen("building the exercise, ", timeout: 5)
        try shell.expect("does not compile yet", timeout: 10)
        try shell.expect("t=0> ")
        XCTAssertFalse(try shell.expectScreen("t=0> ").contains("building the exercise"), "the progress line is erased before the report")
    }

    func testCtrlCStopsTheBuildAndTheShellGoesOn() throws {
        let shell = try start(buildSeconds: 30, stoppable: true)
        try shell.send("check ex" + PTYKey.enter)
        try shell.expectScreen("(Ctrl-C stops it)", timeout: 5)
        try shell.send(PTYKey.interrupt)
        try shell.expect("stopped (Ctrl-C) while building", timeout: 10)
        try shell.expect("t=0> ")
        try shell.send("time" + PTYKey.enter)
        try shell.expect("\nt=0\n")
    }

    func testAFailedCheckShowsTheHintTiedToItsFirstFailingTestThenTheOthersInOrder() throws {
        let shell = try start(swift: """
            #!/bin/sh
            [ "$1" = build ] && exit 0
            echo "Test Case 'ExTests.testB' started at 2026-12-01 12:00:00.000"
            echo "/x/01-ex/Tests/ExTests.swift:5: error: ExTests.testB : XCTAssertEqual failed: (\\"1\\") is not equal to (\\"2\\") - "
            echo "Test Case 'ExTests.testB' failed (0.001 seconds)"
            exit 1

            """)
        try shell.send("lesson ex" + PTYKey.enter)
        try shell.expect("Step 1 of 1")
        try shell.send("check" + PTYKey.enter)
        try shell.expect("testB")
        try shell.expect("Hint: B wants two.", timeout: 10)
        try shell.send("hint" + PTYKey.enter)
        try shell.expect("Hint 2/3: Think about what each test asks for.")
        try shell.send("hint" + PTYKey.enter)
        try shell.expect("Hint 3/3: A wants one.")
    }

    /// The hints follow the latest check: one about a passing test never comes, and progress
    /// counts only the hints that a typed `hint` gave (one here: the later ones found none left),
    /// not those printed under a check.
    func testHintsLeaveOutPassingTestsAndProgressCountsOnlyTheTypedOnes() throws {
        let shell = try start(swift: """
            #!/bin/sh
            [ "$1" = build ] && exit 0
            echo "Test Case 'ExTests.testA' started at 2026-12-01 12:00:00.000"
            echo "Test Case 'ExTests.testA' passed (0.001 seconds)"
            echo "Test Case 'ExTests.testB' started at 2026-12-01 12:00:00.000"
            echo "/x/01-ex/Tests/ExTests.swift:5: error: ExTests.testB : XCTAssertEqual failed: (\\"1\\") is not equal to (\\"2\\") - "
            echo "Test Case 'ExTests.testB' failed (0.001 seconds)"
            exit 1

            """)
        try shell.send("lesson ex" + PTYKey.enter)
        try shell.expect("Step 1 of 1")
        for _ in 1...2 {
            try shell.send("check" + PTYKey.enter)
            try shell.expect("Hint: B wants two.", timeout: 10)
        }
        try shell.send("hint" + PTYKey.enter)
        try shell.expect("Hint 2/2: Think about what each test asks for.")
        try shell.send("hint" + PTYKey.enter)
        try shell.expect("That was the last hint (2 of 2)")
        try shell.send("hint" + PTYKey.enter)
        try shell.expect("That was the last hint (2 of 2)")
        try shell.send("quit" + PTYKey.enter)
        _ = shell.terminate()
        let progress = try String(contentsOf: home.appendingPathComponent("state/archlab/progress"), encoding: .utf8)
        XCTAssertTrue(progress.contains("ex step=1 done= exercise=failed attempts=2 hints=1"), progress)
    }

    private static func sha256(of file: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return String(text.prefix { $0 != " " })
    }
}
