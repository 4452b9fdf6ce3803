import Foundation

/// Lists the files a build may take from a folder the course does not own.
enum SourceFiles {
    /// Regular `.swift` files below `folder`, relative path → URL; hidden entries and symbolic
    /// links are skipped, so a submission cannot point the build at files outside itself.
    static func swiftFiles(under folder: URL) -> [String: URL] {
        regularFiles(under: folder).filter { $0.key.hasSuffix(".swift") }
    }

    /// Regular files below `folder` (not following links), relative path → URL, hidden ones skipped.
    static func regularFiles(under folder: URL) -> [String: URL] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        var result: [String: URL] = [:]
        while let path = enumerator.nextObject() as? String {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            let url = folder.appendingPathComponent(path)
            guard let type = try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType,
                  type == .typeRegular else { continue }
            result[path] = url
        }
        return result
    }
}
