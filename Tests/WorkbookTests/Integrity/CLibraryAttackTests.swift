// Linux only: the sandbox and the harness these attacks aim at are Linux's (docs/PORTING.md).
#if os(Linux)
import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

/// Hand-ins that reach the C library, or Foundation's files, without a single name the import
/// policy refuses, against the real course: an implicit pointer conversion (`&buffer` passed
/// to a C function), a function used as a value (`(open)(...)`), a module-qualified call
/// (`Glibc.read(...)`), a pointer a C function returns (`strchr`). Each must be refused before
/// it runs, named where the learner wrote it. Runs with `ARCHLAB_LESSONS_INTEGRATION=1`, as
/// `SealedGradingTests` does.
///
/// What each achieved before the symbol check (measured with real bubblewrap): the lesson-13a
/// test read `/proc/self/maps`, the bytes of the heap around a C string, and wrote into the
/// grader's report descriptor; the lesson-12 forger read the grader's key from its own report
/// (the report folder is named in `/proc/self/mountinfo`) and wrote verdicts with it, so an
/// unsolved lesson 12 passed.
final class CLibraryAttackTests: XCTestCase {
    private static let lessons = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Lessons")
    private var folder: TemporaryFolder!
    private var course: Course!

    override func setUpWithError() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["ARCHLAB_LESSONS_INTEGRATION"] == "1",
                          "set ARCHLAB_LESSONS_INTEGRATION=1 to grade attacks against the real course")
        let sandbox = Sandbox.detect()
        XCTAssertTrue(sandbox.isSealed, "no sandbox: \(sandbox.unavailableReason ?? "")")
        try XCTSkipUnless(sandbox.isSealed)
        folder = try TemporaryFolder(prefix: "archlab-c-attack")
        course = try Course.load(from: Self.lessons)
    }

    override func tearDown() {
        folder = nil
    }

    private func lesson(_ folder: String) throws -> Lesson {
        try XCTUnwrap(course.lessons.first { $0.folder == folder })
    }

    private func workspace(_ name: String) throws -> Workspace {
        try Workspace.create(at: folder.url.appendingPathComponent(name), course: course, courseRevision: "test").workspace
    }

    private func check(_ lesson: Lesson, in workspace: Workspace) -> ExerciseResult {
        var checker = ExerciseChecker(lessonsDirectory: Self.lessons, runner: ProcessCommandRunner())
        checker.workspace = workspace
        checker.testTimeout = 60
        return checker.check(lesson)
    }

    /// Lesson 13a's reference tests with `attack` added: tests that pass on the reference and
    /// would tell every bug from it by what the process holds, not by what the code does.
    func testALearnersTestThatCallsTheCLibraryWithoutAForbiddenNameIsNotBuilt() throws {
        let lesson = try lesson("13a-profile-interactor-spy")
        let honest = try String(contentsOf: Self.lessons.appendingPathComponent("13a-profile-interactor-spy/Solution/Tests/ProfileInteractorSpecTests.swift"), encoding: .utf8)
        let attacks: [(name: String, refused: String, code: String)] = [
            ("maps", "open", """
                final class MapsSniffTests: XCTestCase {
                    func testTheMappingsAreTheReferences() {
                        let descriptor = (open)("/proc/self/maps", O_RDONLY)
                        var buffer = [UInt8](repeating: 0, count: 1 << 16)
                        let count = Glibc.read(descriptor, &buffer, buffer.count)
                        let text = String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
                        XCTFail("maps-read:\\(count > 0 ? "yes" : "no") \\(text.split(separator: "\\n").count) mappings")
                    }
                }
                """),
            ("memory", "strchr", """
                final class HeapSniffTests: XCTestCase {
                    func testTheHeapAroundAString() {
                        let text = "archlab-marker"
                        let found = strchr(text, 45)!
                        var bytes: [UInt8] = []
                        for offset in -256 ..< 0 { bytes.append(UInt8(truncatingIfNeeded: found[offset])) }
                        XCTFail("memory-read:yes \\(bytes.filter { $0 != 0 }.count) non-zero bytes before the string")
                    }
                }
                """),
            ("report", "write", """
                final class ReportScribbleTests: XCTestCase {
                    func testTheReportTakesAnyBytes() {
                        var written = 0
                        for descriptor in Int32(3) ..< 16 { written += max((write)(descriptor, "scribble", 8), 0) }
                        XCTFail("report-written:\\(written > 0 ? "yes" : "no") \\(written) bytes")
                    }
                }
                """),
        ]
        for attack in attacks {
            let workspace = try workspace("spy-\(attack.name)")
            try Data((honest + "\n" + attack.code + "\n").utf8).write(to: workspace.root.appendingPathComponent("13a-profile-interactor-spy/Tests/ProfileInteractorSpecTests.swift"))
            let result = check(lesson, in: workspace)
            let text = result.learnerText()
            XCTAssertEqual(result.outcome, .buildFailed, "\(attack.name): \(text)")
            XCTAssertTrue(result.compilerErrors.contains { $0.message.hasPrefix("`\(attack.refused)` is not allowed in lesson 13a's exercise") },
                          "\(attack.name): \(text)")
            XCTAssertTrue(result.compilerErrors.allSatisfy { $0.file.hasSuffix("13a-profile-interactor-spy/Tests/ProfileInteractorSpecTests.swift") && $0.line > 1 },
                          "\(attack.name): refused where the learner wrote it: \(text)")
        }
    }

    /// An unsolved lesson 12 whose `createLabel` (which every test calls) reads the grader's key
    /// back from the report the harness writes, finishes the running test with it and ends the
    /// process: each process that follows does the same for its first test.
    func testAnExerciseThatReadsTheReportFolderCannotForgeAPass() throws {
        let lesson = try lesson("12-models")
        let workspace = try workspace("forger")
        let files = try SubmittedCode.lesson12(body: "forgeFromReport()", helpers: SubmittedCode.reportForger,
                                               starters: Self.lessons.appendingPathComponent("12-models/Exercise"))
        for (file, text) in files { try Data(text.utf8).write(to: workspace.root.appendingPathComponent("12-models/\(file)")) }
        let result = check(lesson, in: workspace)
        XCTAssertNotEqual(result.outcome, .passed, result.learnerText())
        XCTAssertEqual(result.outcome, .buildFailed, result.learnerText())
        XCTAssertTrue(result.compilerErrors.contains { $0.message.hasPrefix("`contentsOfFile` is not allowed in lesson 12's exercise") }, result.learnerText())
    }
}
#endif
