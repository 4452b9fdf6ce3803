extension Lesson {
    /// The commands that bring a fresh session to where step `number` begins: the `archlab`
    /// blocks of every earlier step, in order, without `check` (an exercise keeps its recorded
    /// result; rebuilding it is not needed to continue). The shell replays them silently when a
    /// lesson is resumed; virtual time makes the result exact.
    public func setupCommands(beforeStep number: Int) -> [String] {
        steps.prefix { $0.number < number }.flatMap(\.commands).filter { command in
            command.split(whereSeparator: \.isWhitespace).first != "check"
        }
    }
}

extension WalkthroughEvent {
    /// The one line the shell prints after rebuilding a resumed step's starting point.
    public static func rebuiltText(step: Int, commandCount: Int) -> String {
        guard step > 1, commandCount > 0 else { return "Step \(step) starts from a fresh session." }
        let steps = step == 2 ? "step 1" : "steps 1-\(step - 1)"
        return "Rebuilt where step \(step) begins by replaying \(steps) (\(commandCount) command\(commandCount == 1 ? "" : "s"), output hidden)."
    }
}
