import ArchLabToolchain
@testable import ArchLabWorkbook
import XCTest

/// Runs over output captured from real `swift build` / `swift test` runs (Swift 6.3.1, Linux),
/// stored in Fixtures/Output.
final class TestOutputParserTests: XCTestCase {
    func testXCTestAndSwiftTestingFailures() throws {
        let run = TestOutputParser.parseTestOutput(try Fixtures.output("xctest-failures.txt"))
        XCTAssertNil(run.crash)
        XCTAssertEqual(run.cases.map(\.qualifiedName), [
            "StreamsTests.testFail", "StreamsTests.testGreeting", "StreamsTests.testNil", "StreamsTests.testNumbers",
            "StreamsTests.testThrows", "StreamsTests.testTrue", "passes()", "requireFails()", "expectEqual()",
        ], "in the order they finished")
        XCTAssertEqual(run.passed.map(\.name), ["testGreeting", "passes()"])
        XCTAssertEqual(run.failed.count, 7)
        XCTAssertFalse(run.allPassed)

        let numbers = try XCTUnwrap(run.cases.first { $0.name == "testNumbers" })
        XCTAssertEqual(numbers.failures, [TestFailure(
            file: "/tmp/wbsample/Tests/DemoTests/DemoTests.swift", line: 6,
            message: "XCTAssertEqual failed: (\"[1, 2]\") is not equal to (\"[1, 2, 3]\")",
            expected: "[1, 2, 3]", actual: "[1, 2]")])

        let fail = try XCTUnwrap(run.cases.first { $0.name == "testFail" })
        XCTAssertEqual(fail.failures.first?.message, "failed - not done yet")
        XCTAssertEqual(fail.failures.first?.line, 11)
        let thrown = try XCTUnwrap(run.cases.first { $0.name == "testThrows" })
        XCTAssertEqual(thrown.failures.first?.message, "threw error \"Boom()\"")
        XCTAssertNil(thrown.failures.first?.file, "<EXPR>:0 is not a place to show")
        XCTAssertEqual(run.cases.first { $0.name == "testTrue" }?.failures.first?.message, "XCTAssertTrue failed - should be empty")

        let expectEqual = try XCTUnwrap(run.cases.first { $0.name == "expectEqual()" })
        XCTAssertEqual(expectEqual.status, .failed)
        XCTAssertEqual(expectEqual.failures.first?.file, "DemoTests.swift")
        XCTAssertEqual(expectEqual.failures.first?.line, 15)
        XCTAssertEqual(expectEqual.failures.first?.actual, "[1, 2]")
        XCTAssertEqual(expectEqual.failures.first?.expected, "[1, 2, 3]")
        XCTAssertTrue(expectEqual.failures.first?.message.contains("± removed [3]") ?? false, "detail line kept")
        XCTAssertEqual(run.cases.first { $0.name == "requireFails()" }?.failures.first?.message, "Expectation failed: x → nil")
    }

    func testPassingRun() throws {
        let run = TestOutputParser.parseTestOutput(try Fixtures.output("xctest-pass.txt"))
        XCTAssertEqual(run.cases, [TestCaseResult(suite: "StreamsTests", name: "testGreeting", status: .passed, seconds: 0.001)])
        XCTAssertTrue(run.allPassed)
    }

    func testCrashInTODO() throws {
        let run = TestOutputParser.parseTestOutput(try Fixtures.output("xctest-crash.txt"))
        let crash = try XCTUnwrap(run.crash)
        XCTAssertEqual(crash.testName, "testNil")
        XCTAssertEqual(crash.message, "Fatal error: TODO: return 1, 2, 3")
        XCTAssertEqual(crash.location, "Demo/Demo.swift:1")
        XCTAssertEqual(run.cases.map(\.status), [.failed, .passed, .crashed])
        XCTAssertFalse(run.allPassed)
    }

    func testCompilerErrors() throws {
        let errors = CompilerDiagnostic.errors(in: try Fixtures.output("build-errors.txt"))
        XCTAssertEqual(errors, [
            CompilerDiagnostic(file: "/tmp/wbsample/Sources/Demo/Demo.swift", line: 3, column: 19,
                               message: "cannot convert value of type 'String' to expected element type 'Int'"),
            CompilerDiagnostic(file: "/tmp/wbsample/Sources/Demo/Demo.swift", line: 5, column: 36,
                               message: "cannot find 'undefinedThing' in scope"),
        ])
    }

    func testEmptyOutput_IsNotAPass() {
        let run = TestOutputParser.parseTestOutput("")
        XCTAssertEqual(run.cases, [])
        XCTAssertFalse(run.allPassed)
        XCTAssertNil(run.crash)
    }

