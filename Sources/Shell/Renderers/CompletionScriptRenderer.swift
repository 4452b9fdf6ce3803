/// The script `archlab completion bash|zsh` prints. It holds no subcommand, option or value:
/// on each Tab it runs the archlab that was typed with `--complete` and the words so far, and
/// offers what that answers (`SubcommandCompletion`, from the declarations); an empty answer
/// falls back to file names.
public enum CompletionScriptRenderer {
    public static func script(for shell: CompletionShell) -> [String] {
        let flag = LaunchOptions.completeFlag
        switch shell {
        case .bash:
            return ["# archlab completion for bash; add to ~/.bashrc: source <(archlab completion bash)",
                    "_archlab() {",
                    "    local IFS=$'\\n'",
                    "    COMPREPLY=($(\"${COMP_WORDS[0]}\" \(flag) \"${COMP_WORDS[@]:1:COMP_CWORD}\" 2>/dev/null))",
                    "}",
                    "complete -o default -F _archlab archlab"]
        case .zsh:
            return ["#compdef archlab",
                    "# archlab completion for zsh; add to ~/.zshrc: source <(archlab completion zsh)",
                    "_archlab() {",
                    "    local -a candidates",
                    "    candidates=(\"${(@f)$(\"${words[1]}\" \(flag) \"${(@)words[2,CURRENT]}\" 2>/dev/null)}\")",
                    "    if [[ -n \"${candidates[1]}\" ]]; then compadd -a candidates; else _files; fi",
                    "}",
                    "compdef _archlab archlab"]
        }
    }
}
