/// `archlab completion [bash | zsh]`: prints the Tab-completion script for that shell
/// (`CompletionScriptRenderer`). The script holds no word of its own: on each Tab it asks
/// `archlab --complete WORD...`, answered from the declarations (`SubcommandCompletion`).
struct CompletionCommand {
    var shell: CompletionShell

    func run(_ context: SubcommandContext) -> Int32 {
        SubcommandOutput(sink: context.sink).report(.completionScript(shell))
        return 0
    }
}

/// The shells `archlab completion` writes a script for.
public enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh
}
