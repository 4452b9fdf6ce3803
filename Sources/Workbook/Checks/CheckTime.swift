/// A time in a step check: on the lesson's clock (`@50`, `time >= 50`), or counted from the
/// moment the step began (`@+50`, `time >= +50`), so a step can ask for "50 ticks after you
/// started" whatever earlier steps did to the clock.
public enum CheckTime: Equatable, Hashable, Sendable {
    /// A time on the session's clock.
    case absolute(Int)
    /// Ticks after the current step began (`StepWindow.startTime`).
    case sinceStepStart(Int)

    /// The clock time this stands for in a step that began at `stepStart`.
    public func resolved(stepStart: Int) -> Int {
        switch self {
        case .absolute(let time): time
        case .sinceStepStart(let ticks): stepStart + ticks
        }
    }

    /// Parses `50` or `+50`; nil for anything else (negative, not a number).
    init?(parsing text: some StringProtocol) {
        if text.hasPrefix("+") {
            guard let ticks = Int(text.dropFirst()), ticks >= 0, !text.dropFirst().hasPrefix("+") else { return nil }
            self = .sinceStepStart(ticks)
        } else {
            guard let time = Int(text), time >= 0 else { return nil }
            self = .absolute(time)
        }
    }
}

extension CheckTime: ExpressibleByIntegerLiteral {
    /// A bare number is a clock time, as a lesson writes it (`@50`).
    public init(integerLiteral value: Int) { self = .absolute(value) }
}

extension CheckTime: CustomStringConvertible {
    /// `50` or `+50`, as written in a lesson.
    public var description: String {
        switch self {
        case .absolute(let time): "\(time)"
        case .sinceStepStart(let ticks): "+\(ticks)"
        }
    }
}
