extension LineEditor {
    /// Why the history file could not be read or written.
    ///
    /// History problems never stop the editor; `LineEditor` keeps the latest one in
    /// `historyError` so the shell can show `message` once.
    public struct HistoryError: Error, Equatable, Sendable {
        /// One sentence for the user, naming the file and what to do.
        public var message: String

        public init(message: String) {
            self.message = message
        }
    }
}
