/// `help`, `source`, `quit`: commands about the session itself.
enum SessionCommands {
    /// Also answers `CMD --help` for every command.
    static let help = CommandDeclaration("help", aliases: ["?"], group: .session, summary: "list commands, or one command's usage",
                                         arguments: [.optionalWord("COMMAND", completion: .commandNames)],
                                         examples: [.init("help fire"), .init("help")]) { arguments, session throws(ShellError) in
        try session.help(arguments.text("COMMAND"))
    }

    static let all: [CommandDeclaration] = [
        help,
        CommandDeclaration("source", group: .session, summary: "run the commands in a file",
                           arguments: [.word("FILE", expected: "a file of commands, one per line")],
                           examples: [.init("source demo.archlab", files: ["demo.archlab": "scene title\nwatch title.display\nfire request\nadvance 100\n"])],
                           schedulable: false) { arguments, session throws(ShellError) in
            try session.source(arguments.text("FILE") ?? "")
        },
        CommandDeclaration("quit", aliases: ["exit"], group: .session, summary: "leave the shell (Ctrl-D works too)",
                           examples: [.init("quit")], schedulable: false) { _, session throws(ShellError) in
            try session.quit()
        },
    ]
}
