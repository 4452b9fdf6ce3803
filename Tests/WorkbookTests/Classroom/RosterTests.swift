import ArchLabWorkbook
import Foundation
import XCTest

/// `grade --roster`: a correct student, a partial one, a tamperer, a copy of the correct one,
/// a copy of the reference solution and a folder that is not a workspace, graded into CSV,
/// JSON and HTML. The toolchain is replaced by `ArithmeticRunner`, which "runs" each lesson's
/// test by evaluating the one-expression exercises the scratch package holds.
final class RosterTests: XCTestCase {
    private var course: MiniCourse!
    private var roster: URL!

    /// The reference solution of `counter`: enough code of its own to be evidence.
    static let solution = MiniCourse.solution + """

        public func summary(of values: [Int]) -> String {
            let total = values.reduce(0, +)
            let largest = values.max() ?? 0
            let even = values.filter { $0 % 2 == 0 }.count
            var parts: [String] = []
            for value in values where value > largest / 2 {
                parts.append("big \\(value)")
            }
            return "total \\(total), largest \\(largest), even \\(even): " + parts.joined(separator: ", ")
        }

        """
    /// Ann's own work on `counter`, beyond the answer; Dan's is a copy with other names and literals.
    static let annsCode = """
        public final class Tally {
            private var counts: [String: Int] = [:]
            public init() {}
            public func add(_ word: String, times: Int = 1) {
                guard !word.isEmpty, times > 0 else { return }
                counts[word, default: 0] += times
            }
            public func top(_ limit: Int) -> [String] {
                counts.sorted { $0.value == $1.value ? $0.key < $1.key : $0.value > $1.value }.prefix(limit).map { "\\($0.key)=\\($0.value)" }
            }
        }

        """

    override func setUpWithError() throws {
        course = try MiniCourse()
        try course.folder.write(Self.solution, to: "ArchLab/Lessons/02-counter/Solution/Counter.swift")
        try course.addLesson(number: 3, id: "alpha", module: "Alpha")
        try course.addLesson(number: 4, id: "beta", module: "Beta")
        roster = course.folder.url.appendingPathComponent("class")
        let make = { (name: String, files: [String: String]) throws in
            let root = self.roster.appendingPathComponent(name)
            _ = try Workspace.create(at: root, course: self.course.course(), courseRevision: "r1")
            for (path, text) in files { try Data(text.utf8).write(to: root.appendingPathComponent(path)) }
        }
        try make("ann", ["02-counter/Counter.swift": "public func count() -> Int { 1 + 2 }\n" + Self.annsCode,
                         "03-alpha/Alpha.swift": "public func value() -> Int { return 3 }\n",
                         "04-beta/Beta.swift": "public func value() -> Int { return 4 }\n",
                         Workspace.progressFileName: "counter step=2 done=1,2 exercise=passed\nbeta step=1 done= exercise=passed\n"])
        try make("bob", ["02-counter/Counter.swift": "public func count() -> Int { 2 + 1 }\n",
                         "04-beta/Beta.swift": "public func value() -> Int { 5 }\n",
                         Workspace.progressFileName: "beta step=1 done= exercise=failed gave-up=yes\n"])
        try make("cat", ["tests.sha256": "0000  02-counter/Tests/CounterTests.swift\n", "Package.swift": "// mine\n"])
        try FileManager.default.createDirectory(at: roster.appendingPathComponent("cat/02-counter/Tests"), withIntermediateDirectories: true)
        try Data("final class CounterTests {}\n".utf8).write(to: roster.appendingPathComponent("cat/02-counter/Tests/CounterTests.swift"))
        let dansCode = Self.annsCode.replacingOccurrences(of: "counts", with: "seen").replacingOccurrences(of: "Tally", with: "WordCount")
            .replacingOccurrences(of: "times: Int = 1", with: "times: Int = 2").replacingOccurrences(of: "\n    ", with: "\n\t\t")
        try make("dan", ["02-counter/Counter.swift": "// my own work\npublic func total() -> Int {\n  1+2\n}\n" + dansCode,
                         "03-alpha/Alpha.swift": "public func number() -> Int {\n    return 3\n}\n",
                         "04-beta/Beta.swift": "public func value() -> Int { return 4 }\n",
                         Workspace.progressFileName: "counter step=1 done= attempts=-3\n"])
        try make("eve", ["02-counter/Counter.swift": Self.solution])
        try FileManager.default.createDirectory(at: roster.appendingPathComponent("notes"), withIntermediateDirectories: true)
    }

    override func tearDown() { course.remove() }

