/// How the session records what the learner did; the only ways attempts, hints, time and the
/// exercise result change.
///
/// Called by `Walkthrough` (and the shell's `check`) and saved with the rest of the book.
extension LessonProgress {
    /// How an exercise check ended, as far as progress cares.
    public enum CheckEnd: Equatable, Sendable {
        /// Built and every test passed.
        case passed
        /// Ran to its end and failed: a test failed or the code does not compile.
        case failed
        /// Stopped (Ctrl-C, timeout, no toolchain) or refused (edited course tests): says
        /// nothing about the learner's code.
        case incomplete
    }

    /// Records one exercise check. Only a check that ran to its end counts as an attempt and
    /// may change the result; an incomplete one never overwrites an earlier pass or fail.
    public mutating func recordCheck(_ end: CheckEnd) {
        switch end {
        case .passed:
            attempts += 1
            exercise = .passed
        case .failed:
            attempts += 1
            exercise = .failed
        case .incomplete:
            break
        }
    }

    /// Counts one hint the learner asked for (`hint`); the hint printed by itself under a
    /// failed check is not counted.
    public mutating func recordHint() { hintsUsed += 1 }

    /// Adds time spent in the lesson; negative or absurd amounts (a clock jump, a laptop
    /// asleep for hours) are capped so one bad reading cannot ruin the total.
    public mutating func addTime(seconds added: Double, cap: Double = 30 * 60) {
        guard added.isFinite, added > 0 else { return }
        seconds += Int(min(added, cap).rounded())
    }
}

extension ExerciseResult {
    /// How this check ended for progress: `.incomplete` unless it ran to its end.
    public var checkEnd: LessonProgress.CheckEnd {
        switch outcome {
        case .passed: .passed
        case .testsFailed, .buildFailed, .bugsMissed, .timedOut: .failed
        case .tampered, .notRun: .incomplete
        }
    }
}
