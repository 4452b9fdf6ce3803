#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArchLabWorkbook
import Foundation
import Synchronization

/// `archlab grade --roster DIR [--format text|csv|json|junit|html] [--output FILE] [--unsandboxed]`:
/// grades every workspace under DIR, as many at once as there are cores, with a progress bar
/// on a terminal, and writes the gradebook to standard output or FILE.
///
/// Students' code runs sealed off (`Sandbox`); where there is no sandbox the command refuses
/// and says what to install, unless `--unsandboxed` is given.
struct RosterCommand {
    var folder: String
    var format: Gradebook.Format
    var output: String?
    var unsandboxed = false

    func run(_ context: SubcommandContext) -> Int32 {
        let environment = context.environment
        let out = SubcommandOutput(sink: context.sink)
        guard let (course, lessons) = out.loadCourse(environment: environment) else { return 2 }
        let roster: Roster
        do { roster = try Roster.scan(URL(fileURLWithPath: folder, isDirectory: true)) } catch {
            out.fail(.failure("\(error)"))
            return 2
        }
        for skipped in roster.skipped { out.note(.rosterSkipped(folder: skipped.folder, reason: skipped.reason)) }
        guard !roster.students.isEmpty else {
            out.fail(.noWorkspaces(folder: folder))
            return 2
        }
        let sandbox = unsandboxed ? Sandbox.off : Sandbox.detect(environment: environment)
        if let reason = sandbox.unavailableReason, !unsandboxed {
            out.fail(.noSandbox(reason: reason))
            return 2
        }
        if unsandboxed { out.fail(.unsandboxed) }
        let showBar = isatty(2) == 1
        let grader = RosterGrader(lessonsDirectory: lessons, parallelism: ProcessInfo.processInfo.activeProcessorCount,
                                  runner: ProcessCommandRunner(sandbox: sandbox))
        let started = Date()
        let book = grader.grade(roster, course: course) { done, total, name in
            guard showBar else { return }
            let width = 30, filled = width * done / max(total, 1)
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) \(name.prefix(20))\u{1B}[K".utf8))
        }
        if showBar { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        let text = book.render(format)
        if let output {
            do { try Data(text.utf8).write(to: URL(fileURLWithPath: output)) } catch {
                out.fail(.cannotWrite(path: output, reason: error.localizedDescription))
                return 2
            }
            out.note(.gradebookWritten(students: book.students.count, seconds: Int(Date().timeIntervalSince(started)), output: output))
        } else {
            out.report(.workbook(String(text.dropLast()))) // the sink ends the line itself
        }
        return 0
    }
}
