import ArchLabToolchain

/// What `ExerciseChecker.check` found for one lesson's exercise.
public struct ExerciseResult: Equatable, Sendable {
    public enum Outcome: String, Equatable, Sendable {
        /// Built, and every test passed.
        case passed
        /// Built; some tests failed or crashed.
        case testsFailed
        /// The exercise (or the tests against it) does not compile.
        case buildFailed
        /// A shipped test file was changed, removed or added to.
        case tampered
        /// Test-writing exercise: the learner's tests pass on the reference but miss a seeded bug.
        case bugsMissed
        /// The lesson has no exercise, the toolchain is missing, or a step timed out.
        case notRun
        /// A roster student's time budget for test runs ran out before this lesson's tests
        /// finished (code that sleeps or loops); reported as `timeout`.
        case timedOut
    }

    public var lessonID: String
    /// The lesson folder, e.g. `01-streams`.
    public var folder: String
    public var module: String?
    public var outcome: Outcome
    public var testRun: TestRun?
    public var compilerErrors: [CompilerDiagnostic]
    public var tamperFindings: [TestManifest.Finding]
    /// Why nothing ran, for `.notRun` (or the build's raw output tail when no error was parsed).
    public var detail: String?
    public var buildSeconds: Double
    public var testSeconds: Double
    /// Checked against `Solution/` instead of `Exercise/`.
    public var solutions: Bool
    /// Where the learner edits this exercise, as the learner sees it (`01-streams/` in a
    /// workspace); nil means the course checkout's `Lessons/<folder>/Exercise/`.
    public var sourceFolder: String?
    /// Files in the learner's workspace that grading ignored but reports (`tampered`).
    public var submissionFindings: [SubmissionAudit.Finding] = []
    /// Who wrote what: for `.tests`, `testRun` is the learner's tests on the reference and
    /// `mutants` says which seeded bugs they caught.
    public var kind: ExerciseKind = .code
    /// Test-writing exercises: one verdict per mutant, by name; empty otherwise.
    public var mutants: [MutantVerdict] = []
    /// Set on the first check of a process that ran without a sandbox: why, for the learner.
    public var sandboxNote: String?

    public init(lessonID: String, folder: String, module: String?, outcome: Outcome, testRun: TestRun? = nil,
                compilerErrors: [CompilerDiagnostic] = [], tamperFindings: [TestManifest.Finding] = [],
                detail: String? = nil, buildSeconds: Double = 0, testSeconds: Double = 0, solutions: Bool = false) {
        self.lessonID = lessonID
        self.folder = folder
        self.module = module
        self.outcome = outcome
        self.testRun = testRun
        self.compilerErrors = compilerErrors
        self.tamperFindings = tamperFindings
        self.detail = detail
        self.buildSeconds = buildSeconds
        self.testSeconds = testSeconds
        self.solutions = solutions
        self.sourceFolder = nil
    }

    public var passed: Bool { outcome == .passed }
}
