/// Why `new scene` or `new rib` refused, in learner language: each case says what to type instead.
public enum GeneratorError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidName(String)
    case reservedName(String)
    case alreadyExists(name: String, kind: String)
    case unknownParent(String, known: [String])
    case parentIsScene(String)
    case parentIsViewless(String)
    case parentEdited(parent: String, file: String, missing: String)
    case unreadableManifest(path: String, line: Int, text: String)
    case fileSystem(String)

    public var description: String {
        switch self {
        case .invalidName(let name):
            let suggestion = UnitName.suggestion(for: name).map { " (try \($0))" } ?? ""
            return "'\(name)' is not a type name: use letters and digits, starting with a capital letter\(suggestion)"
        case .reservedName(let name):
            return "'\(name)' is already a name in ArchLab's modules; choose another, e.g. My\(name)"
        case .alreadyExists(let name, let kind):
            return "the playground already has a \(kind) named \(name); choose another name"
        case .unknownParent(let parent, let known):
            let list = known.isEmpty ? "there is none yet: type 'new rib \(parent)' first" : "RIBs: " + known.joined(separator: ", ")
            return "no RIB named \(parent) in the playground (\(list))"
        case .parentIsScene(let parent):
            return "\(parent) is a Clean Swift scene; --parent takes a RIB (type 'new rib NAME' to make one)"
        case .parentIsViewless(let parent):
            return "\(parent) is viewless, so it has no view to present a child on; choose a RIB with a view as the parent"
        case .parentEdited(let parent, let file, let missing):
            return "cannot wire the child into \(parent): \(file) no longer contains \"\(missing)\"; wire it by hand (see docs/PLAYGROUND.md)"
        case .unreadableManifest(let path, let line, let text):
            return "\(path):\(line): cannot read \"\(text)\"; each line is 'scene NAME' or 'rib NAME [viewless] [parent=P]'"
        case .fileSystem(let message):
            return message
        }
    }
}
