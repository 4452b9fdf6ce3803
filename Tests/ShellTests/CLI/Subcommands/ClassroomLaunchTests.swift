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
            XCTAssertEqual(($0 as? LaunchError)?.message, "init needs one folder for your work, as in: archlab init ~/archlab-work")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["reset", "streams"])) {
            XCTAssertTrue(($0 as? LaunchError)?.message.hasPrefix("reset: usage: archlab reset LESSON --exercise [--yes]") == true)
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["grade", "--roster", "c", "--format", "pdf"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "grade: with --roster, --format must be text, csv, json, junit or html")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["progress", "--bogus"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "progress: unknown option '--bogus'. See 'archlab --help'.")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["--workspace"])) {
            XCTAssertEqual(($0 as? LaunchError)?.message, "--workspace needs a folder, as in: archlab --workspace ~/archlab-work")
        }
    }
}
