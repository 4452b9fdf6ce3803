import ArchLabToolchain
import ArchLabWorkbook
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

final class GradeReportTests: XCTestCase {
    /// A report with one pass, one failure full of characters XML and JSON must escape, and one build failure.
    private func sampleReport() throws -> GradeReport {
        let failures = TestOutputParser.parseTestOutput(try Fixtures.output("xctest-failures.txt"))
        var nasty = failures
        nasty.cases[0].failures[0].message = "bad <xml> & \"quotes\" 'apos' \u{1} control\nsecond line ]]>"
        return GradeReport(results: [
            ExerciseResult(lessonID: "streams", folder: "01-streams", module: "Streams", outcome: .passed,
                           testRun: TestOutputParser.parseTestOutput(try Fixtures.output("xctest-pass.txt")),
                           buildSeconds: 3.21, testSeconds: 0.5),
            ExerciseResult(lessonID: "subjects", folder: "03-subjects", module: "Subjects", outcome: .testsFailed, testRun: nasty),
            ExerciseResult(lessonID: "vip", folder: "06-vip", module: "VIP", outcome: .buildFailed,
                           compilerErrors: CompilerDiagnostic.errors(in: try Fixtures.output("build-errors.txt"))),
        ], skipped: ["hello"])
    }

    func testCountsAndExitCode() throws {
        let report = try sampleReport()
        XCTAssertEqual(report.passedCount, 1)
        XCTAssertEqual(report.failedCount, 2)
        XCTAssertEqual(report.exitCode, 1)
        XCTAssertEqual(GradeReport(results: [report.results[0]]).exitCode, 0)
        XCTAssertEqual(GradeReport(results: []).exitCode, 1, "nothing graded is not a pass")
    }

    func testText() throws {
        let text = try sampleReport().render(.text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(Array(lines.prefix(4)), [
            "PASS  streams   passed (1/1 tests)",
            "FAIL  subjects  tests failed (2/9 tests)",
            "FAIL  vip       does not compile",
            "SKIP  hello     no exercise",
        ])
        XCTAssertTrue(text.contains("--- vip\n✘ Exercise `vip` does not compile yet."))
        XCTAssertTrue(text.hasSuffix("1 of 3 exercises pass.\n"))
    }

    func testJSON_ParsesAndCarriesResults() throws {
        let json = try sampleReport().render(.json)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["passed"] as? Int, 1)
        XCTAssertEqual(object["failed"] as? Int, 2)
        XCTAssertEqual(object["total"] as? Int, 3)
        XCTAssertEqual(object["solutions"] as? Bool, false)
        XCTAssertEqual(object["skipped"] as? [String], ["hello"])
        let lessons = try XCTUnwrap(object["lessons"] as? [[String: Any]])
        XCTAssertEqual(lessons.map { $0["id"] as? String }, ["streams", "subjects", "vip"])
        XCTAssertEqual(lessons.map { $0["outcome"] as? String }, ["passed", "testsFailed", "buildFailed"])
        XCTAssertEqual(lessons[0]["buildSeconds"] as? Double, 3.21)
        let tests = try XCTUnwrap(lessons[1]["tests"] as? [[String: Any]])
        let numbers = try XCTUnwrap(tests.first { $0["name"] as? String == "StreamsTests.testNumbers" })
        let failure = try XCTUnwrap((numbers["failures"] as? [[String: Any]])?.first)
        XCTAssertEqual(failure["expected"] as? String, "[1, 2, 3]")
        XCTAssertEqual(failure["actual"] as? String, "[1, 2]")
        XCTAssertEqual(failure["line"] as? Int, 6)
        let first = try XCTUnwrap((tests[0]["failures"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["message"] as? String, "bad <xml> & \"quotes\" 'apos' \u{1} control\nsecond line ]]>")
        XCTAssertEqual((lessons[2]["compilerErrors"] as? [String])?.count, 2)
    }

    func testJUnit_IsWellFormedAndCountsMatch() throws {
        let xml = try sampleReport().render(.junit)
        let collector = JUnitCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "parse error: \(String(describing: parser.parserError)) in\n\(xml)")
        XCTAssertEqual(collector.suites.map(\.name), ["streams", "subjects", "vip"])
        XCTAssertEqual(collector.suites.map(\.tests), [1, 9, 1])
        XCTAssertEqual(collector.suites.map(\.failures), [0, 7, 0])
        XCTAssertEqual(collector.suites.map(\.errors), [0, 0, 1])
        XCTAssertEqual(collector.testcaseCount, 11)
        XCTAssertEqual(collector.failureElements, 7)
        XCTAssertEqual(collector.errorElements, 1)
        // Escaped text comes back intact, except the control character XML cannot hold.
        XCTAssertTrue(collector.failureMessages.contains("bad <xml> & \"quotes\" 'apos' \u{FFFD} control\nsecond line ]]>"),
                      "\(collector.failureMessages)")
        XCTAssertTrue(collector.failureMessages.contains("expected [1, 2, 3], actual [1, 2]"))
        XCTAssertEqual(collector.rootAttributes["tests"], "11")
    }
}

/// Collects what a CI system would read from a JUnit file.
private final class JUnitCollector: NSObject, XMLParserDelegate {
    struct Suite { var name: String; var tests: Int; var failures: Int; var errors: Int }
    var suites: [Suite] = []
    var testcaseCount = 0
    var failureElements = 0
    var errorElements = 0
    var failureMessages: [String] = []
    var rootAttributes: [String: String] = [:]

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch name {
        case "testsuites": rootAttributes = attributes
        case "testsuite":
            suites.append(Suite(name: attributes["name"] ?? "", tests: Int(attributes["tests"] ?? "") ?? -1,
                                failures: Int(attributes["failures"] ?? "") ?? -1, errors: Int(attributes["errors"] ?? "") ?? -1))
        case "testcase": testcaseCount += 1
        case "failure":
            failureElements += 1
            failureMessages.append(attributes["message"] ?? "")
        case "error": errorElements += 1
        default: break
        }
    }
}
