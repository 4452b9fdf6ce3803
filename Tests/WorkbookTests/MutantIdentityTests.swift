@testable import ArchLabWorkbook
import Foundation
import XCTest

/// A test-writing lesson built and run for real (SwiftPM and swiftc, no fake): a learner's
/// test that fails as soon as its module name, a type's name, `#fileID`, `#filePath`, the
/// code under test's `#filePath`, `#fileID` or `#line`, its command line, bundle name or
/// folder differ from what it sees on the reference catches no seeded bug, while a test of
/// what the code does catches them. Slow (a cold build of a small package, about a minute):
/// set ARCHLAB_MUTANTS_INTEGRATION=1 (scripts/test does).
///
/// The course is a `MiniCourse` with a lesson `05-spec` (library `Spec`), whose course root is
/// a stand-in package of empty course libraries, so nothing of the real course is built.
final class MutantIdentityTests: XCTestCase {
    private var course: MiniCourse!

    /// `Where` comes first, so every bug keeps its lines; the bugs change `Tally` below it.
    private static let reference = """
    public enum Where {
        public static let filePath = #filePath
        public static let fileID = #fileID
        public static let line = #line
    }

    public struct Tally {
        public init() {}
        public func next(_ value: Int) -> Int { value + 1 }
    }

    """

