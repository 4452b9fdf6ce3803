import Foundation
import XCTest

/// Things done one way in one place, checked in `Sources/`: the RIB tree has one model (RIBs'
/// `RIBNode`; the shell adds only its change marks), one DOT, one Mermaid and one text
/// renderer, and `fire` finds and validates an action once, then hands it to the sample typed.
final class OneWayTests: XCTestCase {
    /// Types declared once in all of `Sources/`, with the one file that declares them.
    static let singleDeclarations: [String: String] = [
        "RIBNode": "Sources/RIBs/Tree/RIBNode.swift",
    ]

    /// Text only one file may write: the head of each export of the RIB tree, and the
    /// branches of its one text drawing.
    static let singleWriters: [String: String] = [
        "\"digraph ": "Sources/RIBs/Tree/RIBNode+Graphviz.swift",
        "\"graph TD\"": "Sources/RIBs/Tree/RIBNode+Mermaid.swift",
        "\"└─ \"": "Sources/RIBs/Tree/RIBNode+Text.swift",
        "\"`-- \"": "Sources/RIBs/Tree/RIBNode+Text.swift",
    ]

    func testTypesDeclaredOnce() throws {
        for (name, home) in Self.singleDeclarations {
            let pattern = try Regex("^\\s*(public |internal |private |fileprivate |final |open )*(struct|class|enum|protocol|actor|typealias) \(name)\\b")
            let declaring = try Self.sourceFiles().filter { file in
                file.lines.contains { $0.contains(name) && $0.firstMatch(of: pattern) != nil }
            }.map(\.path)
            XCTAssertEqual(declaring, [home], "\(name) must be declared once, in \(home); declared in \(declaring)")
        }
    }

    func testTreeDrawnByOneRenderer() throws {
        for (text, home) in Self.singleWriters {
            let writing = try Self.sourceFiles().filter { file in file.lines.contains { $0.contains(text) && !Self.isComment($0) } }.map(\.path)
            XCTAssertEqual(writing, [home], "only \(home) may write \(text); written in \(writing)")
        }
    }

    /// The shell never fires by name into a view (HeadlessView's `fire(_:_:)` looks the action
    /// up and validates it again), and a sample's `fire` takes the typed action.
    func testTheShellHandsTheSampleTheResolvedAction() throws {
        let firesByName = try Regex("[vV]iew\\??\\.fire\\(")
        let shellFiles = try Self.sourceFiles().filter { $0.path.hasPrefix("Sources/Shell/") }
        XCTAssertGreaterThan(shellFiles.count, 50, "too few shell files found")
        let firing = shellFiles.filter { file in file.lines.contains { $0.contains(".fire(") && !Self.isComment($0) && $0.firstMatch(of: firesByName) != nil } }.map(\.path)
        XCTAssertEqual(firing, [], "the shell fires into a view by name in \(firing); hand the sample the UserAction and ActionArguments fire found")
        let requirement = try XCTUnwrap(shellFiles.first { $0.path.hasSuffix("SampleAdapters/LoadedSample.swift") })
            .lines.first { $0.contains("func fire(") }
        XCTAssertEqual(requirement?.trimmingCharacters(in: .whitespaces),
                       "func fire(_ action: UserAction, with arguments: ActionArguments) throws(ActionError) -> String?")
    }

