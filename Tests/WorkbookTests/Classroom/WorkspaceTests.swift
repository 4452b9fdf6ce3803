import ArchLabWorkbook
import Foundation
import XCTest

/// `archlab init`: what a workspace holds, upgrades that keep the learner's files, restoring
/// a starter, and finding the workspace from a folder or the environment.
final class WorkspaceTests: XCTestCase {
    private var course: MiniCourse!

    override func setUpWithError() throws { course = try MiniCourse() }
    override func tearDown() { course.remove() }

    private func files(in root: URL) -> [String] {
        var result: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(path)
            }
        }
        return result.sorted()
    }

    func testCreate_HoldsOnlyStartersReadmeProgressAndManifest() throws {
        let workspace = try course.workspace()
        XCTAssertEqual(files(in: workspace.root), [".gitignore", "02-counter/Counter.swift", "README.md",
                                                   Workspace.progressFileName, WorkspaceManifest.fileName])
        XCTAssertEqual(try String(contentsOf: workspace.root.appendingPathComponent("02-counter/Counter.swift"), encoding: .utf8), MiniCourse.starter)
        XCTAssertEqual(workspace.manifest.courseRevision, "abc123")
        XCTAssertEqual(workspace.manifest.lessons, [WorkspaceManifest.Entry(
            id: "counter", folder: "02-counter", module: "Counter",
            starters: ["Counter.swift": SHA256.hexDigest(Array(MiniCourse.starter.utf8))])])
        XCTAssertEqual(ProgressStore(fileURL: workspace.progressURL).load(), ProgressStore.Loaded(book: ProgressBook()))
        let readme = try String(contentsOf: workspace.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("| `02-counter/` | Counting events |"), readme)
        XCTAssertEqual(try Workspace.open(at: workspace.root), workspace)
    }

    func testCreate_RefusesAFolderWithOtherFiles() throws {
        try course.folder.write("notes", to: "busy/notes.txt")
        XCTAssertThrowsError(try Workspace.create(at: course.folder.url.appendingPathComponent("busy"), course: course.course(), courseRevision: "x")) {
            XCTAssertTrue("\($0)".contains("already holds files and is not an archlab workspace"), "\($0)")
        }
    }

    func testUpgrade_AddsNewLessonsAndNeverOverwritesLearnerFiles() throws {
        let workspace = try course.workspace()
        let mine = "public func count() -> Int { 3 } // mine\n"
        try Data(mine.utf8).write(to: workspace.root.appendingPathComponent("02-counter/Counter.swift"))
        try course.folder.write("---\nid: more\ntitle: More\ntime: 5\nexercise: More\n---\n\n# More\n\n## Step 1: Go\n\n```archlab\nlessons\n```\n\n<!-- check: ran lessons -->\n",
                                to: "ArchLab/Lessons/03-more/lesson.md")
        try course.folder.write("public func more() {}\n", to: "ArchLab/Lessons/03-more/Exercise/More.swift")
        try course.folder.write("changed starter\n", to: "ArchLab/Lessons/02-counter/Exercise/Counter.swift")

        let setup = try Workspace.create(at: workspace.root, course: course.course(), courseRevision: "def456")
        XCTAssertEqual(setup.added, ["03-more/More.swift"])
        XCTAssertEqual(try String(contentsOf: workspace.root.appendingPathComponent("02-counter/Counter.swift"), encoding: .utf8), mine)
        XCTAssertEqual(setup.workspace.manifest.lessons.map(\.folder), ["02-counter", "03-more"])
        XCTAssertEqual(try Workspace.open(at: workspace.root).manifest.courseRevision, "def456")
    }

    func testRestoreStarters_PutsTheStarterBackAfterSayingWhatChanges() throws {
        let workspace = try course.workspace()
        let lesson = try XCTUnwrap(course.course().lesson(id: "counter"))
        XCTAssertEqual(try workspace.changedStarters(of: lesson, course: try course.course()), [])
        try Data("broken".utf8).write(to: workspace.root.appendingPathComponent("02-counter/Counter.swift"))
        try Data("extra".utf8).write(to: workspace.root.appendingPathComponent("02-counter/Helper.swift"))
        XCTAssertEqual(try workspace.changedStarters(of: lesson, course: try course.course()), ["02-counter/Counter.swift"])
        XCTAssertEqual(try workspace.restoreStarters(of: lesson, course: course.course()), ["02-counter/Counter.swift"])
        XCTAssertEqual(try String(contentsOf: workspace.root.appendingPathComponent("02-counter/Counter.swift"), encoding: .utf8), MiniCourse.starter)
        XCTAssertEqual(try String(contentsOf: workspace.root.appendingPathComponent("02-counter/Helper.swift"), encoding: .utf8), "extra")
        let hello = try XCTUnwrap(course.course().lesson(id: "hello"))
        XCTAssertThrowsError(try workspace.restoreStarters(of: hello, course: course.course()))
    }

    func testLocate_ChosenOrFromTheEnvironmentOrAnInnerFolder() throws {
        let workspace = try course.workspace()
        let inner = workspace.root.appendingPathComponent("02-counter")
        XCTAssertEqual(try Workspace.locate(environment: [:], currentDirectory: inner)?.root, workspace.root)
        XCTAssertNil(try Workspace.locate(environment: [:], currentDirectory: course.lessons))
        XCTAssertEqual(try Workspace.locate(environment: [Workspace.environmentKey: workspace.root.path], currentDirectory: course.lessons)?.root,
                       workspace.root)
        XCTAssertThrowsError(try Workspace.locate(environment: [Workspace.environmentKey: course.lessons.path], currentDirectory: inner)) {
            XCTAssertTrue("\($0)".contains("is not an archlab workspace"), "\($0)")
        }
        // `--workspace DIR`, handed down as a value, wins over the environment and the folder.
        XCTAssertEqual(try Workspace.locate(chosen: workspace.root.path, environment: [Workspace.environmentKey: course.lessons.path],
                                            currentDirectory: course.lessons)?.root, workspace.root)
        XCTAssertThrowsError(try Workspace.locate(chosen: course.lessons.path, environment: [:], currentDirectory: inner))
        try Data("{".utf8).write(to: workspace.manifestURL)
        XCTAssertThrowsError(try Workspace.open(at: workspace.root)) { XCTAssertTrue("\($0)".contains("is damaged"), "\($0)") }
    }

    func testGit_FirstCommitOrASayingThatGitIsMissing() throws {
        let root = course.folder.url.appendingPathComponent("with-git")
        let runner = ScriptedRunner(["git config": CommandOutput(status: 1, stdout: "", stderr: "")])
        let setup = try Workspace.create(at: root, course: course.course(), courseRevision: "r", git: WorkspaceGit(runner: runner))
        XCTAssertEqual(runner.calls.map(\.arguments), [
            ["git", "--version"], ["git", "init", "--quiet"], ["git", "add", "-A"], ["git", "config", "user.email"],
            ["git", "-c", "user.name=ArchLab", "-c", "user.email=archlab@localhost", "commit", "--quiet", "-m", "Start the ArchLab course (revision r)"],
        ])
        XCTAssertEqual(Set(runner.calls.map(\.directory)), [root.path])
        XCTAssertTrue(setup.gitNote?.hasPrefix("A git repository with a first commit") == true)

        let missing = ScriptedRunner(["git": CommandOutput(status: 127, stdout: "", stderr: "env: 'git': No such file or directory")])
        let without = try Workspace.create(at: course.folder.url.appendingPathComponent("no-git"), course: course.course(), courseRevision: "r",
                                           git: WorkspaceGit(runner: missing))
        XCTAssertEqual(missing.calls.count, 1)
        XCTAssertTrue(without.gitNote?.hasPrefix("git is not installed") == true, without.gitNote ?? "")
    }
}
