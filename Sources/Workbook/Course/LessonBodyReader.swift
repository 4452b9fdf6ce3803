/// Reads the steps after the front matter. Used only by `LessonParser`.
///
/// Line kinds, outside fenced code blocks: `## Step N: title` starts a step; `check: ...`,
/// `hint: ...` and `hint(testName): ...` (bare or inside `<!-- -->`) are directives; anything else is prose. Inside a
/// fence opened with ```` ```archlab ```` every non-empty line not starting with `#` is a command.
/// A fence opened with ```` ```archlab answer ```` holds commands too, but is left out of the
/// step's text: the right answer of a prediction, typed by `archlab replay`, never shown.
struct LessonBodyReader {
    let file: String
    let hasExercise: Bool

    private var steps: [LessonStep] = []
    private var introduction: [String] = []
    private var current: PendingStep?

    private struct PendingStep {
        var number: Int
        var title: String
        var line: Int
        var text: [String] = []
        var commands: [String] = []
        var check: StepCheck?
        var checkLine = 0
        var hints: [String] = []
        var testHints: [TestHint] = []
    }

    private enum Directive {
        case check(String)
        case hint(String)
        /// `hint(TEST): text`
        case testHint(test: String, text: String)
    }

    init(file: String, hasExercise: Bool) {
        self.file = file
        self.hasExercise = hasExercise
    }

