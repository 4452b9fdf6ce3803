import Foundation

/// A fresh folder under the system temporary directory, removed when the test is done.
/// Tests create one in `setUp` and call ``remove()`` in `tearDown`.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("archlab-lineeditor-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// The permission bits of the file or folder at `url`, or `nil` if it does not exist.
    static func mode(of url: URL) -> Int? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes?[.posixPermissions] as? NSNumber)?.intValue
    }
}
