import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that a crash at any moment leaves either the old or the new content:
/// write a temporary file in the same folder, flush it to disk, then rename it over the target.
enum AtomicFile {
    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    /// Called by `ProgressStore.save`. Creates the parent folder when missing.
    static func write(_ data: Data, to url: URL) throws(WriteError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(description: "cannot create \(folder.path): \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw WriteError(description: "cannot write \(temporary.path): \(errorText())") }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = POSIX.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errorText()
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errorText() }
        close(descriptor)
        if let failure {
            unlink(temporary.path)
            throw WriteError(description: "cannot write \(temporary.path): \(failure)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = errorText()
            unlink(temporary.path)
            throw WriteError(description: "cannot replace \(url.path): \(reason)")
        }
        // Make the rename itself durable; a failure here leaves a complete file, so it is ignored.
        let directory = open(folder.path, O_RDONLY)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
