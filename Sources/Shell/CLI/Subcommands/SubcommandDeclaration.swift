/// One `archlab` subcommand, declared once: its name, what it does, its forms (each a list of
/// typed options and positional words), an example, and what runs it.
///
/// The usage line, `archlab --help`, `archlab help NAME`, `archlab NAME --help`, the usage
/// errors (`SubcommandDeclaration+Parsing`) and shell completion (`SubcommandCompletion`) are
/// all derived from this value; nothing about a subcommand is written twice. The
/// declarations are in `Subcommands.all`.
public struct SubcommandDeclaration: Sendable {
    /// Runs the subcommand on its parsed arguments, writing through the context's sink;
    /// returns the exit status.
    public typealias Runner = @Sendable (SubcommandArguments, SubcommandContext) -> Int32

    public var name: String
    /// One line for the `archlab --help` list.
    public var summary: String
    /// Further lines under `archlab NAME --help`.
    public var details: [String]
    /// The ways of calling it; most have one.
    public var forms: [SubcommandForm]
    public var example: String
    public var run: Runner

    public init(_ name: String, summary: String, details: [String] = [], forms: [SubcommandForm], example: String,
                run: @escaping Runner) {
        self.name = name
        self.summary = summary
        self.details = details
        self.forms = forms
        self.example = example
        self.run = run
    }

    /// A subcommand with one form.
    public init(_ name: String, summary: String, details: [String] = [], _ parameters: [SubcommandParameter] = [],
                whenIncomplete: String? = nil, example: String, run: @escaping Runner) {
        self.init(name, summary: summary, details: details, forms: [SubcommandForm(parameters, whenIncomplete: whenIncomplete)],
                  example: example, run: run)
    }

    /// `archlab check [LESSON]`; forms separated by ` | `.
    public var usage: String {
        let arguments = forms.map(\.usage).filter { !$0.isEmpty }.joined(separator: " | ")
        return "archlab \(name)" + (arguments.isEmpty ? "" : " " + arguments)
    }

    /// Every option of every form, once, in the order declared.
    public var options: [OptionDeclaration] {
        var seen: Set<String> = []
        return forms.flatMap(\.options).filter { seen.insert($0.shape).inserted }
    }

    /// `archlab NAME --help` and `archlab help NAME`: usage, summary, details, the options with
    /// their help, the example.
    public var help: String {
        let names = options.map { ($0.aliases.map { $0 + ", " }.joined()) + $0.shape }
        let width = (names.map(\.count).max() ?? 0) + 2
        // Each option's help wrapped beside its shape, within the 100 columns of the other lines.
        let optionLines = zip(options, names).flatMap { option, name in
            TextLayout.wrap(option.help, width: max(100 - 2 - width, 30)).enumerated().map { index, line in
                "  " + TextLayout.padRight(index == 0 ? name : "", width) + line
            }
        }
        return (["usage: \(usage)", "", summary] + details + (optionLines.isEmpty ? [] : ["", "options:"] + optionLines)
                + ["", "example: \(example)"]).joined(separator: "\n")
    }

    /// A usage error naming this subcommand and its usage: every subcommand's usage errors
    /// are made here, so none retypes its usage.
    func error(_ problem: String) -> LaunchError {
        LaunchError("\(name): \(problem). Usage: \(usage)")
    }
}