    func testMacOSStyleNames() {
        XCTAssertEqual(TestOutputParser.splitXCTestName("-[StreamsTests.StreamsTests testNumbers]").0, "StreamsTests")
        XCTAssertEqual(TestOutputParser.splitXCTestName("-[StreamsTests.StreamsTests testNumbers]").1, "testNumbers")
        XCTAssertEqual(TestOutputParser.splitXCTestName("Mod.Suite.testX").0, "Suite")
        let output = """
            Test Case '-[CounterTests.CounterTests testCount]' started.
            /Users/a/Lessons/02-counter/Tests/CounterTests.swift:9: error: -[CounterTests.CounterTests testCount] : XCTAssertEqual failed: ("2") is not equal to ("3")
            Test Case '-[CounterTests.CounterTests testCount]' failed (0.002 seconds).
            """
        let run = TestOutputParser.parseTestOutput(output)
        XCTAssertEqual(run.cases.count, 1)
        XCTAssertEqual(run.cases.first?.status, .failed)
        XCTAssertEqual(run.cases.first?.failures.first?.expected, "3")
    }

    func testSwiftTestingDisplayNameAndSFSymbols() {
        let output = """
            􀟈 Test "counts to three" started.
            􀢄 Test "counts to three" recorded an issue at CounterTests.swift:12:5: Expectation failed: (count → 2) == 3
            􀢄 Test "counts to three" failed after 0.002 seconds with 1 issue.
            """
        let run = TestOutputParser.parseTestOutput(output)
        XCTAssertEqual(run.cases.map(\.name), ["\"counts to three\""])
        XCTAssertEqual(run.cases.first?.failures.first?.actual, "2")
        XCTAssertEqual(run.cases.first?.failures.first?.expected, "3")
    }
}

/// Output of the real lesson 01 exercise, captured from `Lessons/` (starter as shipped, and
/// a learner who renamed a function the tests call).
final class LessonOutputSampleTests: XCTestCase {
    func testStarterAsShipped_EveryTestFailsWithExpectedAndActual() throws {
        let run = TestOutputParser.parseTestOutput(try Fixtures.output("lesson01-starter.txt"))
        XCTAssertEqual(run.cases.count, 8)
        XCTAssertEqual(run.failed.count, 8)
        XCTAssertNil(run.crash)
        let inbox = try XCTUnwrap(run.cases.first { $0.name == "testInbox_ReceivesOnlyWhileListening" })
        XCTAssertEqual(inbox.suite, "InboxTests")
        XCTAssertEqual(inbox.failures.first?.expected, "[\"hello\", \"world\"]")
        XCTAssertEqual(inbox.failures.first?.actual, "[]")
        XCTAssertEqual(inbox.failures.first?.line, 51)
        let timeline = try XCTUnwrap(run.cases.first { $0.name == "testOneTwoThree_EmitsThreeValuesThenCompletes" })
        XCTAssertEqual(timeline.failures.first?.expected, "[next(1) @ 200, next(2) @ 200, next(3) @ 200, completed @ 200]")
        XCTAssertEqual(timeline.failures.first?.actual, "[completed @ 200]")

        let result = ExerciseResult(lessonID: "streams", folder: "01-streams", module: "Streams", outcome: .testsFailed, testRun: run)
        let text = result.learnerText(hint: "`oneTwoThree()` is one line.")
        XCTAssertTrue(text.contains("8 of 8 tests fail"), text)
        XCTAssertTrue(text.contains("✘ testInbox_ReceivesOnlyWhileListening (01-streams/Tests/StreamBasicsTests.swift:51)"), text)
        XCTAssertTrue(text.contains("      only the messages sent between listen(to:) and stop() should arrive"), text)
    }

    func testRenamedFunction_PointsAtTheTestsAndSaysKeepNames() throws {
        let errors = CompilerDiagnostic.errors(in: try Fixtures.output("lesson01-renamed-function.txt"))
        XCTAssertEqual(errors.first?.message, "cannot find 'oneTwoThree' in scope")
        XCTAssertEqual(errors.first?.line, 12)
        XCTAssertTrue(errors.allSatisfy { $0.file.hasSuffix("01-streams/Tests/StreamBasicsTests.swift") })
        let result = ExerciseResult(lessonID: "streams", folder: "01-streams", module: "Streams", outcome: .buildFailed, compilerErrors: errors)
        XCTAssertTrue(result.learnerText().contains("keep those names and signatures"), result.learnerText())
    }
}
