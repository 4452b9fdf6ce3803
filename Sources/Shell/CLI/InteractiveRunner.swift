/// A source of typed lines for the interactive loop: libedit in the executable, a plain
/// reader as fallback, a scripted list in tests.
public protocol LineSource: AnyObject {
    func readLine(prompt: String) -> LineInput
    /// Whether ``readLine(prompt:)`` can also wait on a descriptor and run work between two
    /// keys, leaving the half-typed line as it was (libedit can; a plain reader cannot).
    var waitsForEvents: Bool { get }
    /// Called before each ``readLine(prompt:)`` when ``waitsForEvents``: the descriptor to
    /// wait on besides the keyboard (nil: none), whether it has work once readable, the work.
    func waitForEvents(on descriptor: Int32?, takeEvent: @escaping () -> Bool, handle: @escaping () -> Void)
}

extension LineSource {
    public var waitsForEvents: Bool { false }
    public func waitForEvents(on descriptor: Int32?, takeEvent: @escaping () -> Bool, handle: @escaping () -> Void) {}
}

/// What one read from a terminal produced.
public enum LineInput: Equatable, Sendable {
    case line(String)
    /// A line that could not be accepted (too long, not UTF-8).
    case invalid(ShellError)
    /// Ctrl-C: the half-typed line is dropped; the shell keeps going.
    case interrupted
    /// Ctrl-D on an empty line, or the end of input.
    case endOfInput
}

/// The interactive loop: banner, prompt, run, print, repeat; errors never end it. While
/// `autocheck` is on, a source that can wait for events (libedit) also runs the exercise's
/// check each time a file of it is saved, without the learner pressing Enter.
public struct InteractiveRunner {
    public var shell: Shell
    public var sink: TextSink
    public var source: LineSource
    /// Called after each accepted line (the executable saves history here).
    public var didRun: ((String) -> Void)?

    public init(shell: Shell, sink: TextSink, source: LineSource, didRun: ((String) -> Void)? = nil) {
        self.shell = shell
        self.sink = sink
        self.source = source
        self.didRun = didRun
    }

    /// Runs until `quit` or Ctrl-D; returns the exit status (0).
    public func run(banner: Bool = true) -> Int32 {
        if banner {
            for line in ShellInfo.banner(style: shell.style) { sink.write(line, isError: false) }
            if let welcome = shell.session.lessons?.welcomeBack {
                for line in MarkdownRenderer.wrap(ShellInfo.welcomeBack(welcome), width: shell.width, style: shell.style) {
                    sink.write(line, isError: false)
                }
            }
        }
        sink.flush()
        shell.handlesEventsWhileReading = source.waitsForEvents
        loop: while true {
            if source.waitsForEvents {
                let (shell, sink) = (shell, sink)
                source.waitForEvents(on: shell.eventDescriptor, takeEvent: { shell.takeEvent() }, handle: {
                    // A Ctrl-C typed before this work started must not stop it.
                    Interrupt.clear()
                    let outcome = shell.handleEvent(announce: { line in
                        sink.write(line, isError: false)
                        sink.flush()
                    })
                    sink.write(outcome)
                    sink.flush()
                })
            }
            switch source.readLine(prompt: shell.prompt) {
            case .endOfInput:
                break loop
            case .interrupted:
                continue
            case .invalid(let error):
                sink.write(shell.reject(error))
            case .line(let line):
                Interrupt.clear()
                sink.write(shell.submit(line: line))
                didRun?(line)
                if shell.session.wantsQuit { break loop }
            }
            sink.flush()
        }
        sink.flush()
        return 0
    }
}

/// Reads lines from standard input with a plain prompt: used on a terminal when libedit is
/// not available, and by tests.
public final class PlainLineSource: LineSource {
    private let reader: LineReader
    private let sink: TextSink?

    public init(reader: LineReader, promptSink: TextSink?) {
        self.reader = reader
        self.sink = promptSink
    }

    public func readLine(prompt: String) -> LineInput {
        if let sink {
            sink.write(prompt, isError: false)
            sink.flush()
        }
        switch reader.next() {
        case nil: return .endOfInput
        case .line(let line)?: return .line(line)
        case .invalid(let error)?: return .invalid(error)
        }
    }
}
