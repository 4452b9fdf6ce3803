import ArchLabToolchain
import Foundation

extension GradeReport {
    /// A JSON object: `{ "solutions", "passed", "failed", "total", "findings", "lessons": [...] }`,
    /// keys sorted so diffs between runs stay small. The schema is in docs/LESSON_FORMAT.md.
    public func renderJSON() -> String {
        let document = JSONReport(
            solutions: solutions, passed: passedCount, failed: failedCount, total: results.count, skipped: skipped,
            findings: findings,
            lessons: results.map { result in
                JSONLesson(
                    id: result.lessonID, folder: result.folder, module: result.module, outcome: result.outcome.rawValue,
                    passed: result.passed,
                    tests: result.testRun?.cases.map { test in
                        JSONTest(name: test.qualifiedName, status: test.status.rawValue, seconds: test.seconds,
                                 failures: test.failures.map {
                                     JSONFailure(file: $0.file, line: $0.line, message: $0.message,
                                                 expected: $0.expected, actual: $0.actual)
                                 })
                    } ?? [],
                    crash: result.testRun?.crash?.message,
                    compilerErrors: result.compilerErrors.map(Self.text(of:)),
                    compilerAdvice: result.compilerErrors.compactMap { error in
                        error.advice.map { JSONAdvice(error: Self.text(of: error), advice: $0) }
                    },
                    tamper: result.tamperFindings.map(\.text), detail: result.detail, kind: result.kind.rawValue,
                    mutants: result.mutants.map {
                        JSONMutant(name: $0.mutant.name, description: $0.mutant.description, status: $0.status.rawValue,
                                   caughtBy: $0.caughtBy, detail: $0.detail)
                    },
                    buildSeconds: Self.rounded(result.buildSeconds), testSeconds: Self.rounded(result.testSeconds))
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func text(of error: CompilerDiagnostic) -> String { "\(error.file):\(error.line):\(error.column): \(error.message)" }

    static func rounded(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }
}

private struct JSONReport: Encodable {
    var solutions: Bool
    var passed: Int
    var failed: Int
    var total: Int
    var skipped: [String]
    /// The submission's findings (`path`, `reason`): the GitHub Classroom workflow fails every test while there is one.
    var findings: [SubmissionAudit.Finding]
    var lessons: [JSONLesson]
}

private struct JSONLesson: Encodable {
    var id: String
    var folder: String
    var module: String?
    var outcome: String
    var passed: Bool
    var tests: [JSONTest]
    var crash: String?
    var compilerErrors: [String]
    /// The compiler errors `PlumbingExplainer` explains, each with its advice.
    var compilerAdvice: [JSONAdvice]
    var tamper: [String]
    var detail: String?
    var kind: String
    var mutants: [JSONMutant]
    var buildSeconds: Double
    var testSeconds: Double
}

private struct JSONAdvice: Encodable {
    var error: String
    var advice: String
}

private struct JSONTest: Encodable {
    var name: String
    var status: String
    var seconds: Double?
    var failures: [JSONFailure]
}

private struct JSONFailure: Encodable {
    var file: String?
    var line: Int?
    var message: String
    var expected: String?
    var actual: String?
}

private struct JSONMutant: Encodable {
    var name: String
    var description: String
    var status: String
    var caughtBy: [String]
    var detail: String?
}
