import Foundation

/// A file of paths that a SwiftPM command takes as `@path` (a module's `sources`, a bundle's
/// `Objects.LinkFileList`): one path a line, quoted when SwiftPM quoted it.
struct ResponseFile: Equatable, Sendable {
    /// The file's own path.
    var path: String
    /// The paths it lists, unquoted, in order.
    var paths: [String]
    /// Whether SwiftPM wrote them quoted.
    var quoted: Bool

    init(path: String, paths: [String], quoted: Bool) {
        self.path = path
        self.paths = paths
        self.quoted = quoted
    }

    /// Reads the file at `path`.
    init(path: String) throws(AssemblyError) {
        guard let data = FileManager.default.contents(atPath: path) else { throw AssemblyError("cannot read \(path)") }
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
        let quoted = !lines.isEmpty && lines.allSatisfy { $0.count >= 2 && $0.hasPrefix("\"") && $0.hasSuffix("\"") }
        self.init(path: path,
                  paths: quoted ? lines.map { String($0.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\") } : lines,
                  quoted: quoted)
    }

    /// The text of the same file listing `paths` instead, quoted as this one was.
    func replacingPaths(with paths: [String]) -> Data {
        let lines = paths.map { path in
            quoted ? "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" : path
        }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }
}