    private func gradebook() throws -> Gradebook {
        let grader = RosterGrader(lessonsDirectory: course.lessons, parallelism: 2,
                                  runner: ArithmeticRunner(expected: ["Counter": 3, "Alpha": 3, "Beta": 4]))
        return grader.grade(try Roster.scan(roster), course: try course.course())
    }

    func testAMissingRosterFolder_SaysWhatToGiveInOneSentenceEach() {
        let missing = roster.appendingPathComponent("no-such-class")
        XCTAssertThrowsError(try Roster.scan(missing)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("cannot read the roster folder \(missing.path): "), text)
            XCTAssertTrue(text.hasSuffix(". Give the folder that holds one workspace per student."), text)
            XCTAssertFalse(text.contains(".."), text)
        }
    }

    func testCSV() throws {
        XCTAssertEqual(try gradebook().renderCSV(), """
            student,counter,alpha,beta,points,total,position,flags
            ann,pass,pass,pass,30,30,beta step 1/1,similar:dan
            bob,pass,fail,fail,10,30,beta step 1/1,gave-up
            cat,fail,fail,fail,0,30,not started,tampered
            dan,pass,pass,pass,30,30,progress unreadable,similar:ann
            eve,pass,fail,fail,10,30,not started,same-as-solution

            """)
    }

    /// A folder name a spreadsheet would run as a formula is text in the CSV (OWASP: a
    /// leading `'`, quoted) and in the HTML.
    func testAFormulaForAName_IsNeutralisedInTheCSVAndEscapedInTheHTML() throws {
        let root = roster.appendingPathComponent("=HYPERLINK(\"x\")")
        _ = try Workspace.create(at: root, course: course.course(), courseRevision: "r1")
        try Data(("public func count() -> Int { 3 }\n" + Self.annsCode).utf8).write(to: root.appendingPathComponent("02-counter/Counter.swift"))
        let book = try gradebook()
        let csv = book.renderCSV()
        XCTAssertTrue(csv.contains("\n\"'=HYPERLINK(\"\"x\"\")\",pass,fail,fail,10,30,not started,similar:ann similar:dan\n"), csv)
        XCTAssertTrue(csv.contains("\nann,pass,pass,pass,30,30,beta step 1/1,\"similar:=HYPERLINK(\"\"x\"\") similar:dan\"\n"), csv)
        let html = book.renderHTML()
        XCTAssertTrue(html.contains("<tr><th scope=\"row\">=HYPERLINK(\"x\")</th><td class=\"pass\">pass</td>"), html)
        XCTAssertTrue(html.contains("<span class=\"flag\" title=\"lessons: counter\">similar:=HYPERLINK(\"x\")</span>"), html)
    }

    func testCSVFields_ThatLookLikeFormulasAreQuotedWithALeadingQuote() {
        let book = Gradebook(lessons: [], students: ["+1", "-2", "@SUM(A1)", "\tx", "\r\ny", "plain", "a,b", "ok-=+"].map {
            StudentGrade(name: $0, report: GradeReport(results: [], skipped: [], solutions: false), position: "not started")
        })
        let rows = ["\"'+1\"", "\"'-2\"", "\"'@SUM(A1)\"", "\"'\tx\"", "\"'\r\ny\"", "plain", "\"a,b\"", "ok-=+"].map { $0 + ",0,0,not started," }
        XCTAssertEqual(book.renderCSV(), (["student,points,total,position,flags"] + rows).joined(separator: "\n") + "\n")
    }

    func testJSON() throws {
        let json = try gradebook().renderJSON()
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(document["lessons"] as? [String], ["counter", "alpha", "beta"])
        XCTAssertEqual(document["total"] as? Int, 30)
        XCTAssertEqual((document["skipped"] as? [[String: String]])?.first, ["folder": "notes", "reason": "not an archlab workspace (no archlab-workspace.json)"])
        let students = try XCTUnwrap(document["students"] as? [[String: Any]])
        XCTAssertEqual(students.map { $0["name"] as? String }, ["ann", "bob", "cat", "dan", "eve"])
        XCTAssertEqual(students.map { $0["flags"] as? [String] }, [["similar:dan"], ["gave-up"], ["tampered"], ["similar:ann"], ["same-as-solution"]])
        XCTAssertEqual(students[1]["gaveUp"] as? [String], ["beta"])
        XCTAssertEqual(students[0]["gaveUp"] as? [String], [])
        // Alpha and beta are too short to be evidence: one line each, the same for anyone.
        XCTAssertEqual(students[0]["similar"] as? [String: [String]], ["dan": ["counter"]])
        XCTAssertEqual(students[0]["similarScores"] as? [String: [String: Double]], ["dan": ["counter": 1]])
        XCTAssertEqual(students[4]["sameAsSolution"] as? [String], ["counter"])
        XCTAssertEqual(students[4]["sameAsSolutionScores"] as? [String: Double], ["counter": 1])
        XCTAssertEqual(students[1]["similarScores"] as? [String: [String: Double]], [:])
        XCTAssertEqual(students[2]["tampered"] as? [String], [
            "02-counter/Tests/: a tests folder; grading runs the course's own tests",
            "Package.swift: a package file; grading uses the course's own",
            "tests.sha256: a test seal; grading uses the course's own",
        ])
        let bob = try XCTUnwrap(students[1]["lessons"] as? [String: [String: Any]])
        XCTAssertEqual(bob["beta"]?["result"] as? String, "fail")
        XCTAssertEqual(bob["beta"]?["outcome"] as? String, "testsFailed")
        XCTAssertEqual(bob["beta"]?["failure"] as? String, "testValue: expected 4, got 5")
        XCTAssertEqual(bob["counter"]?["points"] as? Int, 10)
        XCTAssertNil(bob["counter"]?["failure"])
    }

    func testHTML() throws {
        let html = try gradebook().renderHTML()
        XCTAssertTrue(html.contains("<tr><th scope=\"col\">student</th><th scope=\"col\">counter</th><th scope=\"col\">alpha</th><th scope=\"col\">beta</th><th scope=\"col\">points</th><th scope=\"col\">position</th><th scope=\"col\">flags</th></tr>"), html)
        XCTAssertTrue(html.contains("<tr><th scope=\"row\">bob</th><td class=\"pass\">pass</td><td class=\"fail\" title=\"testValue: expected 3, got 0\">fail</td><td class=\"fail\" title=\"testValue: expected 4, got 5\">fail</td><td>10/30</td><td>beta step 1/1</td><td><span class=\"flag\" title=\"lessons: beta\">gave-up</span></td></tr>"), html)
        XCTAssertTrue(html.contains("<tr><th scope=\"row\">eve</th><td class=\"pass\">pass</td><td class=\"fail\" title=\"testValue: expected 3, got 0\">fail</td><td class=\"fail\" title=\"testValue: expected 4, got 0\">fail</td><td>10/30</td><td>not started</td><td><span class=\"flag\" title=\"lessons: counter\">same-as-solution</span></td></tr>"), html)
        XCTAssertTrue(html.contains("<li>notes: not an archlab workspace (no archlab-workspace.json)</li>"), html)
    }

    func testJUnitAndText() throws {
        let book = try gradebook()
        let junit = book.renderJUnit()
        XCTAssertTrue(junit.contains("<testsuites name=\"ArchLab gradebook\" tests=\"15\" failures=\"7\" errors=\"0\">"), junit)
        XCTAssertTrue(junit.contains("<testcase classname=\"bob\" name=\"beta\">\n      <failure message=\"testValue: expected 4, got 5\">testValue: expected 4, got 5</failure>"), junit)
        XCTAssertTrue(book.renderText().hasPrefix("ann  30/30  ✔✔✔  beta step 1/1  [similar:dan]\n"), book.renderText())
    }
}

