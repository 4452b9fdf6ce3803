import CLibEditShim
import Foundation

/// The libedit history list plus the file it persists to.
///
/// Owned by `LineEditor`: it loads the file once at start, records each accepted line and
/// saves after every one. Saving writes a fresh temporary file (mode 0600, from `mkstemp`)
/// beside the target and renames it over the target, so a crash never leaves a half-written
/// history. Missing directories are created with mode 0700. If an existing file cannot be
/// read, saving is switched off for the session instead of overwriting it.
/// Single-threaded: used only from the thread that calls `readLine()`.
final class HistoryFile {
    /// Where the history lives; `nil` keeps history in memory only.
    let url: URL?
    /// libedit's `History *`, handed to the editor with `EL_HIST`.
    let handle: OpaquePointer
    /// Why the last load or save failed, in words for the user; `nil` when all went well.
    private(set) var problem: LineEditor.HistoryError?
    private var savingDisabled = false

    /// Creates an empty history holding at most `capacity` entries.
    /// Returns `nil` only when libedit cannot allocate one.
    init?(url: URL?, capacity: Int) {
        guard let handle = history_init() else { return nil }
        self.url = url
        self.handle = handle
        _ = archlab_history_set_size(handle, Int32(clamping: capacity))
        _ = archlab_history_set_unique(handle, 1)
    }

    deinit {
        history_end(handle)
    }

    /// Reads the file into the list; a missing file is an empty history, not an error.
    func load() {
        guard let url else { return }
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        if archlab_history_load(handle, url.path) < 0 {
            savingDisabled = true
            problem = .init(message: "Could not read the history file \(url.path); "
                + "this session's history will not be saved. Move the file away to start a new one.")
        }
    }

    /// Adds `line` unless it is blank or equal to the most recent entry.
    /// Returns whether it was added.
    @discardableResult
    func record(_ line: String) -> Bool {
        guard !line.allSatisfy(\.isWhitespace) else { return false }
        guard line != newest else { return false }
        return archlab_history_enter(handle, line) >= 0
    }

    /// The most recent entry, if any.
    var newest: String? {
        var pointer: UnsafePointer<CChar>?
        guard archlab_history_newest(handle, &pointer) == 0, let pointer else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
    }

    /// All entries, oldest first.
    var entries: [String] {
        var result: [String] = []
        var pointer: UnsafePointer<CChar>?
        var status = archlab_history_oldest(handle, &pointer)
        while status == 0, let line = pointer {
            result.append(String(decoding: UnsafeRawBufferPointer(start: line, count: strlen(line)), as: UTF8.self))
            status = archlab_history_newer(handle, &pointer)
        }
        return result
    }

    /// Writes the list to the file atomically; records a problem instead of throwing so the
    /// editor keeps working when the disk does not.
    func save() {
        guard let url, !savingDisabled else { return }
        do {
            try HistoryFile.createDirectories(for: url.deletingLastPathComponent())
            try writeAtomically(to: url)
            problem = nil
        } catch {
            problem = error
        }
    }

    private func writeAtomically(to url: URL) throws(LineEditor.HistoryError) {
        let directory = url.deletingLastPathComponent().path
        var template = Array((directory + "/.\(url.lastPathComponent).XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else {
            throw .init(message: "Could not write history in \(directory): \(HistoryFile.reason()).")
        }
        let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let stream = fdopen(descriptor, "w") else {
            close(descriptor)
            unlink(temporaryPath)
            throw .init(message: "Could not write history in \(directory): \(HistoryFile.reason()).")
        }
        let written = archlab_history_save_fp(handle, stream)
        let flushed = fflush(stream) == 0 && fsync(descriptor) == 0
        fchmod(descriptor, 0o600)
        let closed = fclose(stream) == 0
        guard written >= 0, flushed, closed, rename(temporaryPath, url.path) == 0 else {
            let reason = HistoryFile.reason()
            unlink(temporaryPath)
            throw .init(message: "Could not save history to \(url.path): \(reason).")
        }
    }

    /// Creates `directory` and any missing parents with mode 0700; existing ones are left alone.
    static func createDirectories(for directory: URL) throws(LineEditor.HistoryError) {
        var missing: [String] = []
        var current = directory.standardizedFileURL
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: current.path, isDirectory: &isDirectory) {
            missing.append(current.path)
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        for path in missing.reversed() {
            guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
                throw .init(message: "Could not create the history folder \(path): \(reason()).")
            }
            chmod(path, 0o700)
        }
    }

    private static func reason() -> String {
        guard let text = strerror(errno) else { return "error \(errno)" }
        return String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)), as: UTF8.self)
    }
}
