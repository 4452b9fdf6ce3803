extension StepCheck {
    /// True when some part of the check can only hold through what happens in the step
    /// itself: `fired`, `ran`, `recorded`, `detached`, `freed`, `predicted`, `traced` (counted from the
    /// step's start), `time >=` (an `advance` or `run` of the step), or `exercise passes` (a
    /// `check` must run).
    public var isEarnedInStep: Bool {
        switch self {
        case .fired, .ran, .recorded, .detached, .freed, .predicted, .traced, .exercisePasses, .timeAtLeast: true
        case .sceneLoaded, .appLaunched, .treeContains, .treeLacks: false
        case .allOf(let checks): checks.contains(where: \.isEarnedInStep)
        }
    }

    /// True when passing the step needs the lesson's exercise to pass: `check` runs its tests
    /// on such a step.
    public var needsExercise: Bool { parts.contains(.exercisePasses) }

    /// The check's parts, `all of` flattened.
    var parts: [StepCheck] {
        if case .allOf(let checks) = self { return checks.flatMap(\.parts) }
        return [self]
    }

    /// True when this check must hold wherever `earlier` held and nothing has run since: it
    /// is made of state only, and `earlier` already demands every part of it.
    public func isImplied(by earlier: StepCheck) -> Bool {
        guard !isEarnedInStep else { return false }
        let known = earlier.parts
        return parts.allSatisfy { known.contains($0) }
    }
}
