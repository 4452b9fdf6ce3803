extension LineEditor {
    /// Something besides the keyboard that may need the program's attention while the user
    /// is typing: a descriptor to wait on, and what to do when it becomes readable.
    ///
    /// The editor knows nothing of what the descriptor means (a file watcher, a pipe, a
    /// timer). When it becomes readable, the editor calls ``takeEvent`` (cheap and silent:
    /// read what is waiting and say whether there is work). If there is, the editor moves
    /// below the half-typed line, puts the terminal back in its normal mode (so Ctrl-C is
    /// a signal again and can stop the work), calls ``handle``, which prints what it has to
    /// say, then draws the prompt (asked again, it may have changed) and the half-typed line
    /// as they were, cursor included.
    public struct EventSource {
        /// The descriptor to wait on; it stays owned by the caller.
        public var descriptor: Int32
        /// Called when ``descriptor`` is readable; must consume what made it readable (or
        /// the editor asks again at once) and return whether ``handle`` should run.
        public var takeEvent: () -> Bool
        /// The work, printing to standard output as it goes; the editor redraws afterwards.
        public var handle: () -> Void

        public init(descriptor: Int32, takeEvent: @escaping () -> Bool, handle: @escaping () -> Void) {
            self.descriptor = descriptor
            self.takeEvent = takeEvent
            self.handle = handle
        }
    }
}
