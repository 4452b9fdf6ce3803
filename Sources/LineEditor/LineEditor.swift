import CLibEditShim
import Foundation

/// An interactive line reader for the ArchLab shell, built on the system libedit.
///
/// The `archlab` executable creates one when standard input is a terminal and calls
/// ``readLine()`` in its command loop. It offers:
///
/// - **Prompt**: the `prompt` closure is called once per ``readLine()``; ANSI colour escapes
///   in it are fine (they are marked invisible for libedit's `EL_PROMPT_ESC`).
/// - **Completion**: Tab calls `complete(line, cursor)` (cursor counts `Character`s) for
///   full replacement words for the word under the cursor (see ``CompletionMath/word(in:cursor:)``).
///   One candidate replaces the word and adds a space; several insert their common prefix;
///   a second Tab on an unchanged line lists them in columns below, like bash.
/// - **Hints**: `hint(line)` is shown as plain text at the right edge of the line (libedit's right
///   prompt), refreshed as the user types; it disappears when the line gets too long for it.
///   The right prompt was chosen over a line below the input because libedit redraws it
///   itself on resize, wrap and history recall, where a hand-drawn line would go stale.
/// - **Ctrl-C** drops the half-typed line (shows `^C`) and ``readLine()`` returns
///   ``Input/interrupted``; **Ctrl-D** on an empty line returns ``Input/endOfInput``.
///   While editing, the terminal's `isig` is off (libedit `setty -d -isig`), so Ctrl-C and
///   Ctrl-Z are keys, not signals: nothing can kill the process from the keyboard while it
///   reads. Outside ``readLine()`` the terminal is in its normal mode and the caller may
///   install its own `SIGINT` handler. libedit's `EL_SIGNAL` is on, so a signal that does
///   arrive while reading (`kill`, hang-up, resize) finds the terminal restored first.
/// - **History**: loaded from `historyURL` at start; every non-blank line that differs from
///   the previous entry is added and the file saved right away (temporary file + rename,
///   mode 0600, missing folders created 0700); at most ``historyCapacity`` entries. Up and
///   Down recall it. Problems are kept in ``historyError``, never thrown at the caller.
///   Two shells running at once: the last one to save wins. Lines read from a pipe or
///   file (not a terminal) are never recorded.
/// - **Locale and editrc**: `LC_CTYPE` is taken from the environment (falling back to
///   `C.UTF-8` when that is not UTF-8) so non-ASCII input works; the editor starts in emacs
///   mode and then reads `~/.editrc` (or `$EDITRC`), which may switch to vi or rebind keys.
///   Tab, Ctrl-C and (with hints) the printable keys are bound after that file is read.
/// - **Events**: ``eventSources`` lists descriptors to wait on together with the keyboard
///   (a file watcher, say); when one has work, it runs below the half-typed line with the
///   terminal in its normal mode (so Ctrl-C reaches the caller's `SIGINT` handler), and the
///   prompt and line are drawn again, unchanged (``EventSource``). Keys typed meanwhile wait
///   in the terminal and are read afterwards. While sources are set, libedit re-arms its
///   resize handling at each line rather than at each resize (a second resize during one
///   line is noticed on the next).
///
/// Not thread-safe: create it, call it and drop it on one thread. The terminal is restored
/// after every ``readLine()`` and when the editor is deinitialised (`el_end`).
public final class LineEditor {
    /// The most entries the history keeps; older ones are dropped first.
    public static let historyCapacity = 1000

    /// Whether both input and output are terminals. When `false`, libedit reads plain lines
    /// without a prompt or editing; the shell may prefer its own non-interactive path.
    public let isInteractive: Bool

    // Internal, not private: `LineEditor+Configuration.swift` wires them up.
    let editLine: OpaquePointer
    let callbacks: EditorCallbacks
    let historyFile: HistoryFile?
    private let output: UnsafeMutablePointer<FILE>
    private let ownedStreams: [UnsafeMutablePointer<FILE>]

