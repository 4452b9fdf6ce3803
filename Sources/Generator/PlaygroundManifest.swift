import Foundation

/// What the playground holds, one unit a line, in generation order: the source of truth from
/// which `PlaygroundRegistrations.swift` is rewritten after each `new scene` / `new rib`.
///
/// ```text
/// scene Greeter
/// rib Home
/// rib Child viewless parent=Home
/// ```
public struct PlaygroundManifest: Equatable, Sendable {
    public enum Unit: Equatable, Sendable {
        case scene(UnitName)
        case rib(UnitName, isViewless: Bool, parent: UnitName?)

        public var name: UnitName {
            switch self {
            case .scene(let name), .rib(let name, _, _): name
            }
        }
    }

    public var units: [Unit]

    public init(units: [Unit] = []) { self.units = units }

    /// Reads the manifest's text; `path` only names the file in errors.
    public init(parsing text: String, path: String) throws(GeneratorError) {
        var units: [Unit] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let words = line.split(separator: " ").map(String.init)
            let unreadable = GeneratorError.unreadableManifest(path: path, line: index + 1, text: line)
            guard words.count >= 2, let name = try? UnitName(words[1]) else { throw unreadable }
            switch words[0] {
            case "scene" where words.count == 2:
                units.append(.scene(name))
            case "rib":
                var viewless = false
                var parent: UnitName?
                for option in words.dropFirst(2) {
                    if option == "viewless" {
                        viewless = true
                    } else if option.hasPrefix("parent="), let named = try? UnitName(String(option.dropFirst("parent=".count))) {
                        parent = named
                    } else {
                        throw unreadable
                    }
                }
                units.append(.rib(name, isViewless: viewless, parent: parent))
            default:
                throw unreadable
            }
        }
        self.units = units
    }

    public var text: String {
        units.map { unit in
            switch unit {
            case .scene(let name): "scene \(name)"
            case .rib(let name, let viewless, let parent):
                (["rib", name.type] + (viewless ? ["viewless"] : []) + (parent.map { ["parent=\($0)"] } ?? [])).joined(separator: " ")
            }
        }.joined(separator: "\n") + "\n"
    }

    public func unit(named name: UnitName) -> Unit? {
        units.first { $0.name == name }
    }

    /// The RIBs whose parent is `parent`, in the order they were wired in.
    func children(of parent: UnitName) -> [(name: UnitName, isViewless: Bool)] {
        units.compactMap { unit in
            if case .rib(let name, let viewless, parent?) = unit { (name, viewless) } else { nil }
        }
    }

    var ribNames: [String] {
        units.compactMap { if case .rib(let name, _, _) = $0 { name.type } else { nil } }
    }
}
