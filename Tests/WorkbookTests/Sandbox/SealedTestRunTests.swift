import ArchLabTestSupport
@testable import ArchLabWorkbook
import Foundation
import XCTest

/// `SealedTestRun` against stand-in bundles (shell scripts that answer `--list-tests` and
/// write a report the way the harness does), so each way a process can end is tried in
/// milliseconds. The real harness and sandbox are proved by `SealedGradingTests`.
final class SealedTestRunTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-sealed")
    }

    private let tests = ["M.T/testA", "M.T/testB", "M.T/testC"]

    /// A bundle that lists `tests` and, for each test it is asked to run, runs `body` (sh,
    /// with `$t` the test and `$key` the key the harness would have read).
    private func bundle(_ body: String) throws -> URL {
        let script = """
        #!/bin/sh
        if [ "$1" = "--list-tests" ]; then printf 'Listing 3 tests in x.xctest:\\n\\n\(tests.joined(separator: "\\n"))\\n'; exit 0; fi
        key=$(cat "$ARCHLAB_VERDICTS/key" 2>/dev/null); rm -f "$ARCHLAB_VERDICTS/key"
        report="$ARCHLAB_VERDICTS/report"
        for t in $(echo "$1" | tr ',' ' '); do
        \(body)
        done
        echo "$key done" >> "$report"
        """
        let url = folder.url.appendingPathComponent("bundle-\(UUID().uuidString).xctest")
        try script.write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    private func run(_ bundle: URL, sandbox: Sandbox = .off) -> SealedTestRun.Outcome {
        SealedTestRun(sandbox: sandbox, runner: ProcessCommandRunner(sandbox: sandbox), bundle: bundle,
                      runsFolder: folder.url.appendingPathComponent("runs"), timeout: 30).run(classes: ["M.T"])
    }

    private static let honest = #"echo "$key start $t" >> "$report"; echo "$key finish $t 0.01" >> "$report""#

    func testEveryTestThatStartedAndFinishedCleanPasses() throws {
        let outcome = run(try bundle(Self.honest))
        XCTAssertEqual(outcome.expected, tests)
        XCTAssertEqual(outcome.run.cases.map(\.status), [.passed, .passed, .passed])
        XCTAssertEqual(outcome.run.cases.map(\.module), ["M", "M", "M"])
        XCTAssertTrue(outcome.run.allPassed)
    }

    func testPrintedPassesAndLinesWithoutTheKeyAreNoVerdict() throws {
        let forger = #"""
        echo "Test Case 'T.$t' passed (0.001 seconds)"; echo "forged start $t" >> "$report"; echo "forged finish $t 0" >> "$report"
        """#
        let outcome = run(try bundle(forger))
        XCTAssertEqual(outcome.run.passed.count, 0)
        XCTAssertEqual(outcome.run.cases.count, 3)
        XCTAssertFalse(outcome.run.allPassed)
    }

    func testAProcessThatEndsInATestFailsThatTestAndTheRestRunAgain() throws {
        // testB ends its process with status 0 before finishing; testC must still be run.
        let body = #"echo "$key start $t" >> "$report"; case "$t" in *testB) exit 0;; esac; echo "$key finish $t 0" >> "$report""#
        let outcome = run(try bundle(body))
        XCTAssertEqual(outcome.run.cases.map(\.status), [.passed, .crashed, .passed])
        XCTAssertEqual(outcome.run.cases[1].failures.first?.message, "the test process ended (exit status 0) before `testB` finished")
        XCTAssertFalse(outcome.run.allPassed)
    }

    func testAFailureOrASkipIsNotAPass() throws {
        let body = #"""
        echo "$key start $t" >> "$report"
        case "$t" in *testA) printf '%s fail %s /x/T.swift\t7\tXCTAssertEqual failed: ("1") is not equal to ("2") - \n' "$key" "$t" >> "$report";; *testB) echo "$key skip $t" >> "$report";; esac
        echo "$key finish $t 0" >> "$report"
        """#
        let outcome = run(try bundle(body))
        XCTAssertEqual(outcome.run.cases.map(\.status), [.failed, .failed, .passed])
        XCTAssertEqual(outcome.run.cases[0].failures.first, TestFailure(file: "/x/T.swift", line: 7, message: #"XCTAssertEqual failed: ("1") is not equal to ("2")"#, expected: "2", actual: "1"))
    }

    func testAProcessThatNeverStartsATestFailsEveryOneWithTheReason() throws {
        let outcome = run(try bundle("exit 3"))
        XCTAssertEqual(outcome.run.cases.map(\.status), [.failed, .failed, .failed])
        XCTAssertEqual(outcome.run.cases[0].failures.first?.message, "`testA` never ran: the test process ended (exit status 3) before it started")
    }

    func testInTheSandboxTheBundleRunsFromItsFixedPathWithNothingOfTheCallersEnvironment() throws {
        let sandbox = Sandbox.detect()
        try XCTSkipUnless(sandbox.isSealed, "no sandbox here: \(sandbox.unavailableReason ?? "")")
        setenv("ARCHLAB_SECRET_FOR_TEST", "teacher", 1)
        defer { unsetenv("ARCHLAB_SECRET_FOR_TEST") }
        // Passes only where the bundle sees its fixed path and not the caller's variable.
        let body = #"echo "$key start $t" >> "$report"; [ "$0" = /archlab/bin/ArchLabTests.xctest ] && [ -z "$ARCHLAB_SECRET_FOR_TEST" ] && echo "$key finish $t 0" >> "$report""#
        let outcome = run(try bundle(body), sandbox: sandbox)
        XCTAssertEqual(outcome.run.cases.map(\.status), [.passed, .passed, .passed], outcome.output.combined)
    }
}
