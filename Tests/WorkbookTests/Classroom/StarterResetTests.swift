import ArchLabWorkbook
import Foundation
import XCTest

/// `StarterReset`, the use case the shell's `reset --exercise` and `archlab reset` both run:
/// nothing to do, ask first, then replace only the changed starters with the shipped ones.
final class StarterResetTests: XCTestCase {
    private var course: MiniCourse!

    override func setUpWithError() throws { course = try MiniCourse() }
    override func tearDown() { course.remove() }

    func testAskThenRestoreOnlyWhatChanged() throws {
        let loaded = try course.course()
        let workspace = try Workspace.create(at: course.folder.url.appendingPathComponent("ws"), course: loaded, courseRevision: "r1").workspace
        let counter = try XCTUnwrap(loaded.lesson(id: "counter"))
        let file = workspace.folder(for: counter).appendingPathComponent("Counter.swift")
        let shipped = try Data(contentsOf: file)

        XCTAssertEqual(try StarterReset.run(counter, in: workspace, course: loaded, confirmed: true), .nothingToRestore(folder: "02-counter"))
        try Data("// my work\n".utf8).write(to: file)
        XCTAssertEqual(try StarterReset.run(counter, in: workspace, course: loaded, confirmed: false), .needsConfirmation(files: ["02-counter/Counter.swift"]))
        XCTAssertEqual(try Data(contentsOf: file), Data("// my work\n".utf8), "asking changes nothing")
        XCTAssertEqual(try StarterReset.run(counter, in: workspace, course: loaded, confirmed: true),
                       .restored(files: ["02-counter/Counter.swift"], editedInCheckout: []))
        XCTAssertEqual(try Data(contentsOf: file), shipped)
        XCTAssertEqual(try StarterReset.run(try XCTUnwrap(loaded.lesson(id: "hello")), in: workspace, course: loaded, confirmed: true), .noExercise)
    }
}
