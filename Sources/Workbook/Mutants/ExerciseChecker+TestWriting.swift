import Foundation

extension ExerciseChecker {
    /// Checks a test-writing exercise (`kind: tests`): the learner's tests must pass on the
    /// reference implementation, then fail on every mutant.
    ///
    /// Each variant is one ordinary `check` with `ARCHLAB_MUTANT` set: the same sealed-file
    /// verification, build folder and output parsing. Variants share the build folder, so a
    /// switch recompiles only the code under test and the learner's tests. When the tests fail
    /// on correct code, the mutants are not built: a failing test would "catch" them all.
    func checkTestWriting(_ lesson: Lesson) -> ExerciseResult {
        var variant = self
        variant.mutant = ""
        var result = variant.check(lesson)
        result.kind = .tests
        guard result.outcome == .passed else { return result }

        let mutants = Mutant.list(in: lessonsDirectory.appendingPathComponent(lesson.folder))
        guard !mutants.isEmpty else {
            result.outcome = .notRun
            result.detail = "the lesson has no seeded bugs in Lessons/\(lesson.folder)/\(Mutant.folderName)/ (a course problem; tell your teacher)"
            return result
        }
        for mutant in mutants {
            variant.mutant = mutant.name
            let run = variant.check(lesson)
            result.buildSeconds += run.buildSeconds
            result.testSeconds += run.testSeconds
            let verdict = Self.verdict(on: mutant, from: run)
            result.mutants.append(verdict)
            if verdict.status == .notRun, run.detail?.contains("Ctrl-C") == true {
                result.outcome = .notRun
                result.detail = run.detail
                return result
            }
        }
        result.outcome = result.mutants.allSatisfy(\.caught) ? .passed : .bugsMissed
        return result
    }

    /// `ARCHLAB_MUTANT` (`""` is the reference, even if the caller's environment names a
    /// mutant) and `ARCHLAB_LAYOUT` (see `Mutant.layoutKey`) for one variant's build and run.
    func testWritingEnvironment(_ lesson: Lesson) -> [String: String] {
        ["ARCHLAB_MUTANT": mutant ?? "",
         "ARCHLAB_LAYOUT": Mutant.layoutKey(lessonFolder: lessonsDirectory.appendingPathComponent(lesson.folder))]
    }

    /// Reads one mutant's run: any failing or crashing test (or a stopped run) catches it.
    static func verdict(on mutant: Mutant, from run: ExerciseResult) -> MutantVerdict {
        switch run.outcome {
        case .passed:
            return MutantVerdict(mutant: mutant, status: .missed)
        case .testsFailed, .bugsMissed:
            let failing = run.testRun?.failed.map(\.name) ?? []
            let crash = run.testRun?.crash.map { ["the test run stopped: \($0.message)"] } ?? []
            return MutantVerdict(mutant: mutant, status: .caught, caughtBy: failing.isEmpty ? crash : failing)
        case .buildFailed:
            let first = run.compilerErrors.first.map { "\($0.file):\($0.line): \($0.message)" } ?? run.detail ?? "it did not compile"
            return MutantVerdict(mutant: mutant, status: .notRun, detail: "the tests do not compile against this bug: \(first)")
        case .tampered:
            return MutantVerdict(mutant: mutant, status: .notRun, detail: "the course files are not the shipped ones")
        case .notRun:
            return MutantVerdict(mutant: mutant, status: .notRun, detail: run.detail)
        }
    }
}