    /// Sets up libedit on `input` and `output` (not yet touching the terminal's mode).
    ///
    /// - Parameters:
    ///   - programName: the name `~/.editrc` lines may be prefixed with (`archlab:bind …`).
    ///   - input: where keys are read from; standard input by default.
    ///   - output: where the prompt, echo and completion lists go; standard output by default.
    ///   - historyURL: the history file, usually ``defaultHistoryURL(environment:)``; `nil`
    ///     keeps history for this session only.
    ///   - prompt: the prompt text, asked once per ``readLine()``.
    ///   - complete: candidates for the word under the cursor; called on each Tab.
    ///   - hint: what the line still needs (e.g. `<name>`), or `nil`; called as the line changes.
    /// - Throws: ``SetupError`` when a stream cannot be opened or libedit fails to start.
    public init(
        programName: String,
        input: FileHandle = .standardInput,
        output: FileHandle = .standardOutput,
        historyURL: URL? = nil,
        prompt: @escaping () -> String,
        complete: @escaping (_ line: String, _ cursor: Int) -> [String] = { _, _ in [] },
        hint: ((_ line: String) -> String?)? = nil
    ) throws(SetupError) {
        TerminalLocale.prepare()
        var owned: [UnsafeMutablePointer<FILE>] = []
        func open(_ handle: FileHandle, _ mode: String) throws(SetupError) -> UnsafeMutablePointer<FILE> {
            let descriptor = handle.fileDescriptor
            if let standard = archlab_stdio(descriptor) { return standard }
            let copy = dup(descriptor)
            guard copy >= 0, let stream = fdopen(copy, mode) else {
                if copy >= 0 { close(copy) }
                owned.forEach { fclose($0) }
                throw SetupError(message: "Could not open file descriptor \(descriptor) for the line editor.")
            }
            owned.append(stream)
            return stream
        }
        let inputStream = try open(input, "r")
        let outputStream = try open(output, "w")
        let errorStream = try open(FileHandle.standardError, "w")
        guard let editLine = el_init(programName, inputStream, outputStream, errorStream) else {
            owned.forEach { fclose($0) }
            throw SetupError(message: "libedit could not start (el_init failed).")
        }
        self.editLine = editLine
        self.output = outputStream
        self.ownedStreams = owned
        self.isInteractive = isatty(input.fileDescriptor) == 1 && isatty(output.fileDescriptor) == 1
        self.callbacks = EditorCallbacks(prompt: prompt, complete: complete, hint: hint, output: outputStream,
                                         input: fileno(inputStream))
        self.historyFile = HistoryFile(url: historyURL, capacity: LineEditor.historyCapacity)
        configure(withHints: hint != nil)
    }

    deinit {
        el_end(editLine)
        ownedStreams.forEach { fclose($0) }
    }

    /// Reads one line, letting the user edit it, complete it and recall history.
    ///
    /// Called by the shell's command loop; blocks until Enter, Ctrl-C or Ctrl-D. On a
    /// terminal, a returned line has already been added to the history and saved. When the
    /// input is not a terminal (``isInteractive`` is `false`) it returns the next input line
    /// as is, with no prompt and without touching the history; the last line needs no
    /// newline.
    public func readLine() -> Input {
        callbacks.beginLine()
        // libedit's own reader unless something besides the keyboard may need attention.
        _ = archlab_el_set_getcfn(editLine, eventSources.isEmpty ? nil : KeyFunctions.readCharacter)
        if isInteractive {
            // Raw mode before the prompt is drawn: on its first call el_gets draws the prompt
            // while the terminal is still cooked, and keys typed right then would be echoed
            // by the kernel (seen as "archlab> ^[[A" in the end-to-end tests).
            _ = archlab_el_prep_term(editLine, 1)
        }
        var count: Int32 = 0
        errno = 0
        let raw = el_gets(editLine, &count)
        let failure = errno
        if callbacks.interrupted {
            return .interrupted
        }
        guard let raw, count > 0 else {
            if isInteractive {
                fputs("\n", output)
                fflush(output)
            }
            return count < 0 && failure == EINTR ? .interrupted : .endOfInput
        }
        var text = String(decoding: UnsafeRawBufferPointer(start: raw, count: Int(count)), as: UTF8.self)
        while let last = text.last, last.isNewline {
            text.removeLast()
        }
        // Piped scripts are not the user's typing: they stay out of the history file.
        if isInteractive, let historyFile, historyFile.record(text) {
            historyFile.save()
        }
        return .line(text)
    }

    /// What the editor waits on besides the keyboard while reading a line; see
    /// ``EventSource``. Read at the start of each ``readLine()``: the caller sets it between
    /// lines (an empty list reads with libedit's own reader, as when it was never set).
    public var eventSources: [EventSource] {
        get { callbacks.events.sources }
        set { callbacks.events.sources = newValue }
    }

    /// The latest problem reading or writing the history file, or `nil`. The shell may show
    /// its `message` once; editing goes on either way.
    public var historyError: HistoryError? {
        historyFile?.problem
    }

    /// The history, oldest entry first.
    public var historyEntries: [String] {
        historyFile?.entries ?? []
    }

    /// Whether `handle` is a terminal; the `archlab` executable asks this to choose between
    /// a `LineEditor` and plain line reading.
    public static func isTerminal(_ handle: FileHandle) -> Bool {
        isatty(handle.fileDescriptor) == 1
    }
}
