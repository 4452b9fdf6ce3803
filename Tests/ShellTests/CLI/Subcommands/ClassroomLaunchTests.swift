import ArchLabShell
import XCTest

/// The command lines of the workspace and class subcommands.
final class ClassroomLaunchTests: XCTestCase {
    func testClassroomSubcommandsParse() throws {
        XCTAssertEqual(try LaunchOptions.parse(["init", "work", "--classroom", "--course-repo", "acme/ArchLab"]).mode,
                       .classroom(.initialise(directory: "work", classroom: true, courseRepository: "acme/ArchLab")))
        XCTAssertEqual(try LaunchOptions.parse(["reset", "streams", "--exercise", "--yes"]).mode,
                       .classroom(.resetExercise(lesson: "streams", confirmed: true)))
        XCTAssertEqual(try LaunchOptions.parse(["progress", "--format=csv"]).mode, .classroom(.progress(format: "csv")))
        XCTAssertEqual(try LaunchOptions.parse(["grade", "--roster", "class", "--format", "html", "--output", "g.html"]).mode,
                       .classroom(.roster(folder: "class", format: .html, output: "g.html", unsandboxed: false)))
        XCTAssertEqual(try LaunchOptions.parse(["grade", "--roster", "class", "--unsandboxed"]).mode,
                       .classroom(.roster(folder: "class", format: .text, output: nil, unsandboxed: true)))
        let options = try LaunchOptions.parse(["--workspace", "w", "check", "streams"])
        XCTAssertEqual(options.workspace, "w")
        XCTAssertEqual(options.mode, .check(lesson: "streams"))
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
            XCTAssertEqual(($0 as? LaunchError)?.message, "solution: --format needs a value. Usage: archlab solution LESSON [--give-up]")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["--workspace"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "--workspace needs a folder, as in: archlab --workspace ~/archlab-work")
        }
    }
}
