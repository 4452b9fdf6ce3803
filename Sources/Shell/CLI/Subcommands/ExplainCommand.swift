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
        let out = SubcommandOutput(sink: sink)
        let output: String
        if file == nil, inputIsTerminal {
            out.fail(.explainNeedsInput)
            return 2
        }
        if let file {
            guard let data = FileManager.default.contents(atPath: file) else {
                out.fail(.explainUnreadable(file: file))
                return 2
            }
            output = String(decoding: data, as: UTF8.self)
        } else {
            output = String(decoding: readStandardInput(), as: UTF8.self)
        }
        let errors = CompilerDiagnostic.errors(in: output)
        guard !errors.isEmpty else {
            out.fail(.explainFoundNoError)
            return 2
        }
        for line in errors.learnerLines(path: \.file) { out.report(.workbook(line)) }
        let unexplained = errors.filter { $0.advice == nil }.count
        if unexplained > 0 {
            out.report(.unexplainedErrors(unexplained: unexplained, total: errors.count))
            return 1
        }
        return 0
    }
}