    override func setUpWithError() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["ARCHLAB_MUTANTS_INTEGRATION"] == "1",
                          "set ARCHLAB_MUTANTS_INTEGRATION=1 to build a test-writing lesson for real")
        XCTAssertTrue(Sandbox.detect().isSealed, "the variants run sealed off only with a sandbox: \(Sandbox.detect().unavailableReason ?? "")")
        course = try MiniCourse()
        let libraries = ScratchPackage.courseLibraries + ["RxTesting"]
        // The grader reads verdicts from the real harness, so the stand-in course has it too.
        let products = (libraries + ["ArchLabTestHarness"]).map { ".library(name: \"\($0)\", targets: [\"\($0)\"])" }.joined(separator: ", ")
        let targets = libraries.map { ".target(name: \"\($0)\")" }.joined(separator: ", ")
            + ", .target(name: \"ArchLabTestHarnessStart\", path: \"Sources/TestHarnessStart\"), .target(name: \"ArchLabTestHarness\", dependencies: [\"ArchLabTestHarnessStart\"], path: \"Sources/TestHarness\")"
        try course.folder.write("// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(name: \"ArchLab\", platforms: [.macOS(.v15)], products: [\(products)], targets: [\(targets)])\n",
                                to: "ArchLab/Package.swift")
        for library in libraries { try course.folder.write("public let placeholder = 0\n", to: "ArchLab/Sources/\(library)/\(library).swift") }
        let repository = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for harness in ["TestHarness", "TestHarnessStart"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent("Sources/\(harness)"),
                                             to: course.folder.url.appendingPathComponent("ArchLab/Sources/\(harness)"))
        }

        try course.folder.write("---\nid: spec\ntitle: Spec\ntime: 5\nexercise: Spec\nkind: tests\nimports: Foundation, XCTest, RxTesting\n---\n\n# Spec\n\n## Step 1: Test it\n\n```archlab\ncheck\n```\n\n<!-- check: exercise passes -->\n",
                                to: "ArchLab/Lessons/05-spec/lesson.md")
        try course.folder.write(Self.reference, to: "ArchLab/Lessons/05-spec/Reference/Tally.swift")
        // A body-only bug (its tests' objects are the reference's), one that changes the
        // interface (the tests are compiled against it) and one the tests cannot compile against.
        let bugs: [String: (changes: [(String, String)], description: String)] = [
            "off-by-two": ([("value + 1", "value + 2")], "counts two"),
            "stored-step": ([("public init() {}", "var step = 3\n    public init() {}"), ("value + 1", "value + step")], "counts by a stored step"),
            "no-next": ([("func next(", "func after(")], "renames next"),
        ]
        for (name, bug) in bugs {
            let code = bug.changes.reduce(Self.reference) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
            try course.folder.write(code, to: "ArchLab/Lessons/05-spec/Mutants/\(name)/Tally.swift")
            try course.folder.write(bug.description + "\n", to: "ArchLab/Lessons/05-spec/Mutants/\(name)/description")
        }
        try course.reseal()
    }

    override func tearDown() { course?.remove() }

    private var scratch: String { course.lessons.appendingPathComponent(".build-scratch/check").standardizedFileURL.path }

    /// A test that passes only where everything but behaviour is the reference's. Every
    /// variant runs sealed off (`SealedTestRun`): from the sandbox's one bundle path, in its
    /// own `/tmp`, naming the one test it runs.
    private func snoopingTest(scratch: String) -> String {
        """
        import Foundation
        import XCTest
        @testable import Spec

        final class SpecTests: XCTestCase {
            func testEverythingButBehaviourIsTheReferences() {
                XCTAssertEqual(String(reflecting: Tally.self), "Spec.Tally")
                XCTAssertEqual(String(reflecting: SpecTests.self), "SpecTests.SpecTests")
                XCTAssertEqual(#fileID, "SpecTests/SpecTests.swift")
                XCTAssertEqual(#filePath, "\(scratch)/Tests/SpecTests/SpecTests.swift")
                XCTAssertEqual(Where.filePath, "\(scratch)/Sources/Spec/Tally.swift")
                XCTAssertEqual(Where.fileID, "Spec/Tally.swift")
                XCTAssertEqual(Where.line, 4)
                XCTAssertEqual(Array(CommandLine.arguments.dropFirst()), ["SpecTests.SpecTests/testEverythingButBehaviourIsTheReferences"])
                XCTAssertEqual(CommandLine.arguments[0], "/archlab/bin/ArchLabTests.xctest")
                XCTAssertEqual(FileManager.default.currentDirectoryPath, "/tmp")
            }
        }

        """
    }

    private static let honestTest = """
    import XCTest
    @testable import Spec

    final class SpecTests: XCTestCase {
        func testNext_CountsOne() {
            XCTAssertEqual(Tally().next(1), 2)
        }
    }

    """

    private func check() throws -> ExerciseResult {
        let lesson = try XCTUnwrap(course.course().lesson(id: "spec"))
        var checker = ExerciseChecker(lessonsDirectory: course.lessons)
        // The snooping test calls what the symbol check refuses (`CommandLine`, `FileManager`):
        // with the check off, this proves the variants alone cannot be told apart.
        checker.screensSymbols = false
        return checker.check(lesson)
    }

    func testTestsThatLookAtNamesAndPaths_CatchNoBug_AndTestsOfBehaviourCatchThem() throws {
        try course.folder.write(snoopingTest(scratch: scratch), to: "ArchLab/Lessons/05-spec/Exercise/Tests/SpecTests.swift")
        let snooping = try check()
        XCTAssertEqual(snooping.testRun?.passed.count, 1, snooping.learnerText())
        XCTAssertEqual(snooping.outcome, .bugsMissed, snooping.learnerText())
        XCTAssertEqual(snooping.mutants.map(\.mutant.name), ["no-next", "off-by-two", "stored-step"])
        XCTAssertEqual(snooping.mutants.map(\.status), [.missed, .missed, .missed], snooping.learnerText())

        try course.folder.write(Self.honestTest, to: "ArchLab/Lessons/05-spec/Exercise/Tests/SpecTests.swift")
        let honest = try check()
        XCTAssertEqual(honest.mutants.map(\.status), [.notRun, .caught, .caught], honest.learnerText())
        XCTAssertEqual(honest.mutants.first?.detail?.hasPrefix("the tests do not compile against this bug: \(course.lessons.path)/05-spec/Exercise/Tests/SpecTests.swift:6:"), true,
                       honest.mutants.first?.detail ?? "")

        // The same tests in a grade, whose bundle also holds another lesson's code.
        let grading = course.lessons.appendingPathComponent(".build-scratch/grade-exercises").standardizedFileURL.path
        try course.folder.write(snoopingTest(scratch: grading), to: "ArchLab/Lessons/05-spec/Exercise/Tests/SpecTests.swift")
        // The grade package shares the check's build folder (`ScratchPackage.buildEnvironment`).
        var grader = BatchGrader(lessonsDirectory: course.lessons, sources: .course(solutions: false))
        grader.screensSymbols = false
        let report = grader.grade(try course.course(), only: ["counter", "spec"])
        let graded = try XCTUnwrap(report.results.first { $0.lessonID == "spec" })
        XCTAssertEqual(graded.testRun?.passed.count, 1, graded.learnerText())
        XCTAssertEqual(graded.mutants.map(\.status), [.missed, .missed, .missed], graded.learnerText())
        let variants = course.lessons.appendingPathComponent(".build/archlab-variants/ArchLabGrade/Spec")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: variants.path).sorted(), ["no-next", "off-by-two", "stored-step"],
                       "the grade built its bugs beside its own reference build, as check does")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: variants.appendingPathComponent("off-by-two/ArchLabGradePackageTests.xctest").path))
    }
}

