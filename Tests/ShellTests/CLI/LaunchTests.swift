import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

final class LaunchTests: XCTestCase {
    func testModesAndFlags() throws {
        XCTAssertEqual(try LaunchOptions.parse([]).mode, .standardInput)
        XCTAssertEqual(try LaunchOptions.parse(["demo.archlab"]).mode, .file("demo.archlab"))
        XCTAssertEqual(try LaunchOptions.parse(["-"]).mode, .standardInput)
        XCTAssertEqual(try LaunchOptions.parse(["-c", "time; time"]).mode, .commands("time; time"))
        XCTAssertEqual(try LaunchOptions.parse(["--help"]).mode, .help)
        XCTAssertEqual(try LaunchOptions.parse(["--version"]).mode, .version)
        XCTAssertEqual(try SubcommandLine.arguments("check", "03"), SubcommandArguments(words: ["LESSON": ["03"]]))
        XCTAssertEqual(try SubcommandLine.arguments("grade", "--format", "junit", "--solutions"),
                       SubcommandArguments(values: ["--format": "junit"], flags: ["--solutions"]))
        XCTAssertEqual(try SubcommandLine.arguments("grade", "--format=json"), SubcommandArguments(values: ["--format": "json"]))
        let options = try LaunchOptions.parse(["--keep-going", "--color=never", "--echo", "x"])
        XCTAssertTrue(options.keepGoing)
        XCTAssertTrue(options.echo)
        XCTAssertEqual(options.color, .never)
        XCTAssertEqual(try LaunchOptions.parse(["--color", "always"]).color, .always)
    }

    func testBadArgumentsSayWhat() {
        XCTAssertThrowsError(try LaunchOptions.parse(["--colour=pink"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "--color must be auto, always or never, not 'pink'")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["-x"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "unknown option '-x'. See 'archlab --help'.")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["-c"]))
        XCTAssertThrowsError(try LaunchOptions.parse(["a", "b"]))
        XCTAssertThrowsError(try LaunchOptions.parse(["-c", "time", "file"]))
        XCTAssertThrowsError(try LaunchOptions.parse(["grade", "--format", "xml"]))
        XCTAssertThrowsError(try LaunchOptions.parse(["check", "1", "2"]))
    }

    func testColourChoice() {
        XCTAssertTrue(ColorChoice.auto.resolve(environment: [:], outputIsTerminal: true).colors)
        XCTAssertFalse(ColorChoice.auto.resolve(environment: [:], outputIsTerminal: false).colors)
        XCTAssertFalse(ColorChoice.auto.resolve(environment: ["NO_COLOR": "1"], outputIsTerminal: true).colors)
        XCTAssertTrue(ColorChoice.auto.resolve(environment: ["NO_COLOR": ""], outputIsTerminal: true).colors)
        XCTAssertFalse(ColorChoice.auto.resolve(environment: ["TERM": "dumb"], outputIsTerminal: true).colors)
        XCTAssertTrue(ColorChoice.always.resolve(environment: ["NO_COLOR": "1"], outputIsTerminal: false).colors)
        XCTAssertFalse(ColorChoice.never.resolve(environment: [:], outputIsTerminal: true).colors)
    }

