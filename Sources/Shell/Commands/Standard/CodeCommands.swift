/// `new`, `load`: the code part's commands, for the learner's own scenes and RIBs.
enum CodeCommands {
    static let all: [CommandDeclaration] = [
        CommandDeclaration("new", group: .code, summary: "write a scene or a RIB into your playground",
                           arguments: [.word("KIND", expected: "scene or rib", completion: CompletionSource { _ in ["scene", "rib"] }),
                                       .word("NAME", expected: "a type name, like Greeter"),
                                       ArgumentDeclaration("OPTIONS", .words(minimum: 0), expected: "--viewless or --parent NAME",
                                                           completion: .newOptions, usage: "[--viewless] [--parent P]")],
                           examples: [.init("new scene Greeter"), .init("new rib Home"),
                                      .init("new rib Child --parent Home", after: ["new rib Home"])],
                           details: { _ in [
                               "  writes into your playground ($XDG_DATA_HOME/archlab/playground) and loads it",
                               "  new scene NAME: the Clean Swift templates' files and specs; fire doSomething",
                               "  new rib NAME: Builder, Router, Interactor, a view (none with --viewless)",
                               "  --parent P wires it into P's router: 'app P', then 'attach NAME'",
                           ] }, schedulable: false, liveHint: sceneTakesNoOptions) { arguments, session throws(ShellError) in
            let name = arguments.text("NAME") ?? ""
            let options = try NewOptions(arguments.list("OPTIONS"))
            switch arguments.text("KIND") {
            case "scene":
                guard options == NewOptions() else {
                    throw ShellError.rejected("--viewless and --parent are for RIBs; type 'new scene \(name)' or 'new rib \(name) \(arguments.list("OPTIONS").joined(separator: " "))'")
                }
                try session.code.newScene(name)
            case "rib":
                try session.code.newRIB(name, viewless: options.viewless, parent: options.parent)
            default:
                throw ShellError.invalidArgument(command: "new", argument: "KIND", got: arguments.text("KIND") ?? "",
                                                 expected: "scene or rib, as in: new scene \(name.isEmpty ? "Greeter" : name)")
            }
        },
        CommandDeclaration("load", aliases: ["try"], group: .code, summary: "run your exercise or playground in the shell",
                           arguments: [ArgumentDeclaration("WHAT", .choice(["exercise", "playground"]), expected: "exercise or playground", label: "what")],
                           examples: [.init("load playground", after: ["new scene Greeter"])],
                           details: { _ in [
                               "  adds its scenes and apps to 'scene' and 'app'; a reload replaces them",
                               "  a compile error is shown as 'check' shows it, and the shell keeps what it had",
                           ] }, schedulable: false) { arguments, session throws(ShellError) in
            try session.code.load(arguments.text("WHAT").flatMap(CodePart.Target.init(rawValue:)))
        },
    ]
}

/// `new rib`'s options: `--viewless`, `--parent NAME`, in any order, each once.
struct NewOptions: Equatable {
    var viewless = false
    var parent: String?

    init() {}

    init(_ words: [String]) throws(ShellError) {
        var rest = words[...]
        while let word = rest.popFirst() {
            switch word {
            case "--viewless" where !viewless:
                viewless = true
            case "--parent" where parent == nil:
                guard let name = rest.popFirst(), !name.hasPrefix("--") else {
                    throw ShellError.missingArgument(command: "new", argument: "P", expected: "the parent RIB's name, as in: new rib Child --parent Home")
                }
                parent = name
            default:
                throw ShellError.invalidArgument(command: "new", argument: "OPTIONS", got: word,
                                                 expected: "--viewless or --parent NAME, each once, as in: new rib Child --viewless --parent Home")
            }
        }
    }
}

extension CodeCommands {
    /// `new`'s live hint: the RIB options are not offered once the kind typed is `scene`.
    fileprivate static let sceneTakesNoOptions: CommandDeclaration.LiveHint = { query in
        let typed = query.words.dropFirst() + (query.current.isEmpty ? [] : [query.current])
        guard typed.first == "scene", typed.count >= 2 else { return .derived }
        return .none
    }
}
