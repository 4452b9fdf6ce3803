import Foundation
import Synchronization
import ArchLabTestSupport
import ArchLabWorkbook
import XCTest

/// `autocheck` in the interactive shell, through a pseudo-terminal, as a learner uses it: in
/// a lesson of a workspace made by `archlab init`, `autocheck on`, a few letters typed, then
/// the exercise saved: the check runs and prints without Enter, a pass marks the step done as
/// `check` does, and the prompt comes back with the letters still there. A stand-in `swift` (with the sandbox off: it would not see the stand-in) first on PATH
/// answers the build and the tests from the exercise file's text, so no toolchain runs.
final class AutocheckEndToEndTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var home: URL { temporary.url }
    private var work: URL { home.appendingPathComponent("work") }
    private var exercise: URL { work.appendingPathComponent("01-counter/Counter.swift") }
    private var shell: PTYSession?

    override func setUpWithError() throws {
        temporary = try TemporaryFolder(prefix: "archlab-autocheck")
        try temporary.write("""
            ---
            id: counter
            title: Counting
            time: 5
            exercise: Counter
            ---

            # Counting

            ## Step 1: Solve

            Make `value()` return 1.

            <!-- check: exercise passes -->
            <!-- hint: value() should return 1. -->

            ## Step 2: Look back

            Type `lessons` to see where you are.

            <!-- check: ran lessons -->
            <!-- hint: Type lessons and press Return. -->

            """, to: "course/Lessons/01-counter/lesson.md")
        try temporary.write("---\nid: intro\ntitle: Intro\ntime: 5\n---\n\n# Intro\n\n## Step 1: Look\n\nType `lessons`.\n\n<!-- check: ran lessons -->\n",
                            to: "course/Lessons/02-intro/lesson.md")
        try temporary.write("// package\n", to: "course/Lessons/Package.swift")
        try temporary.write("public func value() -> Int { 0 } // TODO\n", to: "course/Lessons/01-counter/Exercise/Counter.swift")
        let test = "import XCTest\nfinal class CounterTests: XCTestCase { func testValue() {} }\n"
        try temporary.write(test, to: "course/Lessons/01-counter/Tests/CounterTests.swift")
        try temporary.write(Self.sha256(test) + "  01-counter/Tests/CounterTests.swift\n", to: "course/Lessons/tests.sha256")
        // The stand-in toolchain: a build works (slowly when the exercise says SLOW, after a
        // pause when it says PAUSE); the test passes when the exercise says DONE.
        try temporary.write("""
            #!/bin/sh
            if [ "$1" = build ]; then
              if grep -q SLOW Sources/Counter/Counter.swift 2>/dev/null; then sleep 30; fi
              if grep -q PAUSE Sources/Counter/Counter.swift 2>/dev/null; then sleep 2; fi
              echo "Build complete!"; exit 0
            fi
            echo "Test Case 'CounterTests.testValue' started at 2026-12-01 10:00:00.000"
            if grep -q DONE Sources/Counter/Counter.swift; then
              echo "Test Case 'CounterTests.testValue' passed (0.001 seconds)"; exit 0
            fi
            echo "$PWD/Tests/CounterTests/CounterTests.swift:2: error: CounterTests.testValue : XCTAssertEqual failed: (\\"0\\") is not equal to (\\"1\\") - "
            echo "Test Case 'CounterTests.testValue' failed (0.001 seconds)"; exit 1

            """, to: "bin/swift")
        chmod(home.appendingPathComponent("bin/swift").path, 0o755)
    }

    override func tearDown() {
        shell?.terminate()
        temporary?.remove()
    }

    private static func sha256(_ text: String) -> String {
        SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// No warm-up build at `lesson counter`: started late on a busy machine, it would copy a
    /// file saved by the test and hold the build folder while the check waits for it.
    private var environment: [String: String] {
        ["ARCHLAB_WARMUP": "0", "HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
         "XDG_DATA_HOME": home.appendingPathComponent("data").path, "TERM": "xterm",
         "LANG": "C.UTF-8", "NO_COLOR": "1", "ARCHLAB_SANDBOX": "off", "PATH": home.appendingPathComponent("bin").path + ":/usr/bin:/bin",
         "ARCHLAB_LESSONS": home.appendingPathComponent("course/Lessons").path]
    }

    /// `archlab init` the workspace; returns the executable.
    private func makeWorkspace() throws -> URL {
        let archlab = try BuildProducts.executable(named: "archlab")
        let initialise = try PTYSession(executable: archlab, arguments: ["init", work.path], environment: environment)
        _ = try initialise.expect("Workspace ready", timeout: 20)
        XCTAssertEqual(try initialise.waitForExit(timeout: 20), .exited(0))
        return archlab
    }

    /// `archlab init` a workspace, then the shell in it, in the lesson, with autocheck on.
    private func startInLessonWithAutocheck() throws -> PTYSession {
        let archlab = try makeWorkspace()
        let session = try PTYSession(executable: archlab, arguments: ["--workspace", work.path], environment: environment, columns: 100)
        shell = session
        try session.expect("archlab free t=0> ", timeout: 20)
        try session.send("lesson counter" + PTYKey.enter)
        try session.expect("Step 1 of 2: Solve", timeout: 20)
        try session.expect("archlab counter:1/2 t=0> ")
        try session.send("autocheck on" + PTYKey.enter)
        try session.expect("autocheck is on: each time you save a file in \(work.path)/01-counter/")
        try session.expect("archlab counter:1/2 autocheck t=0> ")
        return session
    }

    private func save(_ text: String) throws {
        try Data(text.utf8).write(to: exercise)
    }

    func testAutocheck_SaveChecksWithoutEnter_PassMovesOn_HalfTypedLineKept() throws {
        let shell = try startInLessonWithAutocheck()
        try shell.send("hin")
        try shell.expectScreen("archlab counter:1/2 autocheck t=0> hin")

        // A failing save: the check's report, then the prompt and "hin" again.
        try save("public func value() -> Int { 2 } // still wrong\n")
        try shell.expect("Saved: checking `counter`...", timeout: 10)
        try shell.expect("✘ Exercise `counter` is not done yet", timeout: 30)
        try shell.expect("archlab counter:1/2 autocheck t=0> hin", timeout: 10)

        // Saving the same text again is not a change: nothing runs.
        try save("public func value() -> Int { 2 } // still wrong\n")
        let quiet = shell.outputArriving(within: 1.5)
        XCTAssertFalse(quiet.contains("Saved:"), quiet)

        // The passing save: the report and the step done, as after `check`, then the prompt
        // with "hin" still there.
        try save("public func value() -> Int { 1 } // DONE\n")
        try shell.expect("✔ Exercise `counter` passes", timeout: 30)
        try shell.expect("Step 1 done. Type next for step 2: Look back.", timeout: 10)
        try shell.expect("archlab counter:1/2 autocheck t=0> hin", timeout: 10)
        try shell.expectScreen("archlab counter:1/2 autocheck t=0> hin")

        // The half-typed word goes on as if nothing happened.
        try shell.send("t" + PTYKey.enter)
        try shell.expect("archlab counter:1/2 autocheck t=0> ", timeout: 10)
        try shell.send("next" + PTYKey.enter)
        try shell.expect("Step 2 of 2: Look back", timeout: 10)
        try shell.expect("archlab counter:2/2 autocheck t=0> ")

        // Off: the prompt says so, and saving checks nothing.
        try shell.send("autocheck off" + PTYKey.enter)
        try shell.expect("autocheck is off. Type `check` after saving to check `counter`.")
        try shell.expect("archlab counter:2/2 t=0> ")
        try save("public func value() -> Int { 1 } // DONE again\n")
        let afterOff = shell.outputArriving(within: 1.5)
        XCTAssertFalse(afterOff.contains("Saved:"), afterOff)

        try shell.send(PTYKey.endOfFile)
        XCTAssertEqual(try shell.waitForExit(timeout: 10), .exited(0))
        let progress = try String(contentsOf: work.appendingPathComponent("archlab-progress.txt"), encoding: .utf8)
        XCTAssertTrue(progress.contains("exercise=passed"), progress)
    }

    func testAutocheck_CtrlCStopsTheRunningCheck_AndTheShellGoesOn() throws {
        let shell = try startInLessonWithAutocheck()
        try shell.send("hin")
        try shell.expectScreen("archlab counter:1/2 autocheck t=0> hin")
        try save("public func value() -> Int { 1 } // DONE but SLOW\n")
        try shell.expect("Saved: checking `counter`", timeout: 10)
        try shell.expect("building the exercise", timeout: 10)
        try shell.send(PTYKey.interrupt)
        try shell.expect("the check was stopped (Ctrl-C)", timeout: 15)
        try shell.expect("archlab counter:1/2 autocheck t=0> hin", timeout: 10)
        try shell.send("t" + PTYKey.enter)
        try shell.expect("archlab counter:1/2 autocheck t=0> ", timeout: 10)
        let progress = (try? String(contentsOf: work.appendingPathComponent("archlab-progress.txt"), encoding: .utf8)) ?? ""
        XCTAssertFalse(progress.contains("exercise=passed"), progress)
    }

    func testAutocheck_FollowsTheLessonAndEndsWithLessonOff() throws {
        let shell = try startInLessonWithAutocheck()
        try shell.send("lesson intro" + PTYKey.enter)
        try shell.expect("autocheck is off: lesson `intro` has no exercise.", timeout: 10)
        try shell.expect("archlab intro:1/1 t=0> ")
        try shell.send("lesson counter" + PTYKey.enter)
        try shell.expect("archlab counter:1/2 t=0> ", timeout: 10)
        try shell.send("autocheck on" + PTYKey.enter)
        try shell.expect("archlab counter:1/2 autocheck t=0> ")
        try shell.send("lesson off" + PTYKey.enter)
        try shell.expect("autocheck is off: no lesson is open.", timeout: 10)
        try shell.send("autocheck on" + PTYKey.enter)
        try shell.expect("no lesson is open", timeout: 10)
        try save("public func value() -> Int { 1 } // DONE\n")
        let quiet = shell.outputArriving(within: 1.5)
        XCTAssertFalse(quiet.contains("Saved:"), quiet)
    }

    /// Piped input (an editor or a tool driving the shell): while the shell waits for the
    /// next line, a save is checked and reported; no prompt, no terminal.
    func testAutocheck_WithPipedInput_ChecksWhileTheShellWaitsForTheNextLine() throws {
        let archlab = try makeWorkspace()
        let process = Process()
        process.executableURL = archlab
        process.arguments = ["--workspace", work.path]
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        let received = Mutex("")
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            received.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        func waitFor(_ text: String, timeout: Double = 20) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if received.withLock({ $0.contains(text) }) { return true }
                usleep(50_000)
            }
            return false
        }

        input.fileHandleForWriting.write(Data("lesson counter\nautocheck on\n".utf8))
        XCTAssertTrue(waitFor("autocheck is on: each time you save a file in \(work.path)/01-counter/"), received.withLock { $0 })
        try save("public func value() -> Int { 1 } // DONE\n")
        XCTAssertTrue(waitFor("Saved: checking `counter`"), received.withLock { $0 })
        XCTAssertTrue(waitFor("✔ Exercise `counter` passes"), received.withLock { $0 })
        XCTAssertTrue(waitFor("Step 1 done. Type next for step 2: Look back."), received.withLock { $0 })
        input.fileHandleForWriting.write(Data("next\n".utf8))
        XCTAssertTrue(waitFor("Step 2 of 2: Look back"), received.withLock { $0 })
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        XCTAssertEqual(process.terminationStatus, 0, received.withLock { $0 })
        XCTAssertFalse(received.withLock { $0 }.contains("archlab counter:"), "no prompt in a pipe")
    }

    /// A script file never waits for input, so autocheck refuses there and says what works.
    func testAutocheck_InAScriptFile_Refuses() throws {
        _ = try makeWorkspace()
        try temporary.write("lesson counter\nautocheck on\n", to: "script.archlab")
        let (status, text) = try BuildProducts.run("archlab", arguments: ["--workspace", work.path, home.appendingPathComponent("script.archlab").path],
                                                   environment: environment)
        XCTAssertEqual(status, 1, text)
        XCTAssertTrue(text.contains("a script file or -c never waits") && text.contains("type `check` after saving"), text)
    }

    /// On a step that does not ask for the exercise, a save is still checked: the result is
    /// recorded, the hint under a failure is the exercise's, and the step is left alone.
    func testAutocheck_OnAnotherStep_RecordsTheResultWithTheExercisesHint() throws {
        let shell = try startInLessonWithAutocheck()
        try shell.send("next" + PTYKey.enter)
        try shell.expect("archlab counter:1/2 autocheck t=0> ", timeout: 10)
        try shell.send("next" + PTYKey.enter)
        try shell.expect("Step 2 of 2: Look back", timeout: 10)
        try shell.expect("archlab counter:2/2 autocheck t=0> ")
        try save("public func value() -> Int { 2 } // wrong\n")
        let failed = try shell.expect("archlab counter:2/2 autocheck t=0> ", timeout: 30)
        XCTAssertTrue(failed.contains("✘ Exercise `counter` is not done yet") && failed.contains("value() should return 1."), failed)
        XCTAssertFalse(failed.contains("Type lessons and press Return."), failed)
        try save("public func value() -> Int { 1 } // DONE\n")
        let passed = try shell.expect("archlab counter:2/2 autocheck t=0> ", timeout: 30)
        XCTAssertTrue(passed.contains("✔ Exercise `counter` passes"), passed)
        XCTAssertFalse(passed.contains("Step 2 done"), passed)
        let progress = try String(contentsOf: work.appendingPathComponent("archlab-progress.txt"), encoding: .utf8)
        XCTAssertTrue(progress.contains("exercise=passed"), progress)
    }

    /// Keys typed while a check runs are not lost: they join the half-typed line afterwards.
    func testAutocheck_KeysTypedDuringTheCheck_JoinTheLine() throws {
        let shell = try startInLessonWithAutocheck()
        try shell.send("hi")
        try shell.expectScreen("archlab counter:1/2 autocheck t=0> hi")
        try save("public func value() -> Int { 1 } // DONE after a PAUSE\n")
        try shell.expect("building the exercise", timeout: 10)
        try shell.send("nt")
        try shell.expect("✔ Exercise `counter` passes", timeout: 30)
        try shell.expect("archlab counter:1/2 autocheck t=0> hint", timeout: 10)
        try shell.send(PTYKey.enter)
        try shell.expect("archlab counter:1/2 autocheck t=0> ", timeout: 10)
        XCTAssertFalse(shell.output.contains("unknown command"), shell.output)
    }
}
