extension LineEditor {
    /// Why a `LineEditor` could not be created. The shell can fall back to reading plain
    /// lines from standard input when it sees one.
    public struct SetupError: Error, Equatable, Sendable {
        /// What failed, in one sentence.
        public var message: String

        public init(message: String) {
            self.message = message
        }
    }
}
