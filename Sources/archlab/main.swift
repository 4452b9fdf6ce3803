// Wiring only: the shell lives in ArchLabShell, line editing in ArchLabLineEditor.
// Parse the command line, pick a mode, run.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArchLabLineEditor
import ArchLabShell
import ShippedSamples

signal(SIGPIPE, SIG_IGN)

let sink = StandardStreams()

@MainActor func finish(_ status: Int32) -> Never {
    sink.flush()
    exit(status)
}

let options: LaunchOptions
do {
    options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    sink.write(ErrorRenderer.render(launch: error), isError: true)
    finish(2)
}

let style = options.color.resolve(environment: Terminal.environment(), outputIsTerminal: Terminal.isTerminal(1))
let lessons = WorkbookLessons.locatingLessons(workspace: options.workspace)
// The executable chooses the scenes and apps; the shell depends on no sample.
let catalog = SampleCatalog(registrations: ShippedSamples.registrations)
let shell = Shell(session: Session(catalog: catalog, lessons: lessons),
                  style: style, width: Terminal.columns())

@MainActor func scriptRunner() -> ScriptRunner {
    ScriptRunner(shell: shell, sink: sink, keepGoing: options.keepGoing, echo: options.echo)
}

switch options.mode {
case .help:
    sink.write(LaunchOptions.usage, isError: false)
    finish(0)
case .version:
    sink.write(ShellInfo.versionLine, isError: false)
    finish(0)
case .subcommandHelp(let name):
    sink.write(Subcommands.declaration(named: name)?.help ?? LaunchOptions.usage, isError: false)
    finish(0)
case .subcommand(let invocation):
    finish(invocation.run(SubcommandContext(sink: sink, catalog: catalog, workspace: options.workspace)))
case .completions(let words):
    for word in SubcommandCompletion.candidates(words, session: shell.session) { sink.write(word, isError: false) }
    finish(0)
case .commands(let text):
    finish(scriptRunner().run(commands: text))
case .file(let path):
    do {
        finish(scriptRunner().run(try LineReader(path: path), name: path))
    } catch {
        sink.write(ErrorRenderer.render(launch: LaunchError(error.message)), isError: true)
        finish(2)
    }
case .standardInput:
    guard Terminal.isTerminal(0) else {
        var runner = scriptRunner()
        runner.waitsForEvents = true
        finish(runner.run(LineReader(descriptor: 0)))
    }
    lessons.prepareBuildsInBackground() // a person at a terminal: the course compiles while they read
    do {
        let editor = try LineEditor(
            programName: "archlab",
            historyURL: LineEditor.defaultHistoryURL(),
            prompt: { MainActor.assumeIsolated { shell.prompt } },
            complete: { line, cursor in MainActor.assumeIsolated { shell.session.completions(line: line, cursor: cursor) } },
            hint: { line in MainActor.assumeIsolated { shell.session.hint(line: line) } })
        let source = EditorLineSource(editor)
        Interrupt.install()
        finish(InteractiveRunner(shell: shell, sink: sink, source: source, didRun: { _ in
            if let problem = source.takeHistoryProblem() { sink.write(ErrorRenderer.historyNotSaved(problem), isError: true) }
        }).run())
    } catch {
        sink.write(ErrorRenderer.lineEditingOff(error), isError: true)
        finish(InteractiveRunner(shell: shell, sink: sink, source: PlainLineSource(reader: LineReader(descriptor: 0), promptSink: sink)).run())
    }
}

/// Adapts the libedit editor to the shell's `LineSource`.
final class EditorLineSource: LineSource {
    private let editor: LineEditor
    private var reportedHistoryProblem = false

    init(_ editor: LineEditor) { self.editor = editor }

    var waitsForEvents: Bool { editor.isInteractive }

    func waitForEvents(on descriptor: Int32?, takeEvent: @escaping () -> Bool, handle: @escaping () -> Void) {
        editor.eventSources = descriptor.map { [LineEditor.EventSource(descriptor: $0, takeEvent: takeEvent, handle: handle)] } ?? []
    }

    func readLine(prompt: String) -> LineInput {
        switch editor.readLine() {
        case .line(let text): return .line(text)
        case .interrupted: return .interrupted
        case .endOfInput: return .endOfInput
        }
    }

    /// The history file's problem, once per run.
    func takeHistoryProblem() -> String? {
        guard !reportedHistoryProblem, let problem = editor.historyError else { return nil }
        reportedHistoryProblem = true
        return "\(problem)"
    }
}
