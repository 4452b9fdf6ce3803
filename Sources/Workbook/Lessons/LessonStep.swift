/// One `## Step N: title` section of a lesson.
public struct LessonStep: Equatable, Sendable {
    /// 1-based, as written in the heading.
    public var number: Int
    public var title: String
    /// The step's Markdown as the learner reads it: prose and `archlab` blocks, without the
    /// `check:` and `hint:` directives.
    public var text: String
    /// The commands of the step's `archlab` blocks, one per line, in order.
    public var commands: [String]
    /// When the shell considers the step done.
    public var check: StepCheck
    /// Shown one by one by `hint`.
    public var hints: [String]
    /// Line of the heading in the lesson file.
    public var line: Int

    public init(number: Int, title: String, text: String, commands: [String], check: StepCheck,
                hints: [String], line: Int) {
        self.number = number
        self.title = title
        self.text = text
        self.commands = commands
        self.check = check
        self.hints = hints
        self.line = line
    }
}
