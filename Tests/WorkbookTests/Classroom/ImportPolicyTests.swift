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
            "5: `UnsafePointer` is not allowed in lesson 12's exercise: raw memory reads whatever the process holds (the test bundle's bytes, the grader's key); write it with the lesson's types and safe Swift",
            "6: `@_cdecl` is not allowed in lesson 12's exercise: attributes starting with `_` are the compiler's internals, not Swift the course teaches",
            "7: `@_exported` is not allowed in lesson 12's exercise: attributes starting with `_` are the compiler's internals, not Swift the course teaches",
            "8: `@convention(c)` is not allowed in lesson 12's exercise: a C function pointer calls code the lesson does not let it import",
            "8: `unsafeBitCast` is not allowed in lesson 12's exercise: raw memory reads whatever the process holds (the test bundle's bytes, the grader's key); write it with the lesson's types and safe Swift",
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

    func testReflectionRawMemoryAndUnderscoreNamesAreRefused() throws {
        let found = try report("""
            import XCTest
            let fields = Mirror(reflecting: XCTestObservationCenter.shared).children
            let bits = unsafeBitCast(0, to: Int.self); let down = unsafeDowncast(object, to: Box.self)
            let scan = UnsafeRawPointer(bitPattern: 0x1000)!.load(as: UInt8.self)
            [1].withUnsafeBytes { _ in }; let cell = Unmanaged.passUnretained(object); let raw: OpaquePointer? = nil
            let more = "x".withCString { ($0 - 64).pointee }
            let type = _typeByName("9Exercise4BoxC"); let inner = array._buffer; let quoted = `_swift_stdlib_version`
            let symbol = dlsym(nil, "write")
            """, kind: "tests")
        let memory = "raw memory reads whatever the process holds (the test bundle's bytes, the grader's key); test behaviour through the API the lesson's code makes public"
        let internals = "names starting with `_` are the standard library's and the compiler's internals (`_typeByName`...); a `let` or `var` of your own may start with `_` when you use it as `_name` or `self._name`, never called; test behaviour through the API the lesson's code makes public"
        XCTAssertEqual(found, [
            "2: `Mirror` is not allowed in lesson 12's exercise: reflection reads the stored properties of any object, the grader's own included; test behaviour through the API the lesson's code makes public",
            "3: `unsafeBitCast` is not allowed in lesson 12's exercise: \(memory)",
            "3: `unsafeDowncast` is not allowed in lesson 12's exercise: \(memory)",
            "4: `UnsafeRawPointer` is not allowed in lesson 12's exercise: \(memory)",
            "4: `bitPattern` is not allowed in lesson 12's exercise: \(memory)",
            "5: `withUnsafeBytes` is not allowed in lesson 12's exercise: \(memory)",
            "5: `Unmanaged` is not allowed in lesson 12's exercise: \(memory)",
            "5: `OpaquePointer` is not allowed in lesson 12's exercise: \(memory)",
            "6: `withCString` is not allowed in lesson 12's exercise: \(memory)",
            "6: `pointee` is not allowed in lesson 12's exercise: \(memory)",
            "7: `_typeByName` is not allowed in lesson 12's exercise: \(internals)",
            "7: `_buffer` is not allowed in lesson 12's exercise: \(internals)",
            "7: `_swift_stdlib_version` is not allowed in lesson 12's exercise: \(internals)",
            "8: `dlsym` is not allowed in lesson 12's exercise: it reaches functions and memory by address, past what the lesson lets the code import; test behaviour through the API the lesson's code makes public",
        ])
        XCTAssertEqual(try report("let v = withVaList([]) { _ in 0 }\n").first,
                       "1: `withVaList` is not allowed in lesson 12's exercise: raw memory reads whatever the process holds (the test bundle's bytes, the grader's key); write it with the lesson's types and safe Swift")
    }

    func testALearnersOwnUnderscoredVariablesAreAllowedButNotTheLibrarysSpelledTheSame() throws {
        XCTAssertEqual(try report("""
            final class Store {
                static let _shared = Store()
                private var _count = 0
                var count: Int { _count }
                func bump() { self._count += 1; _ = Self._shared }
            }
            """), [], "own `let` and `var` names used bare or after `self.`")
        let internals = "names starting with `_` are the standard library's and the compiler's internals (`_typeByName`...); a `let` or `var` of your own may start with `_` when you use it as `_name` or `self._name`, never called; write it with the lesson's types and safe Swift"
        XCTAssertEqual(try report("""
            var _buffer = 0
            var _typeByName = 0
            let inner = [1]._buffer
            let type = _typeByName("9Exercise4BoxC")
            func _helper() {}
            """), [
            "3: `_buffer` is not allowed in lesson 12's exercise: \(internals)",
            "4: `_typeByName` is not allowed in lesson 12's exercise: \(internals)",
            "5: `_helper` is not allowed in lesson 12's exercise: \(internals)",
        ], "a member of another value, a call, or a name not declared with `let` or `var` may be the standard library's")
    }

    func testAViolationIsReportedAtTheColumnOfItsName() throws {
        let found = try ImportPolicy(lesson: lesson()).violations(in: SwiftTokens("import Rx\nfinal class A {\n    private let shared = Mirror(reflecting: 1)\n}\n    @_cdecl(\"x\") func f() {}\n  import Glibc\n"), file: "M.swift")
        XCTAssertEqual(found.map { "\($0.line):\($0.column)" }, ["3:26", "5:5", "6:3"])
    }

    func testTheEscapeHatchesNamedInCommentsStringsOrLongerNamesAreNoViolation() throws {
        XCTAssertEqual(try report("""
            // Mirror(reflecting: x), unsafeBitCast, _typeByName
            /* UnsafeRawPointer(bitPattern: 1) */
            let text = "Mirror withUnsafeBytes _buffer"
            let mirrorImage = 1; let isUnsafe = false; let pointees = [0]
            func handle(_ value: Int, _: String) { _ = value }
            let many = [1, 2].map { _ in 0 }
            """), [])
    }

    func testFoundationThatComesWithXCTestIsRefusedWhereTheLessonDoesNotImportIt() throws {
        let source = """
            import XCTest
            let bytes = FileManager.default.contents(atPath: CommandLine.arguments[0])
            let descriptor = open("/proc/self/mem", O_RDONLY); _ = read(descriptor, &buffer, 8)
            door.open(); func write(_ text: String) {}; spy.read(1)
            """
        let found = try report(source, kind: "tests").map { String($0.prefix(while: { $0 != ":" })) + " " + ($0.split(separator: "`")[1]) }
        XCTAssertEqual(found, ["2 FileManager", "2 CommandLine", "3 open", "3 read"], "methods and declarations named `open`, `read`, `write` are fine")
        XCTAssertTrue(try report(source, kind: "tests")[0].hasSuffix(
            "`FileManager` is not allowed in lesson 12's exercise: it is Foundation's or the C library's, which `import XCTest` brings along but this lesson does not let its tests import; it reaches files and the test process itself (its own bundle, `/proc/self`); test behaviour through the API the lesson's code makes public"))
        XCTAssertEqual(try report(source, kind: "tests", imports: "XCTest, Foundation"), [], "a lesson that imports Foundation may use it")
    }

    func testTheFrontMatterMayAllowAnEscapeHatch() throws {
        let text = "---\nid: models\ntitle: Models\ntime: 5\nexercise: Models\nallows: Mirror\n---\n\n## Step 1: Do it\n\n<!-- check: exercise passes -->\n"
        let lesson = try LessonParser().parse(text: text, file: "lesson.md", folder: "12-models")
        let found = ImportPolicy(lesson: lesson).violations(in: SwiftTokens("let a = Mirror(reflecting: 1)\nlet b = unsafeBitCast(1, to: Int.self)\n"), file: "M.swift")
        XCTAssertEqual(found.map(\.line), [2], "only what `allows:` does not list")
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
