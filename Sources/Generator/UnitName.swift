/// A scene or RIB name as typed after `new scene` / `new rib`: an upper-camel-case Swift type
/// name, which every generated type starts with (`Greeter` → `GreeterInteractor`).
public struct UnitName: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// `Greeter`.
    public let type: String

    /// Names the generated code would clash with: Swift's own, and ArchLab's modules and types
    /// that generated code imports or uses.
    static let reserved: Set<String> = [
        "Any", "Self", "Type", "Protocol", "Playground", "Rx", "RIBs", "CleanSwift", "HeadlessUI",
        "ArchLabRegistry", "Registration", "Observable", "Driver", "Signal", "Single", "Completable",
        "Maybe", "Interactor", "Router", "Builder", "Component", "Presenter", "Worker", "Spy", "Stub",
        "LaunchHost", "Launch", "Empty", "Dependency", "ViewController", "Children", "Component", "Void", "String", "Int", "Bool", "Array", "Result",
    ]

    public init(_ text: String) throws(GeneratorError) {
        guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first),
              text.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        else { throw .invalidName(text) }
        guard !Self.reserved.contains(text) else { throw .reservedName(text) }
        self.type = text
    }

    /// `greeter`: the name as a variable or method part (`greeterViewController`).
    public var variable: String {
        // Leading capitals lower together (`URLList` → `urlList`), as Swift's guidelines do.
        let scalars = Array(type)
        var count = 0
        while count < scalars.count, scalars[count].isUppercase { count += 1 }
        if count > 1 && count < scalars.count { count -= 1 }
        return scalars[..<count].map { $0.lowercased() }.joined() + String(scalars[count...])
    }

    public var description: String { type }

    /// A valid name close to `text` (`greeter` → `Greeter`), or nil when there is none.
    static func suggestion(for text: String) -> String? {
        let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first, first.isLetter, joined != text else { return nil }
        return joined
    }
}
