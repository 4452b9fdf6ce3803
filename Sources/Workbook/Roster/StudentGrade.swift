/// One student's line in the gradebook: the grade report of their workspace, where they are
/// in the walkthrough, and the flags a teacher should look at.
public struct StudentGrade: Equatable, Sendable {
    public enum Flag: Equatable, Hashable, Sendable, Comparable {
        /// The workspace holds files grading ignored (tests, seal, package files, scripts).
        case tampered
        /// At least one exercise is the reference solution, up to names and layout.
        case sameAsSolution
        /// The student gave up and saw a solution (`solution --give-up`) before passing.
        case gaveUp
        /// Exercise code near-identical to another student's (see `SimilarityCheck`).
        case similar(String)

        /// The fixed spelling scripts read: `tampered`, `same-as-solution`, `gave-up`, `similar:<student>`.
        public var word: String {
            switch self {
            case .tampered: "tampered"
            case .sameAsSolution: "same-as-solution"
            case .gaveUp: "gave-up"
            case .similar(let other): "similar:\(other)"
            }
        }
    }

    public var name: String
    public var report: GradeReport
    /// `ProgressReport.position`, or why the progress file could not be read.
    public var position: String
    public var findings: [SubmissionAudit.Finding]
    /// Lesson ids whose exercise matches the reference solution.
    public var sameAsSolution: [String]
    /// Lesson ids whose solution the student saw with `solution --give-up` (from the progress file).
    public var gaveUp: [String]
    /// Other students with near-identical code → the lessons concerned.
    public var similar: [String: [String]]
    /// Lesson id → how much of its code matched the reference solution (0 to 1), for the
    /// lessons in `sameAsSolution` (see `SimilarityCheck`).
    public var sameAsSolutionScores: [String: Double] = [:]
    /// Other student → lesson id → how much of the code matched, for the lessons in `similar`.
    public var similarScores: [String: [String: Double]] = [:]

    public init(name: String, report: GradeReport, position: String, findings: [SubmissionAudit.Finding] = [],
                sameAsSolution: [String] = [], gaveUp: [String] = [], similar: [String: [String]] = [:]) {
        self.name = name
        self.report = report
        self.position = position
        self.findings = findings
        self.sameAsSolution = sameAsSolution
        self.gaveUp = gaveUp
        self.similar = similar
    }

    public var flags: [Flag] {
        var flags: [Flag] = []
        if !findings.isEmpty { flags.append(.tampered) }
        if !sameAsSolution.isEmpty { flags.append(.sameAsSolution) }
        if !gaveUp.isEmpty { flags.append(.gaveUp) }
        flags += similar.keys.sorted().map { .similar($0) }
        return flags
    }
}
