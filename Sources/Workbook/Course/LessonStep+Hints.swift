extension LessonStep {
    /// The step's hints in the order that helps with what fails now, given the tests of the
    /// latest `check` (in the order they ran): first the hints tied to its first failing test
    /// (`hint(testName):`), then the others in file order (concept, API, near-code), without
    /// the hints tied only to tests that passed: they are about what already works. Without
    /// tests (no check yet, or the build failed before any test ran) every hint, in file order.
    public func hints(after tests: [TestCaseResult]?) -> [String] {
        guard let tests, !tests.isEmpty else { return hints }
        let passing = tests.filter { $0.status == .passed }
        var ordered = hintsTiedToFirstFailing(tests)
        for text in hints where !ordered.contains(text) {
            let ties = testHints.filter { $0.text == text }
            let aboutPassingTestsOnly = !ties.isEmpty && ties.allSatisfy { hint in
                passing.contains { hint.matches(suite: $0.suite, name: $0.name) }
            }
            if !aboutPassingTestsOnly { ordered.append(text) }
        }
        return ordered
    }

    /// The hint to print under the report of a failed `check` with these `tests`: the first
    /// hint tied to its first failing test that is not in `shown` (when all were shown, the
    /// first of them again: it is about what fails now); when that test has no hint of its
    /// own, the first of `hints(after:)` not in `shown`; nil when nothing is left.
    public func hintAfterFailedCheck(_ tests: [TestCaseResult]?, shown: [String] = []) -> String? {
        let tied = hintsTiedToFirstFailing(tests ?? [])
        if let first = tied.first { return tied.first { !shown.contains($0) } ?? first }
        return hints(after: tests).first { !shown.contains($0) }
    }

    /// The hints tied to the first failed or crashed test among `tests`, in file order.
    private func hintsTiedToFirstFailing(_ tests: [TestCaseResult]) -> [String] {
        guard let first = tests.first(where: { $0.status == .failed || $0.status == .crashed }) else { return [] }
        return hints(forFailedTests: [(suite: first.suite, name: first.name)])
    }
}

extension Lesson {
    /// The hint under the report of `result` when it failed, away from the lesson's steps (a
    /// terminal's `archlab check` or `watch`, a check of another lesson than the open one):
    /// the exercise step's `hintAfterFailedCheck` for the tests that ran; nil when it passed.
    public func hint(after result: ExerciseResult) -> String? {
        guard !result.passed else { return nil }
        return steps.first { $0.check.needsExercise }?.hintAfterFailedCheck(result.testRun?.cases)
    }
}
