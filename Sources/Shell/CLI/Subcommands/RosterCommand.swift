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

    func run(sink: TextSink, environment: [String: String]) -> Int32 {
        guard let lessons = LessonsDirectory.locate(environment: environment) else {
            sink.write("archlab: no course found (no Lessons/ folder); run the archlab of an ArchLab checkout or set ARCHLAB_LESSONS", isError: true)
            return 2
        }
        let course: Course, roster: Roster
        do {
            course = try Course.load(from: lessons)
            roster = try Roster.scan(URL(fileURLWithPath: folder, isDirectory: true))
        } catch {
            sink.write("archlab: \(error)", isError: true)
            return 2
        }
        for skipped in roster.skipped { sink.write("skipped \(skipped.folder): \(skipped.reason)", isError: true) }
        guard !roster.students.isEmpty else {
            sink.write("archlab: no workspaces in \(folder). Put one folder per student there (each made by `archlab init`).", isError: true)
            return 2
        }
        let sandbox = unsandboxed ? Sandbox.off : Sandbox.detect(environment: environment)
        if let reason = sandbox.unavailableReason, !unsandboxed {
            sink.write("archlab: grade --roster runs every student's code, and it cannot be sealed off here: \(reason). \(Sandbox.remedy), or pass --unsandboxed to grade anyway with the students' code running as you, with your files and network.", isError: true)
            return 2
        }
        if unsandboxed { sink.write("archlab: --unsandboxed: the students' code runs as you, with your files and network", isError: true) }
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
                sink.write("archlab: cannot write \(output): \(error.localizedDescription)", isError: true)
                return 2
            }
            sink.write("graded \(book.students.count) workspaces in \(Int(Date().timeIntervalSince(started))) s; gradebook written to \(output)", isError: true)
        } else {
            sink.write(String(text.dropLast()), isError: false) // the sink ends the line itself
        }
        return 0
    }
}
