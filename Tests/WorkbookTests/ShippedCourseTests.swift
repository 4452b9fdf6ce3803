import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

/// Checks the real course in the repository's `Lessons/` folder.
///
/// The cheap checks always run. The ones that build exercises run only with
/// `ARCHLAB_LESSONS_INTEGRATION=1` (they take a minute on a cold build).
final class ShippedCourseTests: XCTestCase {
    private static let lessons = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Lessons")

    func testEveryLessonParses() throws {
        XCTAssertEqual(Course.diagnose(Self.lessons).map(\.description), [])
        let course = try Course.load(from: Self.lessons)
        XCTAssertGreaterThanOrEqual(course.lessons.count, 1)
        for lesson in course.lessons {
            XCTAssertFalse(lesson.walkthrough.isEmpty, "\(lesson.id) has no archlab commands to replay")
        }
    }

    func testEveryExerciseHasStarterSolutionAndSealedTests() throws {
        let course = try Course.load(from: Self.lessons)
        let manifestText = try String(contentsOf: Self.lessons.appendingPathComponent(TestManifest.fileName), encoding: .utf8)
        let manifest = try TestManifest(text: manifestText)
        for lesson in course.lessons where lesson.exercise != nil {
            let folder = Self.lessons.appendingPathComponent(lesson.folder)
            // A test-writing exercise: the learner's tests in Exercise/Tests, the reference tests in
            // Solution/Tests, the sealed code under test in Reference/ and its bugs in Mutants/.
            let writesTests = lesson.kind == .tests
            let starterFolder = writesTests ? "Exercise/Tests" : "Exercise"
            let parts = writesTests ? [starterFolder, "Solution/Tests", "Reference"] : [starterFolder, "Solution", "Tests"]
            for part in parts {
                let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(part).path)) ?? []
                XCTAssertTrue(files.contains { $0.hasSuffix(".swift") }, "\(lesson.folder)/\(part) has no Swift file")
            }
            if writesTests {
                let mutants = Mutant.list(in: folder)
                XCTAssertGreaterThanOrEqual(mutants.count, 3, "\(lesson.folder) needs at least three mutants")
                for mutant in mutants {
                    XCTAssertTrue(Mutant.isValidName(mutant.name), "\(lesson.folder)/Mutants/\(mutant.name): use lowercase letters, digits and -")
                    XCTAssertFalse(mutant.description.hasPrefix("the bug `"), "\(lesson.folder)/Mutants/\(mutant.name) has no description")
                }
            }
            XCTAssertEqual(manifest.verify(folder: lesson.folder, in: Self.lessons), [],
                           "\(lesson.folder): run scripts/seal-tests after changing its tests")
            let starter = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(starterFolder).path)
                .compactMap { FileManager.default.contents(atPath: folder.appendingPathComponent("\(starterFolder)/\($0)").path) }
                .map { String(decoding: $0, as: UTF8.self) }.joined()
            XCTAssertTrue(starter.contains("// TODO"), "\(lesson.folder)'s starter has no // TODO marker")
        }
    }

    /// Every exercise's starters are sealed, and `Lessons/Starters/` holds each as sealed, so a
    /// workspace gets them even from a checkout whose `Exercise/` files were edited.
    /// A type named like its module (`struct Counter` in module `Counter`) makes `Counter.x`
    /// mean the type's member in the tests, and the build fails far from the cause.
    func testNoExerciseDeclaresATypeNamedLikeItsModule() throws {
        let course = try Course.load(from: Self.lessons)
        for lesson in course.lessons {
            guard let module = lesson.exercise else { continue }
            let declaration = try Regex("\\b(class|struct|enum|protocol|actor|typealias)\\s+\(module)\\b")
            for folder in ["Exercise", "Solution", "Reference", "Tests"] {
                let root = Self.lessons.appendingPathComponent(lesson.folder).appendingPathComponent(folder)
                let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
                for path in paths {
                    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                    XCTAssertNil(text.firstMatch(of: declaration), "\(lesson.folder)/\(folder)/\(path) declares a type named like its module `\(module)`; rename the module (`exercise:`) or the type")
                }
            }
        }
    }

    func testEveryStarterIsSealedAndShippedInStarters() throws {
        let course = try Course.load(from: Self.lessons)
        let manifest = try TestManifest(text: String(contentsOf: Self.lessons.appendingPathComponent(TestManifest.fileName), encoding: .utf8))
        for lesson in course.lessons where lesson.exercise != nil {
            let sealed = manifest.starters(of: lesson.folder)
            XCTAssertFalse(sealed.isEmpty, "\(lesson.folder): its starters are not sealed; run scripts/seal-tests")
            for (name, digest) in sealed {
                let copy = Self.lessons.appendingPathComponent("\(Course.startersFolder)/\(lesson.folder)/\(name)")
                XCTAssertEqual(FileManager.default.contents(atPath: copy.path).map { SHA256.hexDigest($0) }, digest,
                               "Lessons/\(Course.startersFolder)/\(lesson.folder)/\(name) is not the sealed starter; run scripts/seal-tests")
            }
            XCTAssertEqual(try course.shippedStarters(of: lesson).map(\.name).sorted(), sealed.keys.sorted())
        }
    }

    /// A starter leaves to the learner the line its test is about: the solution has it, the
    /// starter does not (scripts/check-course proves the starter fails; this keeps the taught
    /// line from coming back into a starter, where a learner would find it done).
    func testStartersLeaveTheTaughtLineToTheLearner() throws {
        let course = try Course.load(from: Self.lessons)
        let taught: [(exercise: String, file: String, line: String)] = [
            ("VIPCycle", "LabelEditor.swift", "weak var viewController"),
            ("Capstone", "BookListScene.swift", "weak var viewController"),
            ("Capstone", "BookDetail.swift", "weak var router"),
            ("Capstone", "BookDetail.swift", "weak var listener: BookDetailPresentableListener"),
            ("RIBsWorkflow", "RootInteractor.swift", "ReplaySubject"),
        ]
        for (exercise, file, line) in taught {
            let lesson = try XCTUnwrap(course.lessons.first { $0.exercise == exercise }, "no lesson has the exercise \(exercise)")
            let folder = Self.lessons.appendingPathComponent(lesson.folder)
            let starter = try String(contentsOf: folder.appendingPathComponent("Exercise/\(file)"), encoding: .utf8)
            let solution = try String(contentsOf: folder.appendingPathComponent("Solution/\(file)"), encoding: .utf8)
            XCTAssertTrue(solution.contains(line), "\(lesson.folder)/Solution/\(file) no longer has `\(line)`: update this list")
            XCTAssertFalse(starter.contains(line), "\(lesson.folder)/Exercise/\(file) already has `\(line)`, the line its test is about")
        }
    }

    /// Every starter and solution keeps its lesson's `ImportPolicy` (for a test-writing lesson,
    /// the tests in `Exercise/Tests` and `Solution/Tests`): `check` would refuse them otherwise.
    func testEveryStarterAndSolutionKeepsItsImportPolicy() throws {
        let course = try Course.load(from: Self.lessons)
        var checked = 0
        for lesson in course.lessons where lesson.exercise != nil {
            let policy = ImportPolicy(lesson: lesson)
            for part in lesson.kind == .tests ? ["Exercise/Tests", "Solution/Tests"] : ["Exercise", "Solution"] {
                let folder = Self.lessons.appendingPathComponent(lesson.folder).appendingPathComponent(part)
                let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
                for name in files {
                    checked += 1
                    let violations = policy.violations(in: SwiftTokens(contentsOf: folder.appendingPathComponent(name)), file: "\(lesson.folder)/\(part)/\(name)")
                    XCTAssertEqual(violations.map { "\($0.file):\($0.line): \($0.message)" }, [],
                                   "add the module to `imports:` in \(lesson.folder)/lesson.md, or change the file")
                }
            }
        }
        XCTAssertGreaterThan(checked, 50, "too few exercise files found")
    }

    /// Replays each lesson's `replayScript` through a simulated shell: every step must be
    /// reported done. Lessons whose checks need real shell state (streams, RIB trees) are
    /// left to the CI replay through `archlab`.
    func testWalkthroughsCompleteEveryStep() throws {
        let course = try Course.load(from: Self.lessons)
        let directory = try TemporaryFolder(prefix: "workbook-tests")
        defer { directory.remove() }
        for lesson in course.lessons where lesson.steps.allSatisfy({ Self.isSimulatable($0.check) }) {
            let store = ProgressStore(fileURL: directory.url.appendingPathComponent("\(lesson.id).progress"))
            var shell = SimulatedShell(session: Walkthrough(course: course, store: store))
            var done: [Int] = []
            for line in lesson.replayScript {
                for case .stepDone(let step, _, _, _) in shell.run(line) { done.append(step.number) }
            }
            XCTAssertEqual(done, lesson.steps.map(\.number), "\(lesson.id): steps reported done while replaying")
            XCTAssertTrue(shell.session.isComplete(lesson.id), lesson.id)
        }
    }

    private static func isSimulatable(_ check: StepCheck) -> Bool {
        switch check {
        case .recorded, .treeContains, .treeLacks, .predicted, .traced: false
        case .allOf(let checks): checks.allSatisfy(isSimulatable)
        default: true
        }
    }

    /// rustlings' rule: every exercise fails as shipped and passes with its solution (a
    /// `starter: does-not-compile` exercise fails by not building, each error explained).
    func testExercisesFailAsShippedAndSolutionsPass() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["ARCHLAB_LESSONS_INTEGRATION"] == "1",
                          "set ARCHLAB_LESSONS_INTEGRATION=1 to build the exercises")
        let course = try Course.load(from: Self.lessons)
        for solutions in [false, true] {
            let report = Grader(checker: ExerciseChecker(lessonsDirectory: Self.lessons, solutions: solutions)).grade(course)
            for result in report.results {
                if solutions {
                    XCTAssertEqual(result.outcome, .passed, result.learnerText())
                } else if result.kind == .tests {
                    XCTAssertEqual(result.outcome, .bugsMissed, "\(result.lessonID)'s starter tests should compile and catch no bug:\n\(result.learnerText())")
                    XCTAssertEqual(result.mutants.filter(\.caught), [], result.learnerText())
                } else if course.lessons.first(where: { $0.id == result.lessonID })?.starter == .doesNotCompile {
                    XCTAssertEqual(result.outcome, .buildFailed, "\(result.lessonID)'s starter should not compile:\n\(result.learnerText())")
                    XCTAssertEqual(result.compilerErrors.filter { $0.advice == nil }, [], "every compile error of the starter is explained")
                } else {
                    XCTAssertEqual(result.outcome, .testsFailed, "\(result.lessonID) should compile and fail as shipped:\n\(result.learnerText())")
                    XCTAssertEqual(result.testRun?.passed.count, 0, result.learnerText())
                }
                print("\(result.lessonID) \(solutions ? "solution" : "exercise"): build \(result.buildSeconds)s, test \(result.testSeconds)s")
            }
        }
    }
}
