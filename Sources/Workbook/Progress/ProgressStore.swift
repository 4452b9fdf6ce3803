import Foundation

/// Keeps learners' progress in a plain text file, `$XDG_STATE_HOME/archlab/progress`
/// (else `~/.local/state/archlab/progress`); see `ProgressFileFormat`.
///
/// The shell creates one at start and hands it to `Walkthrough`, which loads once and
/// saves after every change. Saves are atomic; an unreadable file is set aside, never dropped.
public struct ProgressStore: Sendable {
    public let fileURL: URL
    /// Gives the time stamp in the name of a set-aside corrupt file; tests pass a fixed one.
    private let clock: @Sendable () -> Date

    public init(fileURL: URL, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.fileURL = fileURL
        self.clock = clock
    }

    /// The store at the standard place for this environment.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(fileURL: Self.defaultFileURL(environment: environment))
    }

    /// `$XDG_STATE_HOME/archlab/progress` when XDG_STATE_HOME is an absolute path, else
    /// `$HOME/.local/state/archlab/progress`.
    public static func defaultFileURL(environment: [String: String]) -> URL {
        let state: URL
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            state = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            state = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state")
        }
        return state.appendingPathComponent("archlab").appendingPathComponent("progress")
    }

    /// What `load()` found.
    public struct Loaded: Equatable, Sendable {
        public var book: ProgressBook
        /// Set when the file could not be used; the learner must see it.
        public var notice: String?

        public init(book: ProgressBook, notice: String? = nil) {
            self.book = book
            self.notice = notice
        }
    }

    /// Reads the progress. A missing file is an empty book; a corrupt file is renamed to
    /// `progress.corrupt-<UTC time>` beside it and reported in `notice`.
    public func load() -> Loaded {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return Loaded(book: ProgressBook()) }
        let data: Data
        do { data = try Data(contentsOf: fileURL) } catch {
            return Loaded(book: ProgressBook(),
                          notice: "Could not read your progress at \(fileURL.path) (\(error.localizedDescription)). It was left in place; progress from now on is not saved until it is readable.")
        }
        let reason: String
        if let text = String(data: data, encoding: .utf8) {
            do { return Loaded(book: try ProgressFileFormat.parse(text)) } catch {
                reason = "line \(error.line): \(error.reason)"
            }
        } else {
            reason = "it is not UTF-8 text"
        }
        return Loaded(book: ProgressBook(), notice: setAside(reason: reason))
    }

    /// Reads the progress without changing anything on disk (for exports and graders): a
    /// missing file is an empty book; a damaged one is an error naming the line.
    public func read() throws(ProgressReadError) -> ProgressBook {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return ProgressBook() }
        guard let data = FileManager.default.contents(atPath: fileURL.path) else {
            throw ProgressReadError(description: "cannot read \(fileURL.path); check its permissions")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ProgressReadError(description: "\(fileURL.path) is not UTF-8 text; it was left as it is. Fix it by hand or restore it from git.")
        }
        do { return try ProgressFileFormat.parse(text) } catch {
            throw ProgressReadError(description: "\(fileURL.path) line \(error.line): \(error.reason). It was left as it is; fix that line by hand or restore the file from git.")
        }
    }

    /// Writes the whole book atomically. Called by `Walkthrough` after each change.
    public func save(_ book: ProgressBook) throws {
        try AtomicFile.write(Data(ProgressFileFormat.render(book).utf8), to: fileURL)
    }

    /// Forgets one lesson's progress (`reset LESSON`).
    public func reset(_ lessonID: String) throws {
        var book = load().book
        book.remove(lessonID)
        try save(book)
    }

    /// Forgets all progress (`reset --all`, after the shell asked for confirmation).
    public func resetAll() throws {
        try save(ProgressBook())
    }

    private func setAside(reason: String) -> String {
        let stamp = Self.stampFormatter.string(from: clock())
        let base = "\(fileURL.lastPathComponent).corrupt-\(stamp)"
        var aside = fileURL.deletingLastPathComponent().appendingPathComponent(base)
        var attempt = 1
        while FileManager.default.fileExists(atPath: aside.path) {
            attempt += 1
            aside = fileURL.deletingLastPathComponent().appendingPathComponent("\(base)-\(attempt)")
        }
        do {
            try FileManager.default.moveItem(at: fileURL, to: aside)
        } catch {
            return "Your progress file \(fileURL.path) is damaged (\(reason)) and could not be moved aside (\(error.localizedDescription)). Starting from scratch; move or fix it by hand to keep it."
        }
        return "Your progress file was damaged (\(reason)). It was kept as \(aside.path); starting from scratch. Fix that file and copy it back to \(fileURL.path) to restore it."
    }

    private static var stampFormatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter
    }
}

/// The progress file could not be read; `description` says where and what to do.
public struct ProgressReadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
}
