import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest
@testable import ArchLabShell

/// The in-shell `reset [LESSON] --exercise [--yes]` on a small course and a workspace made
/// from it: it lists first, restores with `--yes`, and never touches progress.
final class ResetExerciseTests: XCTestCase {
    private static let starter = SmallCourse.counterStarter
    private static let specStarter = SmallCourse.specStarter
    private var folder: TemporaryFolder!
    private var workspace: Workspace!
    private var shell: Shell!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-reset-exercise")
        let course = try SmallCourse.write(in: folder)
        let lessons = course.lessons
        workspace = course.workspace
        let session = Session(catalog: .fakes)
        session.lessons = WorkbookLessons(lessonsDirectory: lessons, environment: [Workspace.environmentKey: workspace.root.path])
        shell = Shell(session: session)
    }

    override func tearDown() { folder.remove() }

    private func run(_ line: String) -> String { shell.submit(line: line).text.joined(separator: " ") }

    private func contents(_ path: String) -> Data? {
        FileManager.default.contents(atPath: workspace.root.appendingPathComponent(path).path)
    }

    func testWithoutYesListsTheFilesAndChangesNothing() throws {
        let mine = Data("public func count() -> Int { 3 } // mine\n".utf8)
        try mine.write(to: workspace.root.appendingPathComponent("02-counter/Counter.swift"))
        let progress = contents(Workspace.progressFileName)
        let answer = run("reset counter --exercise")
        XCTAssertTrue(answer.contains("02-counter/Counter.swift") && answer.contains("will be lost")
                      && answer.contains("reset counter --exercise --yes"), answer)
        XCTAssertEqual(contents("02-counter/Counter.swift"), mine)
        XCTAssertEqual(contents(Workspace.progressFileName), progress)
    }

    func testWithYesRestoresTheStarterByteForByteAndKeepsProgress() throws {
        _ = run("lesson counter")
        _ = run("help")
        let progress = try XCTUnwrap(contents(Workspace.progressFileName))
        XCTAssertTrue(String(decoding: progress, as: UTF8.self).contains("counter"), "the step was recorded")
        try Data("mine\n".utf8).write(to: workspace.root.appendingPathComponent("02-counter/Counter.swift"))
        try FileManager.default.createDirectory(at: workspace.root.appendingPathComponent("02-counter/More"), withIntermediateDirectories: true)
        try Data("notes\n".utf8).write(to: workspace.root.appendingPathComponent("02-counter/More/Notes.swift"))
        let answer = run("reset --exercise --yes")
        XCTAssertTrue(answer.hasPrefix("Restored the starter of") && answer.contains("02-counter/Counter.swift"), answer)
        XCTAssertEqual(contents("02-counter/Counter.swift"), Data(Self.starter.utf8))
        XCTAssertEqual(contents("02-counter/More/Notes.swift"), Data("notes\n".utf8), "other files stay")
        XCTAssertEqual(contents(Workspace.progressFileName), progress)
        XCTAssertTrue(shell.prompt.hasPrefix("archlab counter:1/"), shell.prompt)
        XCTAssertTrue(run("reset counter --exercise").contains("already holds the starter files"))
    }

    func testATestWritingLessonRestoresItsTestStarters() throws {
        try FileManager.default.removeItem(at: workspace.root.appendingPathComponent("03-spec/Tests/SpecTests.swift"))
        XCTAssertTrue(run("reset spec --exercise").contains("03-spec/Tests/SpecTests.swift"))
        XCTAssertNil(contents("03-spec/Tests/SpecTests.swift"))
        _ = run("reset --yes --exercise spec")
        XCTAssertEqual(contents("03-spec/Tests/SpecTests.swift"), Data(Self.specStarter.utf8))
    }

    func testUnknownLessonNoExerciseNoLessonAndBadFlags() {
        XCTAssertTrue(run("reset countr --exercise --yes").contains("counter"), "suggests the near id")
        XCTAssertEqual(run("reset tour --exercise --yes"), "Lesson tour has no exercise, so there is no starter file to restore.")
        XCTAssertTrue(run("reset --exercise").hasPrefix("No lesson is open."))
        XCTAssertTrue(run("reset counter --exercise --all").contains("--all"))
        XCTAssertTrue(run("reset counter tour --exercise").contains("tour"))
        XCTAssertEqual(contents("02-counter/Counter.swift"), Data(Self.starter.utf8))
    }

    func testOutsideAWorkspaceItNamesTheGitCommand() throws {
        let session = Session(catalog: .fakes)
        session.lessons = WorkbookLessons(lessonsDirectory: folder.url.appendingPathComponent("Lessons"),
                                          environment: ["HOME": folder.url.path, "XDG_STATE_HOME": folder.url.path])
        let answer = Shell(session: session).submit(line: "reset counter --exercise --yes").text.joined(separator: " ")
        XCTAssertTrue(answer.contains("git checkout -- Lessons/02-counter/Exercise"), answer)
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("Lessons/02-counter/Exercise/Counter.swift"), encoding: .utf8), Self.starter)
    }
}
