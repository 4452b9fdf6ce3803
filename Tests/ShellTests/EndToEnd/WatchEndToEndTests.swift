import Foundation
import ArchLabTestSupport
import XCTest

/// `archlab init` then `archlab watch` through a pseudo-terminal, as a learner uses them: the
/// first check fails, saving a fixed file re-checks at once, a pass moves on to the next
/// exercise, and the last pass ends the watch. A stand-in `swift` (with the sandbox off: it would not see the stand-in) first on PATH answers the
/// build and the tests from the exercise file's text, so no toolchain runs here.
final class WatchEndToEndTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var home: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryFolder(prefix: "archlab-watch")
        try temporary.write("---\nid: counter\ntitle: Counting\ntime: 5\nexercise: Counter\n---\n\n# Counting\n\n## Step 1: Solve\n\n```archlab\ncheck\n```\n\n<!-- check: exercise passes -->\n",
                  to: "course/Lessons/01-counter/lesson.md")
        try temporary.write("---\nid: adder\ntitle: Adding\ntime: 5\nexercise: Adder\n---\n\n# Adding\n\n## Step 1: Solve\n\n```archlab\ncheck\n```\n\n<!-- check: exercise passes -->\n",
                  to: "course/Lessons/02-adder/lesson.md")
        try temporary.write("// package\n", to: "course/Lessons/Package.swift")
        var seal = ""
        for (folder, module) in [("01-counter", "Counter"), ("02-adder", "Adder")] {
            try temporary.write("public func value() -> Int { 0 } // TODO\n", to: "course/Lessons/\(folder)/Exercise/\(module).swift")
            let test = "import XCTest\nfinal class \(module)Tests: XCTestCase { func testValue() {} }\n"
            try temporary.write(test, to: "course/Lessons/\(folder)/Tests/\(module)Tests.swift")
            seal += Self.sha256(test) + "  \(folder)/Tests/\(module)Tests.swift\n"
        }
        try temporary.write(seal, to: "course/Lessons/tests.sha256")
        // The stand-in toolchain: a build always works; a test passes when the exercise says DONE.
        try temporary.write("""
            #!/bin/sh
            if [ "$1" = build ]; then echo "Build complete!"; exit 0; fi
            for module in Counter Adder; do
              case "$*" in *"$module"Tests*)
                echo "Test Case '${module}Tests.testValue' started at 2026-12-01 10:00:00.000"
                if grep -q DONE "Sources/$module/$module.swift"; then
                  echo "Test Case '${module}Tests.testValue' passed (0.001 seconds)"; exit 0
                fi
                echo "$PWD/Tests/${module}Tests/${module}Tests.swift:2: error: ${module}Tests.testValue : XCTAssertEqual failed: (\\"0\\") is not equal to (\\"1\\") - "
                echo "Test Case '${module}Tests.testValue' failed (0.001 seconds)"; exit 1;;
              esac
            done

            """, to: "bin/swift")
        chmod(home.appendingPathComponent("bin/swift").path, 0o755)
    }

    override func tearDown() { temporary?.remove() }

    private static func sha256(_ text: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try? process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return String(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).prefix(64))
    }

    func testWatch_RechecksOnSaveAndMovesOnUntilEveryExercisePasses() throws {
        let archlab = try BuildProducts.executable(named: "archlab")
        let environment = ["HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path, "TERM": "xterm",
                           "LANG": "C.UTF-8", "NO_COLOR": "1", "ARCHLAB_SANDBOX": "off", "PATH": home.appendingPathComponent("bin").path + ":/usr/bin:/bin",
                           "ARCHLAB_LESSONS": home.appendingPathComponent("course/Lessons").path]
        let work = home.appendingPathComponent("work")
        let initialise = try PTYSession(executable: archlab, arguments: ["init", work.path], environment: environment)
        _ = try initialise.expect("Workspace ready", timeout: 20)
        XCTAssertEqual(try initialise.waitForExit(timeout: 20), .exited(0))

        let watch = try PTYSession(executable: archlab, arguments: ["watch", "--workspace", work.path], environment: environment)
        defer { _ = watch.terminate() }
        _ = try watch.expect("✘ Exercise `counter` is not done yet", timeout: 30)
        _ = try watch.expect("Watching \(work.path)/01-counter/: save a file to check again", timeout: 10)

        try Data("public func value() -> Int { 1 } // DONE\n".utf8).write(to: work.appendingPathComponent("01-counter/Counter.swift"))
        _ = try watch.expect("✔ Exercise `counter` passes", timeout: 30)
        _ = try watch.expect("Next: adder in 02-adder/", timeout: 10)
        _ = try watch.expect("✘ Exercise `adder` is not done yet", timeout: 30)

        try Data("public func value() -> Int { 1 } // DONE\n".utf8).write(to: work.appendingPathComponent("02-adder/Adder.swift"))
        _ = try watch.expect("Every exercise passes. Well done!", timeout: 30)
        XCTAssertEqual(try watch.waitForExit(timeout: 10), .exited(0))
        let progress = try String(contentsOf: work.appendingPathComponent("archlab-progress.txt"), encoding: .utf8)
        XCTAssertTrue(progress.contains("adder step=1 done= exercise=passed attempts=2"), progress)
        XCTAssertTrue(progress.contains("counter step=1 done= exercise=passed attempts=2"), progress)
    }
}