    /// An `archlab` subcommand's usage errors come from its declaration
    /// (`SubcommandDeclaration.error`); none retypes a usage line. (A command filled in with
    /// the learner's own words, `usage: archlab init \(directory) ...`, is not a usage line.)
    func testSubcommandUsageWrittenOnce() throws {
        let retyped = try Regex(#"[uU]sage: archlab [a-z-]+ (?!\\\()"#)
        let subcommands = try Self.sourceFiles().filter { $0.path.hasPrefix("Sources/Shell/CLI/Subcommands/") }
        XCTAssertGreaterThan(subcommands.count, 5, "too few subcommand files found")
        let retyping = subcommands.filter { file in file.lines.contains { $0.contains("sage: archlab") && $0.firstMatch(of: retyped) != nil } }.map(\.path)
        XCTAssertEqual(retyping, [], "a usage line is retyped in \(retyping); throw SubcommandDeclaration.error(_:) instead")
    }

    /// An `archlab` subcommand is declared with typed options and positional words, and its
    /// usage, help, errors and completion are derived from them: no declaration carries a
    /// usage string (`arguments: "[--format ...]"`) or a parser of its own (`parse:`), no
    /// string in the subcommands is a usage fragment (`"[--solutions]"`, `"LESSON ..."`), and
    /// no subcommand has a mode of its own in `LaunchOptions.Mode` to go to and come back from.
    func testSubcommandsDeclaredWithTypedArguments() throws {
        let files = try Self.sourceFiles()
        let subcommands = files.filter { $0.path.hasPrefix("Sources/Shell/CLI/Subcommands/") }
        let declared = try Regex(#"SubcommandDeclaration\(\s*"([a-z-]+)""#)
        let names = subcommands.flatMap { file in
            file.lines.joined(separator: "\n").matches(of: declared).compactMap { $0.output[1].substring.map(String.init) }
        }
        XCTAssertGreaterThanOrEqual(names.count, 10, "too few subcommand declarations found: \(names)")
        let handWritten = try Regex(#"arguments: "|parse: \{|"\[--[a-z]|"[A-Z]+ \.\.\.|"\[[A-Z]+\]"#)
        let writing = subcommands.filter { file in file.lines.contains { !Self.isComment($0) && $0.firstMatch(of: handWritten) != nil } }.map(\.path)
        XCTAssertEqual(writing, [], "\(writing) write a subcommand's usage or parse its words by hand; declare OptionDeclarations and positionals instead")
        let launch = try XCTUnwrap(files.first { $0.path == "Sources/Shell/CLI/LaunchOptions.swift" })
        let modes = launch.lines.filter { line in
            names.contains { line.contains("case \($0)(") || line.trimmingCharacters(in: .whitespaces) == "case \($0)" }
        }
        XCTAssertEqual(modes, [], "LaunchOptions.Mode has a case per subcommand; parse to .subcommand(SubcommandInvocation)")
    }

    /// What the learner reads is worded by a renderer (`Sources/Shell/Renderers/`), once:
    /// nowhere else in `Sources/` is a string literal handed to a sink's `write(`, and an
    /// `archlab` subcommand writes only through `SubcommandOutput`, which renders its typed
    /// `CourseReport`s and `CourseError`s with `CourseReportRenderer`.
    func testSentencesAreWrittenByRenderers() throws {
        let writesLiteral = try Regex(#"[sS]ink\.write\(.*""#)
        let files = try Self.sourceFiles().filter { !$0.path.hasPrefix("Sources/Shell/Renderers/") }
        let literal = files.filter { file in file.lines.contains { !Self.isComment($0) && $0.firstMatch(of: writesLiteral) != nil } }.map(\.path)
        XCTAssertEqual(literal, [], "\(literal) write a sentence of their own; make it a report or error and word it in a renderer")
        let plumbing = "Sources/Shell/CLI/Subcommands/SubcommandOutput.swift"
        let subcommands = files.filter { $0.path.hasPrefix("Sources/Shell/CLI/Subcommands/") }
        XCTAssertTrue(subcommands.contains { $0.path == plumbing }, "\(plumbing) not found")
        let writing = subcommands.filter { file in
            file.path != plumbing && file.lines.contains { !Self.isComment($0) && $0.contains("sink.write(") }
        }.map(\.path)
        XCTAssertEqual(writing, [], "\(writing) write to the sink; report through SubcommandOutput instead")
    }

    /// Lines of commands run one way (`Session.run(_:as:in:ran:done:failed:)`, whose
    /// `LineKind` says what each way records in `commandsRun`): typed lines and scripts
    /// (`Shell.submit`), `source` and the silent replay of a resumed step. Nothing else in
    /// `Sources/` parses a command to run it.
    func testLinesOfCommandsRunOneWay() throws {
        let home = "Sources/Shell/Session/Session+Lines.swift"
        let parsing = try Self.sourceFiles().filter { file in
            file.lines.contains { !Self.isComment($0) && $0.contains("parser.parse(") }
        }.map(\.path)
        XCTAssertEqual(parsing, [home], "only \(home) may parse commands to run them; parsed in \(parsing)")
    }

    /// Configuration reaches the code that needs it as values (`SubcommandContext`, an
    /// initializer's parameter), never through the process environment: nothing in `Sources/`
    /// sets an environment variable for itself to read later. (Reading the learner's own
    /// variables, `ARCHLAB_LESSONS` and the like, stays: that is input, not wiring.)
    func testNothingIsConfiguredThroughTheEnvironment() throws {
        let sets = try Regex(#"\b(setenv|putenv)\("#)
        let setting = try Self.sourceFiles().filter { file in
            file.lines.contains { !Self.isComment($0) && $0.firstMatch(of: sets) != nil }
        }.map(\.path)
        XCTAssertEqual(setting, [], "\(setting) set an environment variable; pass the value to what needs it instead")
    }

    /// A session's parts are made with what they work with (`Session.init` hands each the
    /// output, the clock, the siblings it reads, through narrow protocols): no method in
    /// `Session/Parts/` takes the session, no part reaches through it (`session.`), and the
    /// command handlers call a part's method without handing it the session. The one exception
    /// is `LessonHost`, the port to the lesson engine, which is shared by a shell's sessions
    /// and so is told which one it works on.
    func testPartsAreGivenTheirCollaboratorsWhenMade() throws {
        let folder = "Sources/Shell/Session/Parts/"
        let port = folder + "LessonHost.swift"
        let files = try Self.sourceFiles()
        let parts = files.filter { $0.path.hasPrefix(folder) && $0.path != port }
        XCTAssertGreaterThan(parts.count, 8, "too few part files found")
        XCTAssertTrue(files.contains { $0.path == port }, "\(port) not found")
        let takesSession = try Regex(#"func [^{]*:\s*(inout\s+)?(any\s+)?Session\b(?![A-Za-z+])"#)
        let taking = parts.filter { file in file.lines.contains { !Self.isComment($0) && $0.firstMatch(of: takesSession) != nil } }.map(\.path)
        XCTAssertEqual(taking, [], "\(taking) take the session in a method; hand the part what it needs when the session makes it")
        let reachesThrough = try Regex(#"\bsession\??\."#)
        let reaching = parts.filter { file in file.lines.contains { !Self.isComment($0) && $0.firstMatch(of: reachesThrough) != nil } }.map(\.path)
        XCTAssertEqual(reaching, [], "\(reaching) reach through the session; give the part the sibling it reads, as a narrow protocol")
        let handlers = files.filter { $0.path.hasPrefix("Sources/Shell/Commands/Standard/") }
        XCTAssertGreaterThan(handlers.count, 4, "too few command files found")
        let handing = handlers.filter { file in file.lines.contains { !Self.isComment($0) && $0.contains("in: session") } }.map(\.path)
        XCTAssertEqual(handing, [], "\(handing) hand a part the session; call the part's method with the command's arguments only")
    }

    // MARK: - Reading

    struct SourceFile {
        var path: String
        var lines: [String]
    }

    /// Every Swift file under `Sources/`, by path, read once for all the tests.
    static func sourceFiles() throws -> [SourceFile] { try allSourceFiles.get() }

    private static let allSourceFiles = Result { () throws -> [SourceFile] in
        let sources = ModuleImportTests.root.appendingPathComponent("Sources")
        return try ModuleImportTests.swiftFiles(under: sources).map { file in
            let path = file.path.replacingOccurrences(of: ModuleImportTests.root.path + "/", with: "")
            return SourceFile(path: path, lines: try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n"))
        }.sorted { $0.path < $1.path }
    }

    static func isComment(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }
}