/// Stands in for the toolchain (here and in `RenumberedCourseTests`): `swift build` always succeeds; `swift test --filter ^(A|B)\.`
/// reads `Sources/<Module>/` of the scratch package it runs in, evaluates the exercise's one
/// expression (an integer or a sum, `return` allowed) and reports `testValue` against `expected`.
struct ArithmeticRunner: CommandRunner {
    let expected: [String: Int]

    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        guard arguments.dropFirst().first == "test", let filter = arguments.last else { return CommandOutput(status: 0, stdout: "", stderr: "") }
        let modules = filter.dropFirst(2).dropLast(3).split(separator: "|").map { String($0.dropLast("Tests".count)) }
        var output = "", failed = false
        for module in modules {
            let folder = directory.appendingPathComponent("Sources/\(module)")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let text = files.compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            let body = text.split(separator: "{", maxSplits: 1).last?.split(separator: "}").first ?? ""
            let value = body.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }.reduce(0, +)
            let name = "\(module)Tests.testValue"
            output += "Test Case '\(name)' started at 2026-12-01 10:00:00.000\n"
            if value == expected[module] {
                output += "Test Case '\(name)' passed (0.001 seconds)\n"
            } else {
                failed = true
                output += "\(directory.path)/Tests/\(module)Tests/\(module)Tests.swift:5: error: \(name) : XCTAssertEqual failed: (\"\(value)\") is not equal to (\"\(expected[module] ?? 0)\") - \n"
                output += "Test Case '\(name)' failed (0.001 seconds)\n"
            }
        }
        return CommandOutput(status: failed ? 1 : 0, stdout: output, stderr: "")
    }
}
