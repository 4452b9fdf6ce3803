import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest
@testable import ArchLabShell

/// A learner who solved an exercise in the course checkout, then made a workspace: `archlab
/// init` and `reset --exercise` give the course's starter as shipped, and say that the
/// checkout's file differs.
final class ShippedStarterCommandTests: XCTestCase {
    private let solved = "public func count() -> Int {\n    3\n}\n"
    private var folder: TemporaryFolder!
    private var lessons: URL { folder.url.appendingPathComponent("Lessons") }

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-shipped-starters")
        _ = try SmallCourse.write(in: folder)
        try SmallCourse.sealStarters(of: lessons)
        try folder.write(solved, to: "Lessons/02-counter/Exercise/Counter.swift")
    }

    override func tearDown() { folder.remove() }

    private func initialise(_ name: String) -> (status: Int32, text: String) {
        let sink = BufferSink()
        let status = SubcommandLine.run(["init", folder.path(name)], sink: sink, environment: ["ARCHLAB_LESSONS": lessons.path, "HOME": folder.url.path])
        return (status, sink.text)
    }

    func testInit_WritesTheShippedStarterAndSaysTheCheckoutDiffers() throws {
        let (status, text) = initialise("mine")
        XCTAssertEqual(status, 0, text)
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("mine/02-counter/Counter.swift"), encoding: .utf8),
                       SmallCourse.counterStarter)
        XCTAssertTrue(text.contains("The starters are the course's as shipped, not this checkout's: Lessons/02-counter/Exercise/Counter.swift differs"), text)
        XCTAssertFalse(text.contains("03-spec/Exercise"), "the spec starter is as shipped: \(text)")
    }

    func testResetExercise_InTheShell_RestoresTheShippedStarterAndSaysSo() throws {
        XCTAssertEqual(initialise("mine").status, 0)
        let workspace = folder.url.appendingPathComponent("mine")
        try Data("mine\n".utf8).write(to: workspace.appendingPathComponent("02-counter/Counter.swift"))
        let session = Session(catalog: .fakes)
        session.lessons = WorkbookLessons(lessonsDirectory: lessons, environment: [Workspace.environmentKey: workspace.path])
        let answer = Shell(session: session).submit(line: "reset counter --exercise --yes").text.joined(separator: " ")
        XCTAssertEqual(try String(contentsOf: workspace.appendingPathComponent("02-counter/Counter.swift"), encoding: .utf8), SmallCourse.counterStarter)
        XCTAssertTrue(answer.contains("the course checkout's Lessons/02-counter/Exercise/Counter.swift differs"), answer)
    }

    func testResetExercise_FromTheCommandLine_RestoresTheShippedStarter() throws {
        XCTAssertEqual(initialise("mine").status, 0)
        let workspace = folder.url.appendingPathComponent("mine")
        try Data("mine\n".utf8).write(to: workspace.appendingPathComponent("02-counter/Counter.swift"))
        let sink = BufferSink()
        let status = SubcommandLine.run(["reset", "counter", "--exercise", "--yes"], sink: sink,
                                        environment: ["ARCHLAB_LESSONS": lessons.path, Workspace.environmentKey: workspace.path])
        XCTAssertEqual(status, 0, sink.text)
        XCTAssertEqual(try String(contentsOf: workspace.appendingPathComponent("02-counter/Counter.swift"), encoding: .utf8), SmallCourse.counterStarter)
        XCTAssertTrue(sink.text.contains("`Lessons/02-counter/Exercise/Counter.swift` differs"), sink.text)
    }
}
