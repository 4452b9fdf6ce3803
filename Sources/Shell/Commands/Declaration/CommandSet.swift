/// The commands a session understands, in the order `help` lists them within each group.
///
/// `CommandSet.standard` is every shipped command; a test (or a later feature) adds its own
/// declaration with `adding(_:)` and gets parsing, help, hints and completion for it.
public struct CommandSet: Sendable {
    public private(set) var all: [CommandDeclaration]

    public init(_ all: [CommandDeclaration]) { self.all = all }

    /// Every shipped command, group by group.
    public static let standard = CommandSet(
        LessonCommands.all + SampleCommands.all + CodeCommands.all + StreamCommands.all + OperatorPlaygroundCommands.all + SessionCommands.all)

    /// This set with `declaration` added; a command of the same name is replaced.
    public func adding(_ declaration: CommandDeclaration) -> CommandSet {
        var copy = self
        copy.all.removeAll { $0.name == declaration.name }
        copy.all.append(declaration)
        return copy
    }

    /// Looks a command up by name or alias.
    public func declaration(named name: String) -> CommandDeclaration? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// Every name and alias, for completion and "did you mean".
    public var allNames: [String] {
        all.flatMap { [$0.name] + $0.aliases }
    }
}
