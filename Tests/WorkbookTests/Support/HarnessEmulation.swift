import ArchLabWorkbook
import Foundation

/// Answers a sealed run's two commands (`--list-tests`, then a run of named tests) the way a
/// test bundle linked with `ArchLabTestHarness` would, from canned XCTest console output: so
/// fakes that replay captured output go through `SealedTestRun` like real bundles do.
///
/// A case of the output that passed is reported started and finished; one that failed, with
/// its failures; one that crashed, started and never finished (the process "ends" there and
/// the report has no `done`).
enum HarnessEmulation {
    /// `--list-tests` output: every case of `canned`, under each test class of the package
    /// (`Module.Class`; captured output may come from a class of another name).
    static func listing(of canned: CommandOutput, classes: [String]) -> CommandOutput {
        let cases = TestOutputParser.parseTestOutput(canned.combined).cases
        let lines = classes.flatMap { qualified in cases.map { "\(qualified)/\($0.name)" } }
        return CommandOutput(status: 0, stdout: "Listing \(lines.count) tests in x.xctest:\n\n" + lines.joined(separator: "\n") + "\n", stderr: "")
    }

    /// A run of the tests named by the last argument (`M.Class/test,...`): writes the report
    /// into the folder `environment["ARCHLAB_VERDICTS"]` names, with its key, and answers `canned`.
    static func run(_ arguments: [String], environment: [String: String], canned: CommandOutput) -> CommandOutput {
        guard let folder = environment["ARCHLAB_VERDICTS"], let requested = arguments.last,
              let key = try? String(contentsOfFile: folder + "/key", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines) else {
            return canned
        }
        let cases = TestOutputParser.parseTestOutput(canned.combined).cases
        var lines: [String] = []
        var ended = false
        for id in requested.split(separator: ",").map(String.init) {
            let name = String(id.drop { $0 != "/" }.dropFirst())
            guard let test = cases.first(where: { $0.name == name }) else { continue }
            lines.append("\(key) start \(id)")
            if test.status == .crashed { ended = true; break }
            for failure in test.failures {
                let message = failure.message.replacingOccurrences(of: "\n", with: "\\n")
                lines.append("\(key) fail \(id) \(failure.file ?? "")\t\(failure.line ?? 0)\t\(message)")
            }
            if test.status == .skipped { lines.append("\(key) skip \(id)") }
            lines.append("\(key) finish \(id) \(test.seconds ?? 0)")
        }
        if !ended { lines.append("\(key) done") }
        try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: folder + "/report"))
        return canned
    }
}
