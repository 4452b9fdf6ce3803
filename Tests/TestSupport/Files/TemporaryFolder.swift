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

    /// Writes `text` to `name` inside the folder and returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        let path = path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
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
