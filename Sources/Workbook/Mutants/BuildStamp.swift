import Foundation

/// What a step of a `VariantBuild` last ran on, kept beside its outputs, so a step whose
/// command and inputs did not change is skipped (as llbuild skips SwiftPM's own): the digest
/// of the arguments and of each input's path, size, modification time and file number.
///
/// The digest is taken before the step runs and recorded only after it succeeded, so a file
/// that changes while it runs makes the next build run it again.
struct BuildStamp: Equatable, Sendable {
    var digest: String

    init(arguments: [String], inputs: [String]) {
        var lines = arguments
        for input in inputs.sorted() {
            let attributes = try? FileManager.default.attributesOfItem(atPath: input)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            let number = (attributes?[.systemFileNumber] as? NSNumber)?.int64Value ?? -1
            lines.append("\(input) \(size) \(time) \(number)")
        }
        digest = SHA256.hexDigest(Array(lines.joined(separator: "\n").utf8))
    }

    /// True when `file` records this stamp and every one of `outputs` exists.
    func isCurrent(in file: URL, outputs: [String]) -> Bool {
        FileManager.default.contents(atPath: file.path) == Data(digest.utf8) && outputs.allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }

    /// Records the stamp in `file`, once its step succeeded.
    func record(in file: URL) {
        try? AtomicFile.write(Data(digest.utf8), to: file)
    }
}
