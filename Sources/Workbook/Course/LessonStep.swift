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
    /// Shown one by one by `hint`, in file order: concept, then API, then near-code.
    public var hints: [String]
    /// The hints written `hint(testName): text`, also in `hints`: shown after a `check` in
    /// which that test failed (`hints(forFailedTests:)`).
    public var testHints: [TestHint]
    /// Line of the heading in the lesson file.
    public var line: Int

    public init(number: Int, title: String, text: String, commands: [String], check: StepCheck,
                hints: [String], testHints: [TestHint] = [], line: Int) {
        self.number = number
        self.title = title
        self.text = text
        self.commands = commands
        self.check = check
        self.hints = hints
        self.testHints = testHints
        self.line = line
    }

    /// The tied hints for the failed tests, in file order, without repeats; pass each failed
    /// test's suite and name (`TestCaseResult.suite`, `.name`).
    public func hints(forFailedTests failed: [(suite: String, name: String)]) -> [String] {
        testHints.filter { hint in failed.contains { hint.matches(suite: $0.suite, name: $0.name) } }.map(\.text)
    }
}
