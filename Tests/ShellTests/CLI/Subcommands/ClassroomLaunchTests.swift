@testable import ArchLabShell
import XCTest

/// The command lines of the workspace and class subcommands.
final class ClassroomLaunchTests: XCTestCase {
    func testClassroomSubcommandsParse() throws {
        XCTAssertEqual(try SubcommandLine.arguments("init", "work", "--classroom", "--course-repo", "acme/ArchLab"),
                       SubcommandArguments(values: ["--course-repo": "acme/ArchLab"], flags: ["--classroom"], words: ["DIR": ["work"]]))
        XCTAssertEqual(try SubcommandLine.arguments("reset", "streams", "--exercise", "-y"),
                       SubcommandArguments(flags: ["--exercise", "--yes"], words: ["LESSON": ["streams"]]))
        XCTAssertEqual(try SubcommandLine.arguments("progress", "--format=csv"), SubcommandArguments(values: ["--format": "csv"]))
        XCTAssertEqual(try SubcommandLine.arguments("grade", "--roster", "class", "--format", "html", "--output", "g.html"),
                       SubcommandArguments(values: ["--roster": "class", "--format": "html", "--output": "g.html"]))
        XCTAssertEqual(try SubcommandLine.arguments("grade", "--roster", "class", "--unsandboxed"),
                       SubcommandArguments(values: ["--roster": "class"], flags: ["--unsandboxed"]))
        let options = try LaunchOptions.parse(["--workspace", "w", "check", "streams"])
        XCTAssertEqual(options.workspace, "w")
        XCTAssertEqual(try SubcommandLine.parse(["--workspace", "w", "check", "streams"]).arguments, SubcommandArguments(words: ["LESSON": ["streams"]]))
    }

    func testClassroomUsageErrorsSayWhatToType() {
        XCTAssertThrowsError(try LaunchOptions.parse(["init"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, 
                           "init: needs one folder for your work, as in: archlab init ~/archlab-work. Usage: archlab init DIR [--classroom [--course-repo OWNER/NAME]]")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["reset", "streams"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "reset: needs one LESSON and --exercise, and puts its starter files back "
                           + "(to forget a lesson's progress, type 'reset LESSON' inside archlab). Usage: archlab reset LESSON --exercise [--yes]")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["grade", "--roster", "c", "--format", "pdf"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, 
                           "grade: with --roster, --format must be text, csv, json, junit or html. Usage: archlab grade [--format text|json|junit] "
                           + "[--solutions] | --roster DIR [--format text|csv|json|junit|html] [--output FILE] [--unsandboxed]")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["progress", "--bogus"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "progress: unknown option '--bogus'. Usage: archlab progress [--format text|json|csv]")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["watch", "a", "b"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "watch: unexpected 'b'. Usage: archlab watch [LESSON]")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["solution", "--format"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "solution: unknown option '--format'. Usage: archlab solution LESSON [--give-up]")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["progress", "--format"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "progress: --format needs a value. Usage: archlab progress [--format text|json|csv]")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["replay", "--skip-exercise"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "replay: unknown option '--skip-exercise' (did you mean --skip-exercises?). "
                           + "Usage: archlab replay [--skip-exercises] [--one-sitting] [LESSON ...]")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["init", "w", "--course-repo", "a/b"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "init: --course-repo needs --classroom. Usage: archlab init DIR [--classroom [--course-repo OWNER/NAME]]")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["grade", "--solutions=yes"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message.hasPrefix("grade: --solutions takes no value. Usage: "), true)
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["--workspace"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "--workspace needs a folder, as in: archlab --workspace ~/archlab-work")
        }
    }
}
