// A tiny REPL over ArchLabLineEditor, run by LineEditorTests in a pseudo-terminal.
//
//     lineedit-demo [--history <file>] [--wake <fifo>]
//
// Prompt `archlab> ` (coloured, to exercise the invisible-marker handling), completes the
// first word from `help hello history greet` and greet's argument from a few names, hints
// `<name>` while greet has no argument, prints `got: <line>` for every line, and exits 0
// on Ctrl-D. With `--wake`, text written to the FIFO while a line is being typed is printed
// as `woke: <text>` (an event source), and the prompt and half-typed line are drawn again.
import ArchLabLineEditor
import Foundation

let commands = ["help", "hello", "history", "greet"]
let names = ["Ada", "Alan", "Grace"]

var historyURL: URL?
var wakePath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--history":
        guard let path = arguments.popFirst() else {
            FileHandle.standardError.write(Data("lineedit-demo: --history needs a file path.\n".utf8))
            exit(2)
        }
        historyURL = URL(fileURLWithPath: path)
    case "--wake":
        guard let path = arguments.popFirst() else {
            FileHandle.standardError.write(Data("lineedit-demo: --wake needs a FIFO path (make one with mkfifo).\n".utf8))
            exit(2)
        }
        wakePath = path
    default:
        FileHandle.standardError.write(Data("lineedit-demo: unknown argument \(argument). Try: lineedit-demo --history /tmp/h\n".utf8))
        exit(2)
    }
}

func candidates(line: String, cursor: Int) -> [String] {
    let word = CompletionMath.word(in: line, cursor: cursor)
    switch word.index {
    case 0:
        return commands.filter { $0.hasPrefix(word.text) }
    case 1 where line.split(separator: " ").first == "greet":
        return names.filter { $0.hasPrefix(word.text) }
    default:
        return []
    }
}

func hint(line: String) -> String? {
    let words = line.split(whereSeparator: \.isWhitespace)
    return words.first == "greet" && words.count == 1 ? "<name>" : nil
}

let editor: LineEditor
do {
    editor = try LineEditor(
        programName: "lineedit-demo",
        historyURL: historyURL,
        prompt: { "\u{1B}[1;36marchlab\u{1B}[0m> " },
        complete: candidates(line:cursor:),
        hint: hint(line:)
    )
} catch {
    FileHandle.standardError.write(Data("lineedit-demo: \(error.message)\n".utf8))
    exit(1)
}

if let wakePath {
    // Read-write, so opening does not wait for a writer and a writer closing is no hang-up.
    let descriptor = open(wakePath, O_RDWR | O_NONBLOCK)
    guard descriptor >= 0 else {
        FileHandle.standardError.write(Data("lineedit-demo: cannot open \(wakePath).\n".utf8))
        exit(2)
    }
    var received = ""
    editor.eventSources = [LineEditor.EventSource(descriptor: descriptor, takeEvent: {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return false }
        received = String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return !received.isEmpty
    }, handle: {
        FileHandle.standardOutput.write(Data("woke: \(received)\n".utf8))
    })]
}

while true {
    switch editor.readLine() {
    case .line(let line):
        FileHandle.standardOutput.write(Data("got: \(line)\n".utf8))
        if let problem = editor.historyError {
            FileHandle.standardError.write(Data("lineedit-demo: \(problem.message)\n".utf8))
        }
    case .interrupted:
        continue
    case .endOfInput:
        exit(0)
    }
}
