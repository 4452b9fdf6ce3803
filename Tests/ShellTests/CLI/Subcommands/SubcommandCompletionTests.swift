import ArchLabTestSupport
import Foundation
import XCTest
@testable import ArchLabShell

/// Tab on an `archlab` command line: the words come from the declarations, and the bash
/// script `archlab completion bash` prints offers them.
final class SubcommandCompletionTests: XCTestCase {
    private func complete(_ words: String...) -> [String] {
        SubcommandCompletion.candidates(words, session: Session(catalog: .standard, lessons: WorkbookLessons(lessonsDirectory: Checkout.lessons)))
    }

    func testSubcommandsOptionsAndValues_FromTheDeclarations() {
        XCTAssertEqual(complete(""), Subcommands.all.map(\.name) + ["help"])
        XCTAssertEqual(complete("re"), ["replay", "reset"])
        XCTAssertEqual(complete("help", "gr"), ["grade"])
        XCTAssertEqual(complete("grade", "--"), ["--format", "--solutions", "--roster", "--help"])
        XCTAssertEqual(complete("grade", "--solutions", "--"), ["--format", "--roster", "--help"])
        XCTAssertEqual(complete("grade", "--format", ""), ["text", "json", "junit"])
        XCTAssertEqual(complete("grade", "--roster", "class", "--"), ["--format", "--output", "--unsandboxed", "--help"])
        XCTAssertEqual(complete("grade", "--roster", "class", "--format", "h"), ["html"])
        XCTAssertEqual(complete("progress", "--format", "c"), ["csv"])
        XCTAssertEqual(complete("reset", "streams", "-"), ["--exercise", "--yes", "--help"])
        XCTAssertEqual(complete("completion", ""), ["bash", "zsh"])
        XCTAssertEqual(complete("grade", "--output", ""), [], "a file name: left to the shell")
        XCTAssertEqual(complete("explain", ""), [], "a file name: left to the shell")
    }

    func testLessonArguments_CompleteTheCoursesLessonIDs() {
        XCTAssertEqual(complete("check", "stre"), ["streams"])
        XCTAssertEqual(complete("--workspace", "w", "watch", "stre"), ["streams"])
        XCTAssertEqual(complete("replay", "--skip-exercises", "streams", "stre"), ["streams"])
        XCTAssertEqual(complete("check", "streams", ""), [], "check takes one LESSON")
    }

    /// The script bash sources, driven as bash drives it on Tab (COMP_WORDS, COMP_CWORD).
    func testTheBashScript_OffersWhatArchlabAnswers() throws {
        let archlab = try BuildProducts.executable(named: "archlab")
        let bash = URL(fileURLWithPath: "/bin/bash")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: bash.path), "no bash")
        func tab(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let script = "source <('\(archlab.path)' completion bash); COMP_WORDS=('\(archlab.path)' \(quoted)); "
                + "COMP_CWORD=\(words.count); _archlab; printf '%s\\n' \"${COMPREPLY[@]}\"; complete -p archlab"
            let process = Process()
            process.executableURL = bash
            process.arguments = ["-c", script]
            process.environment = ["ARCHLAB_LESSONS": Checkout.lessons.path, "PATH": "/usr/bin:/bin"]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        XCTAssertEqual(try tab(["gr"]), ["grade", "complete -o default -F _archlab archlab"])
        XCTAssertEqual(try tab(["grade", "--format", ""]), ["text", "json", "junit", "complete -o default -F _archlab archlab"])
        XCTAssertEqual(try tab(["check", "stre"]), ["streams", "complete -o default -F _archlab archlab"])
    }
}
