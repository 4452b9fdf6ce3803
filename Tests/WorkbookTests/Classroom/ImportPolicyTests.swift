import ArchLabWorkbook
import Foundation
import XCTest

/// Exercise code may import only what its lesson allows, read from tokens; `check` does not
/// build code that breaks the rule and reports each place as a compiler error would.
final class ImportPolicyTests: XCTestCase {
    private func lesson(kind: String = "code", imports: String? = nil) throws -> Lesson {
        let text = "---\nid: models\ntitle: Models\ntime: 5\nexercise: Models\nkind: \(kind)\n" + (imports.map { "imports: \($0)\n" } ?? "")
            + "---\n\n## Step 1: Do it\n\n<!-- check: exercise passes -->\n"
        return try LessonParser().parse(text: text, file: "lesson.md", folder: "12-models")
    }

    private func report(_ source: String, kind: String = "code", imports: String? = nil) throws -> [String] {
        try ImportPolicy(lesson: lesson(kind: kind, imports: imports)).violations(in: SwiftTokens(source), file: "M.swift")
            .map { "\($0.line): \($0.message)" }
    }

    func testEveryWayAroundTheRuleIsReported() throws {
        let found = try report("""
            import Rx; import Glibc;
            @testable import RIBs
            import struct Glibc.FILE
            import Foundation.NSString
            @_silgen_name("system") func run(_ command: UnsafePointer<CChar>) -> Int32
            @_cdecl("hook") public func hook() {}
            @_exported import Rx
            let call = unsafeBitCast(pointer, to: (@convention(c) () -> Void).self)
            """)
        XCTAssertEqual(found, [
            "1: `import Glibc` is not allowed in lesson 12's exercise; it may import Rx, RIBs, CleanSwift, HeadlessUI, Models",
            "2: `@testable import` is not allowed in lesson 12's exercise: exercise code uses only what a module makes public; write a plain `import`",
            "3: `import struct Glibc.FILE` is not allowed in lesson 12's exercise; it may import Rx, RIBs, CleanSwift, HeadlessUI, Models",
            "4: `import Foundation.NSString` is not allowed in lesson 12's exercise; it may import Rx, RIBs, CleanSwift, HeadlessUI, Models",
            "5: `@_silgen_name` is not allowed in lesson 12's exercise: attributes starting with `_` are the compiler's internals, not Swift the course teaches",
            "6: `@_cdecl` is not allowed in lesson 12's exercise: attributes starting with `_` are the compiler's internals, not Swift the course teaches",
            "7: `@_exported` is not allowed in lesson 12's exercise: attributes starting with `_` are the compiler's internals, not Swift the course teaches",
            "8: `@convention(c)` is not allowed in lesson 12's exercise: a C function pointer calls code the lesson does not let it import",
        ])
        XCTAssertEqual(try report("let x = 1\n/* import Glibc\n"), ["2: a comment or literal that begins here never ends, so the rest of the file cannot be checked; close it"])
    }

    func testTheSameWordsInCommentsAndStringsAreNoViolation() throws {
        XCTAssertEqual(try report("""
            import Rx
            // import Glibc and @_silgen_name
            /* @testable import RIBs */
            let text = "import Glibc; @convention(c)"
            let more = \"\"\"
                @_cdecl("x") import Darwin
                \"\"\"
            let escape = @Sendable () -> Void
            """), [])
    }

    func testTheDeclaredImportsReplaceTheDefault() throws {
        XCTAssertEqual(try report("import Foundation\nimport Models\nimport Rx\n", imports: "Foundation"),
                       ["3: `import Rx` is not allowed in lesson 12's exercise; it may import Foundation, Models"])
    }

    func testTestWritingLessonsMayUseTheTestLibrariesAndTestable() throws {
        XCTAssertEqual(try report("import XCTest\nimport RxTesting\n@testable import Models\n", kind: "tests"), [])
        XCTAssertEqual(try report("import Testing\n", kind: "tests"),
                       ["1: `import Testing` is not allowed in lesson 12's exercise; it may import Rx, RIBs, CleanSwift, HeadlessUI, XCTest, RxTesting, Models"])
        XCTAssertEqual(try report("import XCTest\n"), ["1: `import XCTest` is not allowed in lesson 12's exercise; it may import Rx, RIBs, CleanSwift, HeadlessUI, Models"])
    }

    func testCheckInAWorkspace_RefusesToBuildAndPointsAtTheLearnersFile() throws {
        let course = try MiniCourse()
        defer { course.remove() }
        let workspace = try course.workspace()
        let file = workspace.root.appendingPathComponent("02-counter/Counter.swift")
        try Data("import Glibc;\npublic func count() -> Int { 3 }\n".utf8).write(to: file)
        let runner = ScriptedRunner([:])
        var checker = ExerciseChecker(lessonsDirectory: course.lessons, runner: runner)
        checker.workspace = workspace
        let result = checker.check(try XCTUnwrap(course.course().lesson(id: "counter")))

        XCTAssertEqual(result.outcome, .buildFailed)
        XCTAssertEqual(runner.calls, [], "nothing is built")
        XCTAssertEqual(result.compilerErrors.map(\.file), [file.path])
        XCTAssertTrue(result.learnerText().contains(
            "  02-counter/Counter.swift:1:1: `import Glibc` is not allowed in lesson 02's exercise; it may import Rx, RIBs, CleanSwift, HeadlessUI, Counter"),
            result.learnerText())
        XCTAssertTrue(GradeReport(results: [result], skipped: [], solutions: false).render(.junit).contains("import Glibc"))
    }

    func testCheckInTheCheckout_RefusesToBuildTheExerciseFolder() throws {
        let course = try MiniCourse()
        defer { course.remove() }
        try course.folder.write("@_silgen_name(\"exit\") func leave(_ code: Int32)\npublic func count() -> Int { 3 }\n",
                                to: "ArchLab/Lessons/02-counter/Exercise/Counter.swift")
        let runner = ScriptedRunner([:])
        let result = ExerciseChecker(lessonsDirectory: course.lessons, runner: runner).check(try XCTUnwrap(course.course().lesson(id: "counter")))
        XCTAssertEqual(result.outcome, .buildFailed)
        XCTAssertEqual(runner.calls, [])
        XCTAssertEqual(result.compilerErrors.map(\.file), [course.lessons.appendingPathComponent("02-counter/Exercise/Counter.swift").path])
        XCTAssertEqual(result.compilerErrors.map(\.line), [1])
        // The solution obeys the rule, so its check builds as before.
        let solutions = ScriptedRunner([:])
        _ = ExerciseChecker(lessonsDirectory: course.lessons, solutions: true, runner: solutions).check(try XCTUnwrap(course.course().lesson(id: "counter")))
        XCTAssertEqual(solutions.calls.first?.arguments.prefix(2), ["swift", "build"])
    }
}
