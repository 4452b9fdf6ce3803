// Wiring only: the shell lives in ArchLabShell. Parse the command line, pick a mode, run.
#if canImport(Glibc)
import Glibc
#endif
import ArchLabShell

signal(SIGPIPE, SIG_IGN)

let options: LaunchOptions
do {
    options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    let sink = StandardStreams()
    sink.write("archlab: " + error.message, isError: true)
    exit(2)
}

let sink = StandardStreams()
let style = options.color.resolve(environment: Terminal.environment(), outputIsTerminal: Terminal.isTerminal(1))
let shell = Shell(session: Session(catalog: .standard), style: style, width: Terminal.columns())

@MainActor func finish(_ status: Int32) -> Never {
    sink.flush()
    exit(status)
}

switch options.mode {
case .help:
    sink.write(LaunchOptions.usage, isError: false)
    finish(0)
case .version:
    sink.write("archlab \(ShellInfo.version)", isError: false)
    finish(0)
case .check, .grade:
    sink.write("archlab: check and grade need the workbook, which this build does not include yet", isError: true)
    finish(2)
case .commands(let text):
    finish(ScriptRunner(shell: shell, sink: sink, keepGoing: options.keepGoing, echo: options.echo).run(commands: text))
case .file(let path):
    do {
        let reader = try LineReader(path: path)
        finish(ScriptRunner(shell: shell, sink: sink, keepGoing: options.keepGoing, echo: options.echo).run(reader, name: path))
    } catch {
        sink.write("archlab: " + error.message, isError: true)
        finish(2)
    }
case .standardInput:
    let reader = LineReader(descriptor: 0)
    if Terminal.isTerminal(0) {
        let source = PlainLineSource(reader: reader, promptSink: nil)
        let runner = InteractiveRunner(shell: shell, sink: sink, source: PromptingSource(source, sink: sink))
        finish(runner.run())
    }
    finish(ScriptRunner(shell: shell, sink: sink, keepGoing: options.keepGoing, echo: options.echo).run(reader))
}

/// Until libedit is wired in: print the prompt ourselves, without a newline.
final class PromptingSource: LineSource {
    let inner: PlainLineSource
    let sink: StandardStreams
    init(_ inner: PlainLineSource, sink: StandardStreams) {
        self.inner = inner
        self.sink = sink
    }
    func readLine(prompt: String) -> LineInput {
        sink.writePrompt(prompt)
        return inner.readLine(prompt: prompt)
    }
}