    mutating func read(_ lines: [String], from start: Int) throws(LessonError) -> (String, [LessonStep]) {
        var fence: (marker: String, isArchLab: Bool, isHidden: Bool, line: Int)?
        for index in lines.indices where index >= start {
            let raw = lines[index]
            let number = index + 1
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed == open.marker {
                    fence = nil
                } else if open.isArchLab, !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                    current?.commands.append(trimmed)
                }
                if !open.isHidden { appendText(raw) }
                continue
            }
            if let marker = Self.fenceMarker(trimmed) {
                let info = trimmed.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
                let isArchLab = info == "archlab" || info == "archlab answer"
                if isArchLab, current == nil {
                    throw LessonError(.directiveOutsideStep, file: file, line: number,
                                      "an `\(info)` block must be inside a step; add a `## Step 1: title` heading above it")
                }
                fence = (marker, isArchLab, info == "archlab answer", number)
                if info != "archlab answer" { appendText(raw) }
                continue
            }
            if trimmed.hasPrefix("## Step ") || trimmed == "## Step" {
                try startStep(trimmed, line: number)
                continue
            }
            if let directive = try Self.directive(trimmed, file: file, line: number) {
                try apply(directive, line: number)
                continue
            }
            appendText(raw)
        }
        if let open = fence {
            throw LessonError(.unterminatedCodeBlock, file: file, line: open.line,
                              "this code block is never closed; add a line `\(open.marker)` after its last line")
        }
        try finishStep()
        guard !steps.isEmpty else {
            throw LessonError(.noSteps, file: file, line: max(lines.count, 1),
                              "the lesson has no steps; add one like `## Step 1: Say hello` with prose, an `archlab` block and a `check:` line")
        }
        return (Self.joined(introduction), steps)
    }

    private mutating func appendText(_ line: String) {
        if current == nil { introduction.append(line) } else { current?.text.append(line) }
    }

    private mutating func startStep(_ heading: String, line: Int) throws(LessonError) {
        let usage = "write step headings as `## Step N: title`, e.g. `## Step \(steps.count + (current == nil ? 1 : 2)): Watch a stream`"
        let rest = heading.dropFirst("## Step".count)
        guard rest.first == " ", let colon = rest.firstIndex(of: ":"),
              let number = Int(rest[..<colon].trimmingCharacters(in: .whitespaces)) else {
            throw LessonError(.badStepHeading, file: file, line: line, usage)
        }
        let title = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else {
            throw LessonError(.emptyStepTitle, file: file, line: line, "this step has no title; \(usage)")
        }
        try finishStep()
        let expected = steps.count + 1
        guard number == expected else {
            throw LessonError(.stepOutOfOrder, file: file, line: line,
                              "steps are numbered 1, 2, 3... in order; this one should be `## Step \(expected): \(title)`")
        }
        current = PendingStep(number: number, title: title, line: line)
    }

    private mutating func apply(_ directive: Directive, line: Int) throws(LessonError) {
        guard current != nil else {
            throw LessonError(.directiveOutsideStep, file: file, line: line,
                              "`check:` and `hint:` lines belong to a step; move this below a `## Step N: title` heading")
        }
        switch directive {
        case .hint(let text):
            guard !text.isEmpty else {
                throw LessonError(.emptyHint, file: file, line: line, "this hint is empty; write e.g. `hint: Type \\`help\\` to list commands.`")
            }
            current?.hints.append(text)
        case .testHint(let test, let text):
            guard TestHint.isValidName(test) else {
                throw LessonError(.badHint, file: file, line: line,
                                  "`\(test)` is not a test name; write `hint(testName): text` or `hint(SuiteName.testName): text`")
            }
            guard hasExercise else {
                throw LessonError(.badHint, file: file, line: line,
                                  "a hint tied to a test needs an exercise; add `exercise: ModuleName` to the front matter, or write `hint: text`")
            }
            guard !text.isEmpty else {
                throw LessonError(.emptyHint, file: file, line: line, "this hint is empty; write e.g. `hint(\(test)): What should happen first?`")
            }
            current?.hints.append(text)
            current?.testHints.append(TestHint(test: test, text: text, line: line))
        case .check(let text):
            if let earlier = current?.checkLine, earlier > 0 {
                throw LessonError(.duplicateCheck, file: file, line: line,
                                  "this step already has a check on line \(earlier); combine them in one line: `check: all of: A; B`")
            }
            let check: StepCheck
            do { check = try StepCheck(parsing: text) } catch {
                throw LessonError(error.isUnknownCheck ? .unknownCheck : .badCheck, file: file, line: line, error.message)
            }
            if !hasExercise, check.mentionsExercise {
                throw LessonError(.exerciseCheckWithoutExercise, file: file, line: line,
                                  "`exercise passes` needs an exercise; add `exercise: ModuleName` to the front matter, or use another check")
            }
            current?.check = check
            current?.checkLine = line
        }
    }

    private mutating func finishStep() throws(LessonError) {
        guard let step = current else { return }
        current = nil
        guard let check = step.check else {
            throw LessonError(.stepWithoutCheck, file: file, line: step.line,
                              "step \(step.number) has no check; add a line like `check: ran help` (see docs/LESSON_FORMAT.md for all checks)")
        }
        steps.append(LessonStep(number: step.number, title: step.title, text: Self.joined(step.text),
                                commands: step.commands, check: check, hints: step.hints, testHints: step.testHints,
                                line: step.line))
    }

    private static func fenceMarker(_ line: String) -> String? {
        for marker in ["```", "~~~"] where line.hasPrefix(marker) {
            return String(line.prefix { $0 == marker.first })
        }
        return nil
    }

    /// Recognises `check: X`, `hint: X`, `hint(TEST): X`, each bare or inside `<!-- -->`.
    private static func directive(_ line: String, file: String, line number: Int) throws(LessonError) -> Directive? {
        var content = Substring(line)
        if content.hasPrefix("<!--") {
            guard content.hasSuffix("-->") else { return nil }
            content = content.dropFirst(4).dropLast(3)
            content = content.drop { $0 == " " }
        }
        for keyword in ["check:", "hint:"] where content.hasPrefix(keyword) {
            let value = content.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
            return keyword == "check:" ? .check(value) : .hint(value)
        }
        if content.hasPrefix("hint("), let close = content.firstIndex(of: ")"),
           content[content.index(after: close)...].hasPrefix(":") {
            let test = content[content.index(content.startIndex, offsetBy: 5)..<close].trimmingCharacters(in: .whitespaces)
            let value = content[content.index(close, offsetBy: 2)...].trimmingCharacters(in: .whitespaces)
            return .testHint(test: test, text: value)
        }
        return nil
    }

    /// Joins lines, dropping blank lines at both ends.
    private static func joined(_ lines: [String]) -> String {
        let isBlank: (String) -> Bool = { $0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard let first = lines.firstIndex(where: { !isBlank($0) }),
              let last = lines.lastIndex(where: { !isBlank($0) }) else { return "" }
        return lines[first...last].joined(separator: "\n")
    }
}

extension StepCheck {
    /// True when this check, or one inside `all of`, is `exercise passes`.
    var mentionsExercise: Bool {
        switch self {
        case .exercisePasses: true
        case .allOf(let checks): checks.contains(where: \.mentionsExercise)
        default: false
        }
    }
}
