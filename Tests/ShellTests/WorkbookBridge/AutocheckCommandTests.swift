import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest
@testable import ArchLabShell

/// `autocheck` without a terminal: what it refuses and why, which folder it watches, how it
/// follows the open lesson, and how saves become events (a burst once, unchanged bytes never).
/// The check itself, run on a save, is tested end to end in `AutocheckEndToEndTests`.
final class AutocheckCommandTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var workspace: Workspace!
    private var lessons: URL!
    private var shell: Shell!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-autocheck-command")
        let course = try SmallCourse.write(in: folder)
        lessons = course.lessons
        workspace = course.workspace
        let session = Session(catalog: .fakes)
        session.lessons = WorkbookLessons(lessonsDirectory: lessons, environment: [Workspace.environmentKey: workspace.root.path])
        shell = Shell(session: session)
        shell.handlesEventsWhileReading = true
    }

    override func tearDown() { folder.remove() }

    private func run(_ line: String) -> String { shell.submit(line: line).text.joined(separator: " ") }

    private var exercise: URL { workspace.root.appendingPathComponent("02-counter/Counter.swift") }

    /// Waits until the watcher's descriptor is readable (a save arrived), at most 2 s.
    private func waitForEvent(file: StaticString = #filePath, line: UInt = #line) throws {
        let descriptor = try XCTUnwrap(shell.eventDescriptor, file: file, line: line)
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&entry, 1, 2000), 1, "no file event arrived", file: file, line: line)
    }

    func testOn_WithoutALoopThatWaitsForSaves_SaysItNeedsATerminal() {
        shell.handlesEventsWhileReading = false
        _ = run("lesson counter")
        let outcome = shell.submit(line: "autocheck on")
        XCTAssertFalse(outcome.succeeded)
        let text = outcome.text.joined(separator: " ")
        XCTAssertTrue(text.contains("a script file or -c never waits") && text.contains("type `check` after saving"), text)
        XCTAssertNil(shell.eventDescriptor)
        XCTAssertFalse(shell.prompt.contains("autocheck"), shell.prompt)
    }

    func testOn_OutsideALessonOrWithoutAnExercise_SaysWhatToDo() {
        let outside = shell.submit(line: "autocheck on")
        XCTAssertFalse(outside.succeeded)
        XCTAssertTrue(outside.text.joined().contains("no lesson is open") && outside.text.joined().contains("lesson N"), "\(outside.text)")
        _ = run("lesson tour")
        let tour = shell.submit(line: "autocheck on")
        XCTAssertFalse(tour.succeeded)
        XCTAssertTrue(tour.text.joined().contains("lesson `tour` has no exercise"), "\(tour.text)")
        XCTAssertNil(shell.eventDescriptor)
    }

    func testOn_WatchesTheWorkspaceFolder_PromptAndStatusSaySo_OffStops() {
        _ = run("lesson counter")
        XCTAssertTrue(run("autocheck").contains("autocheck is off."))
        let on = run("autocheck on")
        XCTAssertTrue(on.contains("autocheck is on: each time you save a file in \(workspace.root.path)/02-counter/"), on)
        XCTAssertNotNil(shell.eventDescriptor)
        XCTAssertTrue(shell.prompt.contains("counter:1/1 autocheck t=0> "), shell.prompt)
        XCTAssertTrue(run("autocheck").contains("autocheck is on for `counter`, watching \(workspace.root.path)/02-counter/"))
        XCTAssertTrue(run("autocheck on").contains("autocheck is on already"))
        XCTAssertTrue(run("autocheck off").contains("autocheck is off. Type `check` after saving to check `counter`."))
        XCTAssertNil(shell.eventDescriptor)
        XCTAssertFalse(shell.prompt.contains("autocheck"), shell.prompt)
        XCTAssertTrue(run("autocheck off").contains("autocheck is off already."))
    }

    func testOn_WithTheExerciseFolderGone_SaysHowToGetItBack() throws {
        try FileManager.default.removeItem(at: workspace.root.appendingPathComponent("02-counter"))
        _ = run("lesson counter")
        let outcome = shell.submit(line: "autocheck on")
        XCTAssertFalse(outcome.succeeded)
        let text = outcome.text.joined(separator: " ")
        XCTAssertTrue(text.contains("there is no folder \(workspace.root.path)/02-counter/ to watch") && text.contains("reset counter --exercise"), text)
        XCTAssertNil(shell.eventDescriptor)
    }

    func testOn_InATestWritingLesson_WatchesItsTestsFolder() {
        _ = run("lesson spec")
        let on = run("autocheck on")
        XCTAssertTrue(on.contains("\(workspace.root.path)/03-spec/Tests/"), on)
    }

    func testSave_IsOneEvent_AndSavingTheSameBytesIsNone() throws {
        _ = run("lesson counter")
        _ = run("autocheck on")
        XCTAssertFalse(shell.takeEvent(), "nothing was saved yet")
        // An editor's save: write, then write again at once; one change.
        try Data("public func count() -> Int { 3 }\n".utf8).write(to: exercise)
        try Data("public func count() -> Int { 3 } // saved\n".utf8).write(to: exercise)
        try waitForEvent()
        XCTAssertTrue(shell.takeEvent())
        XCTAssertFalse(shell.takeEvent(), "the burst was read whole")
        // The same bytes again (a `touch`, an editor saving an unchanged buffer): no change.
        try Data("public func count() -> Int { 3 } // saved\n".utf8).write(to: exercise)
        try waitForEvent()
        XCTAssertFalse(shell.takeEvent())
        try Data("public func count() -> Int { 4 }\n".utf8).write(to: exercise)
        try waitForEvent()
        XCTAssertTrue(shell.takeEvent())
        // An editor's hidden file beside it (a lock or a copy on its way to a save) is no save.
        try Data("public func count() -> Int { 5 }\n".utf8).write(to: workspace.root.appendingPathComponent("02-counter/.#Counter.swift"))
        try waitForEvent()
        XCTAssertFalse(shell.takeEvent())
    }

    func testATypedCheck_OfWhatWasSaved_LeavesNothingForAutocheck() throws {
        _ = run("lesson counter")
        _ = run("autocheck on")
        try Data("public func count() -> Int { 3 }\n".utf8).write(to: exercise)
        try waitForEvent()
        _ = run("check counter") // this small course has no seal: the check stops at once
        XCTAssertFalse(shell.takeEvent(), "the typed check read this save already")
        try Data("public func count() -> Int { 4 }\n".utf8).write(to: exercise)
        try waitForEvent()
        XCTAssertTrue(shell.takeEvent())
    }

    func testAdviceAfterACheck_SaysToSaveWhileAutocheckIsOn() {
        _ = run("lesson counter")
        XCTAssertTrue(run("check counter").contains("Then type `check` again."))
        _ = run("autocheck on")
        let watched = run("check counter") // this small course has no seal: the check stops at once
        XCTAssertTrue(watched.contains("Then save them again (autocheck is on)."), watched)
        _ = run("autocheck off")
        XCTAssertTrue(run("check counter").contains("Then type `check` again."))
    }

    func testSwitchingLessons_FollowsTheExercise_OrTurnsOff() {
        _ = run("lesson counter")
        _ = run("autocheck on")
        let spec = run("lesson spec")
        XCTAssertTrue(spec.contains("autocheck now watches \(workspace.root.path)/03-spec/Tests/ for `spec`."), spec)
        XCTAssertNotNil(shell.eventDescriptor)
        let tour = run("lesson tour")
        XCTAssertTrue(tour.contains("autocheck is off: lesson `tour` has no exercise."), tour)
        XCTAssertNil(shell.eventDescriptor)
        _ = run("lesson counter")
        _ = run("autocheck on")
        let off = run("lesson off")
        XCTAssertTrue(off.contains("autocheck is off: no lesson is open."), off)
        XCTAssertNil(shell.eventDescriptor)
        // Into a lesson whose folder is gone: off, saying how to get it back.
        _ = run("lesson counter")
        _ = run("autocheck on")
        try? FileManager.default.removeItem(at: workspace.root.appendingPathComponent("03-spec"))
        let gone = run("lesson spec")
        XCTAssertTrue(gone.contains("autocheck is off: there is no folder \(workspace.root.path)/03-spec/Tests/ to watch.")
                      && gone.contains("reset spec --exercise"), gone)
        XCTAssertNil(shell.eventDescriptor)
    }

    func testWithoutAWorkspace_WatchesTheCheckoutsExerciseFolder() {
        let session = Session(catalog: .fakes)
        session.lessons = WorkbookLessons(lessonsDirectory: lessons, environment: [:])
        shell = Shell(session: session)
        shell.handlesEventsWhileReading = true
        _ = run("lesson counter")
        let on = run("autocheck on")
        XCTAssertTrue(on.contains("\(lessons.path)/02-counter/Exercise/"), on)
    }

    /// `InteractiveRunner` with a source that waits for events: before each line it hands the
    /// source the watcher, and the work it hands over prints the check below what came before.
    /// (This small course has no seal, so the check stops at once, saying so.)
    func testInteractiveRunner_GivesTheSourceTheWatcher_AndItsWorkPrintsTheCheck() throws {
        let source = EventfulSource(lines: ["lesson counter", "autocheck on", "autocheck off"])
        let sink = BufferSink()
        source.beforeRead = { index, descriptor, takeEvent, handle in
            guard index == 2 else { return }
            XCTAssertNotNil(descriptor, "autocheck is on: the source waits on its watcher")
            try? Data("public func count() -> Int { 3 }\n".utf8).write(to: self.exercise)
            if let descriptor {
                var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                XCTAssertEqual(poll(&entry, 1, 2000), 1)
            }
            XCTAssertTrue(takeEvent())
            handle()
        }
        XCTAssertEqual(InteractiveRunner(shell: shell, sink: sink, source: source).run(banner: false), 0)
        XCTAssertEqual(source.descriptors.map { $0 != nil }, [false, false, true, false], "the watcher while autocheck is on, only")
        let text = sink.text
        let saved = try XCTUnwrap(text.range(of: "Saved: checking `counter`..."), text)
        XCTAssertTrue(text[saved.upperBound...].contains("✘ Exercise `counter` was not checked: the tests are not the shipped ones."), text)
        XCTAssertTrue(text.contains("autocheck is off."), text)
    }
}

/// A line source that waits for events: reads scripted lines, and before each read lets the
/// test act on what the runner handed it (the descriptor, `takeEvent`, the work).
private final class EventfulSource: LineSource {
    private var lines: [String]
    private var index = 0
    private var events: (descriptor: Int32?, takeEvent: () -> Bool, handle: () -> Void)?
    private(set) var descriptors: [Int32?] = []
    var beforeRead: (Int, Int32?, () -> Bool, () -> Void) -> Void = { _, _, _, _ in }

    init(lines: [String]) { self.lines = lines }

    var waitsForEvents: Bool { true }

    func waitForEvents(on descriptor: Int32?, takeEvent: @escaping () -> Bool, handle: @escaping () -> Void) {
        events = (descriptor, takeEvent, handle)
    }

    func readLine(prompt: String) -> LineInput {
        defer { index += 1 }
        descriptors.append(events?.descriptor)
        if let events { beforeRead(index, events.descriptor, events.takeEvent, events.handle) }
        return index < lines.count ? .line(lines[index]) : .endOfInput
    }
}
