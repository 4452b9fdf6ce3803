import ArchLabToolchain
import ArchLabWorkbook
import Foundation

/// `archlab explain [FILE]`: the compiler errors in `swift build` output (FILE, or standard
/// input), each with what it means in architecture terms when `PlumbingExplainer` knows.
///
/// Exit status 0 when every error was explained, 1 when one was not, 2 when the output held
/// no compiler error or FILE could not be read. `scripts/check-course` uses it to prove that
/// each compile error a lesson's stages meet is explained.
struct ExplainCommand {
    var file: String?

    /// - Parameters:
    ///   - inputIsTerminal: standard input is a person at a keyboard, not a pipe: nothing to read.
    func run(sink: TextSink, inputIsTerminal: Bool = Terminal.isTerminal(0),
             readStandardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }) -> Int32 {
        let output: String
        if file == nil, inputIsTerminal {
            sink.write("archlab explain: give the file `swift build` wrote its output to (archlab explain build.log), or pipe it in: swift build 2>&1 | archlab explain", isError: true)
            return 2
        }
        if let file {
            guard let data = FileManager.default.contents(atPath: file) else {
                sink.write("archlab explain: cannot read '\(ShellError.shorten(file))'; give the file `swift build` wrote its output to, or pipe it in: swift build 2>&1 | archlab explain", isError: true)
                return 2
            }
            output = String(decoding: data, as: UTF8.self)
        } else {
            output = String(decoding: readStandardInput(), as: UTF8.self)
        }
        let errors = CompilerDiagnostic.errors(in: output)
        guard !errors.isEmpty else {
            sink.write("archlab explain: no compiler error (`path:line:column: error: message`) in the output; give it the output of a `swift build` that failed", isError: true)
            return 2
        }
        for line in errors.learnerLines(path: \.file) { sink.write(line, isError: false) }
        let unexplained = errors.filter { $0.advice == nil }.count
        if unexplained > 0 {
            sink.write("\(unexplained) of \(errors.count) error\(errors.count == 1 ? "" : "s") without advice (the explainer knows the plumbing of RIBs and Clean Swift, not every error).", isError: false)
            return 1
        }
        return 0
    }
}
