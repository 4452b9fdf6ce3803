extension StepCheck {
    /// True when some part of the check can only hold through what happens in the step
    /// itself: `fired`, `ran`, `recorded`, `detached`, `freed`, `predicted`, `traced` (counted from the
    /// step's start), a relative `time >= +T`, or `exercise passes` (a `check` must run).
    public var isEarnedInStep: Bool {
        switch self {
        case .fired, .ran, .recorded, .detached, .freed, .predicted, .traced, .exercisePasses, .timeAtLeast(.sinceStepStart): true
        case .sceneLoaded, .appLaunched, .treeContains, .treeLacks, .timeAtLeast(.absolute): false
        case .allOf(let checks): checks.contains(where: \.isEarnedInStep)
        }
    }

    /// The check's parts, `all of` flattened.
    var parts: [StepCheck] {
        if case .allOf(let checks) = self { return checks.flatMap(\.parts) }
        return [self]
    }

    /// True when this check must hold wherever `earlier` held and nothing has run since: it
    /// is made of state only, and `earlier` already demands every part of it (an absolute
    /// `time >= T` is implied by `time >= U` with U >= T).
    public func isImplied(by earlier: StepCheck) -> Bool {
        guard !isEarnedInStep else { return false }
        let known = earlier.parts
        return parts.allSatisfy { part in
            if case .timeAtLeast(.absolute(let time)) = part {
                return known.contains { if case .timeAtLeast(.absolute(let other)) = $0 { other >= time } else { false } }
            }
            return known.contains(part)
        }
    }
}
