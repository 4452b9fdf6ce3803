import ArchLabTestSupport
import ArchLabWorkbook
import XCTest
@testable import ArchLabShell

/// `lessons`: progress, prerequisites, the lesson to take next, within the terminal's width.
final class LessonListRendererTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var state: URL { folder.url }
    private var course: Course!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-list")
        let directory = try XCTUnwrap(LessonsDirectory.locate(environment: ProcessInfo.processInfo.environment))
        course = try Course.load(from: directory)
    }

    override func tearDown() { folder?.remove() }

    private func session() -> Walkthrough {
        Walkthrough(course: course, store: ProgressStore(fileURL: state.appendingPathComponent("progress")))
    }

    func testNoLineIsWiderThanTheTerminalAndNoTitleWordIsCut() {
        let rows = session().overview
        for width in [80, 100, 132] {
            let lines = LessonListRenderer.render(rows, whereabouts: .freePlay(parked: nil), width: width, style: .plain)
            XCTAssertEqual(lines.filter { $0.count > width }, [], "at \(width) columns")
            let words = Set(lines.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" }).map(String.init) })
            for row in rows {
                for word in row.lesson.title.split(separator: " ") {
                    XCTAssertTrue(words.contains(String(word)), "\(row.lesson.id): '\(word)' cut at \(width) columns")
                }
            }
        }
        let wide = LessonListRenderer.render(rows, whereabouts: nil, width: 132, style: .plain)
        XCTAssertTrue(wide[0].contains("lesson"), "ids shown when there is room: \(wide[0])")
        XCTAssertFalse(LessonListRenderer.render(rows, whereabouts: nil, width: 80, style: .plain)[0].contains("lesson"))
    }

    func testTheLessonLeftWithLessonOffIsStillTheOneSuggested() throws {
        var book = ProgressBook()
        for id in ["streams", "virtual-time", "subjects-relays"] {
            let lesson = try XCTUnwrap(course.lesson(id: id))
            for step in lesson.steps { book[id].markDone(step.number) }
        }
        try ProgressStore(fileURL: state.appendingPathComponent("progress")).save(book)
        var lessons = session()
        XCTAssertEqual(lessons.suggestedNext?.id, "current-or-late", "the first open lesson after the furthest done: 03's drill, not 01's skipped one")
        _ = lessons.start("operators")
        XCTAssertEqual(lessons.leave(), .leftLesson(try XCTUnwrap(course.lesson(id: "operators"))))
        XCTAssertNil(lessons.lesson)
        XCTAssertEqual(lessons.suggestedNext?.id, "operators", "the lesson left unfinished")
        XCTAssertEqual(lessons.leave(), .noLesson)
    }

    func testLessonsAreListedUnderTheirTrackInTheGraphsOrder() throws {
        let lines = LessonListRenderer.render(session().overview, whereabouts: nil, width: 80, style: .plain)
        let rx = try XCTUnwrap(lines.firstIndex(of: "Rx basics"))
        let clean = try XCTUnwrap(lines.firstIndex(of: "Clean Swift"))
        let ribs = try XCTUnwrap(lines.firstIndex(of: "RIBs"))
        XCTAssertLessThan(rx, clean)
        let marbleTests = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("   10  ") })
        XCTAssertTrue(rx < marbleTests && marbleTests < clean, "10 is an Rx basics lesson, listed before the tracks")
        let capstone = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("   30  ") })
        XCTAssertGreaterThan(capstone, max(clean, ribs), "the capstone after both tracks")
        let grouped = LessonListRenderer.groupedByTrack(session().overview)
        XCTAssertEqual(grouped.first?.track, "Rx basics")
        if grouped.contains(where: { $0.track == "Other lessons" }) { XCTAssertEqual(grouped.last?.track, "Other lessons") }
    }

    func testStateNeedsAndTheLessonSuggestedNext() throws {
        var lessons = session()
        _ = lessons.takeNotices()
        let lines = LessonListRenderer.render(lessons.overview, whereabouts: .lesson("streams"), width: 132, style: .plain)
        let first = try XCTUnwrap(lines.first { $0.contains(" streams ") })
        XCTAssertTrue(first.hasPrefix("*  01 ") && first.contains(" streams "), first)
        XCTAssertTrue(first.contains(" open "), first)
        let second = try XCTUnwrap(lines.first { $0.contains(" virtual-time ") })
        XCTAssertTrue(second.contains(" locked ") && second.contains(" 01 "), "needs 01: \(second)")
        XCTAssertTrue(lines.contains("Next: 01 Streams, events, subscribe and dispose. Type lesson 01 (number or name) to start or resume it."), "\(lines)")
        XCTAssertTrue(lines.last?.hasPrefix("You are in the sandbox of lesson streams") ?? false)

        let streams = try XCTUnwrap(course.lesson(id: "streams"))
        var book = ProgressBook()
        for step in streams.steps { book[streams.id].markDone(step.number) }
        try ProgressStore(fileURL: state.appendingPathComponent("progress")).save(book)
        lessons = session()
        XCTAssertTrue(lessons.isComplete("streams"), "\(lessons.book["streams"])")
        let after = LessonListRenderer.render(lessons.overview, whereabouts: nil, width: 132, style: .plain)
        let done = try XCTUnwrap(after.first { $0.contains(" streams ") })
        XCTAssertTrue(done.contains(" done "), done)
        let unlocked = try XCTUnwrap(after.first { $0.contains(" virtual-time ") })
        XCTAssertTrue(unlocked.contains(" open "), unlocked)
        let drill = try XCTUnwrap(after.first { $0.contains(" create-cleanup ") })
        XCTAssertTrue(drill.hasPrefix("*  01a ") && drill.contains(" open "), "the lesson's drill is suggested next: \(drill)")
    }
}
