/// The structure of a compiler error message, for the kinds the explainer knows: which kind
/// of error, and the names it quotes. Type names are as written in the source (no `any`, no
/// module, no generic arguments, no `?`).
///
/// Read by `PlumbingExplainer`; nil for any other message.
enum DiagnosticShape: Equatable {
    /// `type 'A' does not conform to protocol 'B'`
    case doesNotConform(type: String, to: String)
    /// `argument type 'A' does not conform to expected type 'B'`
    case argumentDoesNotConform(type: String, to: String)
    /// `value of type 'A' has no member 'm'`
    case noMember(type: String, member: String)
    /// `missing argument for parameter 'p' in call` (or `arguments for parameters 'a', 'b'`)
    case missingArguments([String])
    /// `extra argument 'p' in call`
    case extraArgument(String)
    /// `cannot find 'X' in scope`, `cannot find type 'X' in scope`
    case notFound(String)
    /// `property 'self.p' not initialized at super.init call`
    case notInitializedBeforeSuperInit(property: String)
    /// `instance method 'f(a:)' has different argument labels from those required by protocol 'P' ('f(b:)')`
    case differentLabels(method: String, protocolName: String, required: String)

    init?(message: String) {
        let quoted = Self.quoted(in: message)
        func starts(_ prefix: String) -> Bool { message.hasPrefix(prefix) }
        switch quoted.count {
        case 1 where starts("missing argument for parameter ") && message.hasSuffix(" in call"):
            self = .missingArguments(quoted)
        case 1 where starts("extra argument ") && message.hasSuffix(" in call"):
            self = .extraArgument(quoted[0])
        case 1 where (starts("cannot find '") || starts("cannot find type '")) && message.hasSuffix(" in scope"):
            self = .notFound(quoted[0])
        case 1 where starts("property 'self.") && message.hasSuffix("not initialized at super.init call"):
            self = .notInitializedBeforeSuperInit(property: String(quoted[0].dropFirst("self.".count)))
        case 2 where starts("type '") && message.contains("' does not conform to protocol '"):
            self = .doesNotConform(type: Self.typeName(quoted[0]), to: Self.typeName(quoted[1]))
        case 2 where starts("argument type '") && message.contains("' does not conform to expected type '"):
            self = .argumentDoesNotConform(type: Self.typeName(quoted[0]), to: Self.typeName(quoted[1]))
        case 2 where starts("value of type '") && message.contains("' has no member '"):
            self = .noMember(type: Self.typeName(quoted[0]), member: quoted[1])
        case 3 where message.contains("' has different argument labels from those required by protocol '"):
            self = .differentLabels(method: quoted[0], protocolName: Self.typeName(quoted[1]), required: quoted[2])
        case 2... where starts("missing arguments for parameters ") && message.hasSuffix(" in call"):
            self = .missingArguments(quoted)
        default:
            return nil
        }
    }

    /// The texts between single quotes, in order. Swift quotes each name it cites this way.
    static func quoted(in message: String) -> [String] {
        var result: [String] = []
        var current: String?
        for character in message {
            if character == "'" {
                if let open = current { result.append(open); current = nil } else { current = "" }
            } else {
                current?.append(character)
            }
        }
        return result
    }

    /// `any RIBFromNothing.RootInteractable?` → `RootInteractable`; `Component<X>` → `Component`.
    static func typeName(_ written: String) -> String {
        var name = Substring(written)
        for prefix in ["any ", "some "] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
        if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name)
    }
}
