import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// Every example every command declares (the lines `help CMD` shows) runs without an error
/// in a fresh session on the shipped samples and course, after the setup it names.
final class DeclaredExampleTests: XCTestCase {
    func testEveryDeclaredExampleRuns() throws {
        let lessons = Checkout.lessons
        try XCTSkipUnless(FileManager.default.fileExists(atPath: lessons.appendingPathComponent("01-streams").path))
        let folder = try TemporaryFolder(prefix: "archlab-examples")
        defer { folder.remove() }
        let original = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.url.path))
        defer { XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(original)) }

        var ran = 0
        for declaration in CommandSet.standard.all {
            XCTAssertFalse(declaration.examples.isEmpty, "\(declaration.name) declares no example")
            for example in declaration.examples {
                for (path, text) in example.files {
                    try text.write(to: folder.url.appendingPathComponent(path), atomically: true, encoding: .utf8)
                }
                let state = folder.url.appendingPathComponent("state-\(ran)")
                let session = Session(catalog: .standard,
                                      lessons: WorkbookLessons(lessonsDirectory: lessons, environment: ["XDG_STATE_HOME": state.path, "HOME": state.path]))
                // `new` and `load` write and compile a playground of the example's own.
                session.code.playgroundDirectory = folder.url.appendingPathComponent("playground-\(ran)")
                let shell = Shell(session: session)
                for line in example.setup + [example.line] {
                    let outcome = shell.submit(line: line)
                    XCTAssertTrue(outcome.succeeded, "\(declaration.name) example '\(example.line)': '\(line)' failed: \(outcome.text)")
                }
                // What an example scheduled (`at`) must run cleanly too.
                if session.scheduler.nextScheduledTime != nil {
                    let outcome = shell.submit(line: "run")
                    XCTAssertTrue(outcome.succeeded, "\(declaration.name) example '\(example.line)' failed when the clock ran: \(outcome.text)")
                }
                ran += 1
            }
        }
        XCTAssertGreaterThanOrEqual(ran, CommandSet.standard.all.count)
    }
}
