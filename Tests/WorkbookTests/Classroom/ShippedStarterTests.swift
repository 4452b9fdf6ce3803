import ArchLabWorkbook
import Foundation
import XCTest

/// The starters a workspace gets are the course's as shipped (sealed in `tests.sha256`, copied
/// to `Lessons/Starters/`), never the checkout's `Exercise/` files a learner edited.
final class ShippedStarterTests: XCTestCase {
    private var course: MiniCourse!
    private let solved = "public func count() -> Int {\n    3 // solved in the checkout\n}\n"

    override func setUpWithError() throws { course = try MiniCourse() }
    override func tearDown() { course.remove() }

    private func counter() throws -> Lesson { try XCTUnwrap(course.course().lesson(id: "counter")) }
    private func editCheckout() throws { try course.folder.write(solved, to: "ArchLab/Lessons/02-counter/Exercise/Counter.swift") }
    private func text(_ path: String, in workspace: Workspace) throws -> String {
        try String(contentsOf: workspace.root.appendingPathComponent(path), encoding: .utf8)
    }

    func testInit_FromACheckoutWithEditedExercises_HoldsTheShippedStarters() throws {
        try editCheckout()
        let setup = try Workspace.create(at: course.folder.url.appendingPathComponent("work"), course: course.course(), courseRevision: "abc")
        XCTAssertEqual(try text("02-counter/Counter.swift", in: setup.workspace), MiniCourse.starter)
        XCTAssertEqual(setup.workspace.manifest.entry(folder: "02-counter")?.starters,
                       ["Counter.swift": SHA256.hexDigest(Array(MiniCourse.starter.utf8))])
        XCTAssertEqual(setup.editedInCheckout, ["02-counter/Exercise/Counter.swift"])
    }

    func testInit_FromACleanCheckout_SaysNothingAboutTheCheckout() throws {
        let setup = try Workspace.create(at: course.folder.url.appendingPathComponent("work"), course: course.course(), courseRevision: "abc")
        XCTAssertEqual(setup.editedInCheckout, [])
        XCTAssertEqual(try text("02-counter/Counter.swift", in: setup.workspace), MiniCourse.starter)
    }

    func testResetExercise_RestoresTheShippedStarterNotTheCheckoutsEditedOne() throws {
        let workspace = try course.workspace()
        try editCheckout()
        XCTAssertEqual(try workspace.changedStarters(of: counter(), course: course.course()), [], "the workspace still holds the shipped starter")
        try Data("mine".utf8).write(to: workspace.root.appendingPathComponent("02-counter/Counter.swift"))
        XCTAssertEqual(try workspace.restoreStarters(of: counter(), course: course.course()), ["02-counter/Counter.swift"])
        XCTAssertEqual(try text("02-counter/Counter.swift", in: workspace), MiniCourse.starter)
        XCTAssertEqual(try course.course().shippedStarters(of: counter()).editedInCheckout(of: counter()), ["02-counter/Exercise/Counter.swift"])
    }

    func testShippedStarters_WithoutTheCopy_UseTheCheckoutWhileItMatchesTheSeal() throws {
        try FileManager.default.removeItem(at: course.lessons.appendingPathComponent(Course.startersFolder))
        XCTAssertEqual(try course.course().shippedStarters(of: counter()).map(\.data), [Data(MiniCourse.starter.utf8)])
        try editCheckout()
        XCTAssertThrowsError(try course.course().shippedStarters(of: counter())) { error in
            XCTAssertTrue("\(error)".contains("02-counter/Exercise/Counter.swift is lost"), "\(error)")
        }
    }

    func testShippedStarters_ADamagedCopyIsNotTrusted() throws {
        try course.folder.write(solved, to: "ArchLab/Lessons/\(Course.startersFolder)/02-counter/Counter.swift")
        XCTAssertEqual(try course.course().shippedStarters(of: counter()).map(\.data), [Data(MiniCourse.starter.utf8)])
    }

    func testShippedStarters_ANewFileInTheCheckoutIsNoStarter() throws {
        try course.folder.write("public func helper() {}\n", to: "ArchLab/Lessons/02-counter/Exercise/Helper.swift")
        XCTAssertEqual(try course.course().shippedStarters(of: counter()).map(\.name), ["Counter.swift"])
    }

    func testShippedStarters_OfAnUnsealedLesson_AreItsExerciseFiles() throws {
        try course.folder.write("\(SHA256.hexDigest(Array(MiniCourse.test.utf8)))  02-counter/Tests/CounterTests.swift\n",
                                to: "ArchLab/Lessons/\(TestManifest.fileName)")
        try editCheckout()
        XCTAssertEqual(try course.course().shippedStarters(of: counter()).map(\.data), [Data(solved.utf8)])
        XCTAssertEqual(try course.course().shippedStarters(of: counter()).editedInCheckout(of: counter()), [])
    }

    func testStarters_AreSealedButNeverVerifiedBeforeACheck() throws {
        let manifest = try TestManifest(text: String(contentsOf: course.lessons.appendingPathComponent(TestManifest.fileName), encoding: .utf8))
        XCTAssertEqual(manifest.starters(of: "02-counter"), ["Counter.swift": SHA256.hexDigest(Array(MiniCourse.starter.utf8))])
        try editCheckout()
        XCTAssertEqual(manifest.verify(folder: "02-counter", in: course.lessons), [], "the learner edits Exercise/ in the checkout")
    }
}
