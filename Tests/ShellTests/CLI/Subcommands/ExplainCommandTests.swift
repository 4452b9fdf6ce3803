import XCTest
@testable import ArchLabShell

/// `archlab explain`: build output in, each error with its advice out; the exit status says
/// whether every error was explained.
final class ExplainCommandTests: XCTestCase {
    private let explained = "/w/Root.swift:56:58: error: argument type 'any RootInteractable' does not conform to expected type 'WelcomeListener'\n"
    private let unknown = "/w/Root.swift:63:5: error: overriding declaration requires an 'override' keyword\n"

    private func run(_ input: String) -> (status: Int32, sink: BufferSink) {
        let sink = BufferSink()
        let status = ExplainCommand(file: nil).run(sink: sink, inputIsTerminal: false, readStandardInput: { Data(input.utf8) })
        return (status, sink)
    }

    func testParses() throws {
        XCTAssertEqual(try SubcommandLine.arguments("explain"), SubcommandArguments())
        XCTAssertEqual(try SubcommandLine.arguments("explain", "build.log"), SubcommandArguments(words: ["FILE": ["build.log"]]))
        XCTAssertThrowsError(try LaunchOptions.parse(["explain", "--all"]))
        XCTAssertThrowsError(try LaunchOptions.parse(["explain", "a.log", "b.log"]))
    }

    func testEveryErrorExplained_Status0WithTheAdviceUnderTheError() {
        let (status, sink) = run("Compiling...\n" + explained)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(sink.lines.first, "  /w/Root.swift:56:58: argument type 'any RootInteractable' does not conform to expected type 'WelcomeListener'")
        XCTAssertTrue(sink.lines.dropFirst().first?.hasPrefix("    → The parent's interactor is Welcome's listener") == true, sink.text)
    }

    func testAnErrorWithoutAdvice_Status1AndCounted() {
        let (status, sink) = run(explained + unknown)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(sink.text.contains("1 of 2 errors without advice"), sink.text)
    }

    func testNoErrorOrNoFile_Status2WithWhatToGive() {
        let (status, sink) = run("Build complete!\n")
        XCTAssertEqual(status, 2)
        XCTAssertTrue(sink.errorLines.first?.contains("give it the output of a `swift build` that failed") == true, sink.text)
        let keyboard = BufferSink()
        XCTAssertEqual(ExplainCommand(file: nil).run(sink: keyboard, inputIsTerminal: true, readStandardInput: { XCTFail("nothing to read"); return Data() }), 2)
        XCTAssertTrue(keyboard.errorLines.first?.contains("archlab explain build.log") == true, keyboard.text)
        let missing = BufferSink()
        XCTAssertEqual(ExplainCommand(file: "/nonexistent/build.log").run(sink: missing), 2)
        XCTAssertTrue(missing.errorLines.first?.contains("swift build 2>&1 | archlab explain") == true, missing.text)
    }
}
