import Foundation

/// The targets of a `Package.swift`, read from its text the way this package writes them:
/// `.target(name: "X", dependencies: ["A", "B"], path: "...")` and its kin, one call per
/// target, dependencies as plain strings. Enough for the architecture test; not a manifest
/// evaluator.
struct PackageTargets {
    struct Target: Equatable {
        var name: String
        var dependencies: [String]
        var path: String
        var isTest: Bool
    }

    static let kinds = ["target", "executableTarget", "testTarget", "systemLibrary"]

    static func read(_ manifest: URL) throws -> [Target] {
        let text = try String(contentsOf: manifest, encoding: .utf8)
        // Each call starts at ".kind(name:"; it ends where the next one starts.
        var starts: [(range: Range<String.Index>, kind: String)] = []
        for kind in kinds {
            var from = text.startIndex
            while let found = text.range(of: ".\(kind)(name:", range: from..<text.endIndex) {
                starts.append((found, kind))
                from = found.upperBound
            }
        }
        starts.sort { $0.range.lowerBound < $1.range.lowerBound }
        return starts.enumerated().map { index, start in
            let end = index + 1 < starts.count ? starts[index + 1].range.lowerBound : text.endIndex
            let call = String(text[start.range.upperBound..<end])
            let name = quoted(in: call).first ?? ""
            let isTest = start.kind == "testTarget"
            var dependencies: [String] = []
            if let open = call.range(of: "dependencies: ["), let close = call.range(of: "]", range: open.upperBound..<call.endIndex) {
                dependencies = quoted(in: String(call[open.upperBound..<close.lowerBound]))
            }
            var path = (isTest ? "Tests/" : "Sources/") + name
            if let label = call.range(of: "path: ") {
                path = quoted(in: String(call[label.upperBound...])).first ?? path
            }
            return Target(name: name, dependencies: dependencies, path: path, isTest: isTest)
        }
    }

    /// The string literals in `text`, in order.
    static func quoted(in text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
