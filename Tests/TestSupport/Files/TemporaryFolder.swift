import Foundation

/// A fresh folder under the system temporary directory, removed when the test is done.
/// Tests create one in `setUp` (or `setUpWithError`) and call ``remove()`` in `tearDown`.
public final class TemporaryFolder {
    public let url: URL

    /// `prefix` names the folder after its test (`archlab-replay-...`), so a leftover says whose it is.
    public init(prefix: String = "archlab-test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the folder (nothing is created).
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `relativePath` inside the folder (making its folders) and returns its path.
    @discardableResult
    public func write(_ text: String, to relativePath: String) throws -> String {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// The names directly inside the folder, sorted.
    public func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// The permission bits of the file or folder at `url`, or `nil` if it does not exist.
    public static func mode(of url: URL) -> Int? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes?[.posixPermissions] as? NSNumber)?.intValue
    }
}