    func testEverySubcommandHasHelpFromItsDeclaration() throws {
        for subcommand in Subcommands.all {
            XCTAssertEqual(try LaunchOptions.parse([subcommand.name, "--help"]).mode, .subcommandHelp(subcommand.name))
            XCTAssertTrue(subcommand.usage.hasPrefix("archlab \(subcommand.name)"), subcommand.usage)
            XCTAssertEqual(try LaunchOptions.parse([subcommand.name, "-h"]).mode, .subcommandHelp(subcommand.name))
            XCTAssertEqual(try LaunchOptions.parse(["help", subcommand.name]).mode, .subcommandHelp(subcommand.name))
            XCTAssertTrue(LaunchOptions.usage.contains("       " + subcommand.usage), subcommand.name)
            XCTAssertTrue(LaunchOptions.usage.contains(subcommand.summary), subcommand.name)
            let help = subcommand.help
            for option in subcommand.options {
                XCTAssertTrue(help.contains(option.shape + " "), "\(subcommand.name) --help lists \(option.name): \(help)")
            }
            XCTAssertTrue(help.hasPrefix("usage: archlab \(subcommand.name)"), help)
            XCTAssertTrue(help.hasSuffix("example: \(subcommand.example)"), help)
            // The example parses.
            let words = subcommand.example.split(separator: " ").dropFirst().map(String.init)
            XCTAssertNoThrow(try LaunchOptions.parse(words), subcommand.example)
        }
        XCTAssertEqual(try LaunchOptions.parse(["help"]).mode, .help)
        XCTAssertThrowsError(try LaunchOptions.parse(["help", "nosuch"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "help: no subcommand named 'nosuch'; subcommands: check, grade, replay, explain, init, reset, progress, solution, watch, completion. See 'archlab --help'.")
        }
    }

    /// A mistyped subcommand is not read as a FILE that is not there: the error suggests the
    /// subcommand, as the shell suggests a command. A file of that name is still run.
    func testAMistypedSubcommandIsSuggestedUnlessSuchAFileExists() throws {
        let none: (String) -> Bool = { _ in false }
        for (typed, meant) in [("chek", "check"), ("replya", "replay"), ("grad", "grade"), ("hlep", "help")] {
            XCTAssertThrowsError(try LaunchOptions.parse([typed], fileExists: none), typed) {
                XCTAssertEqual(($0 as? LaunchError)?.message,
                               "no subcommand or file '\(typed)'; did you mean `archlab \(meant)`? (archlab --help lists them)")
            }
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["chek", "streams"], fileExists: none), "not 'at most one FILE'") {
            XCTAssertEqual(($0 as? LaunchError)?.message.hasPrefix("no subcommand or file 'chek'; did you mean `archlab check`?"), true)
        }
        XCTAssertEqual(try LaunchOptions.parse(["chek"], fileExists: { $0 == "chek" }).mode, .file("chek"))
        XCTAssertEqual(try LaunchOptions.parse(["tour.archlab"], fileExists: none).mode, .file("tour.archlab"), "no subcommand near: a FILE")
        XCTAssertEqual(try LaunchOptions.parse(["--echo", "chek"], fileExists: none).mode, .file("chek"), "only the subcommand's place")
    }

    func testSubcommandUsageErrorsNameTheUsage() {
        XCTAssertThrowsError(try LaunchOptions.parse(["check", "--fast"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "check: unknown option '--fast'. Usage: archlab check [LESSON]")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["grade", "x"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "grade: unexpected 'x'. Usage: archlab grade [--format text|json|junit] [--solutions] | --roster DIR [--format text|csv|json|junit|html] [--output FILE] [--unsandboxed]")
        }
        XCTAssertEqual(ErrorRenderer.render(launch: LaunchError("x")), "archlab: x")
        XCTAssertEqual(CourseReportRenderer.render(.unknownLesson("nope", suggestion: "note", listHint: true)),
                       "archlab: no lesson named 'nope'. Did you mean 'note'? Type 'archlab -c lessons' to list them.")
    }

    func testDashCWithoutCommandsSuggestsCommandsThatRun() throws {
        XCTAssertThrowsError(try LaunchOptions.parse(["-c"])) { error in
            XCTAssertEqual((error as? LaunchError)?.message,
                           "-c needs the commands to run, as in: archlab -c '\(LaunchOptions.commandsExample)'")
        }
        let printed = ShellDriver(Session(catalog: .standard)).succeed(LaunchOptions.commandsExample)
        XCTAssertEqual(printed.last, "[t=   50] title.display  next(hello)")
    }
}
