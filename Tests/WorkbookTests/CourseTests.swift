import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

final class CourseTests: XCTestCase {
    private var directory: TemporaryFolder!

    override func setUpWithError() throws { directory = try TemporaryFolder(prefix: "workbook-tests") }
    override func tearDown() { directory.remove() }

    private func lesson(id: String, prerequisites: String = "[]") -> String {
        "---\nid: \(id)\ntitle: \(id)\nprerequisites: \(prerequisites)\ntime: 5\n---\n## Step 1: Go\ncheck: ran help\n"
    }

    func testLoad_FixtureCourseInFolderOrder() throws {
        let course = try Course.load(from: Fixtures.course)
        XCTAssertEqual(course.lessons.map(\.id), ["hello", "counter"])
        XCTAssertEqual(course.lessons.map(\.folder), ["01-hello", "02-counter"])
        XCTAssertEqual(course.lesson(id: "counter")?.exercise, "Counter")
        XCTAssertNil(course.lesson(id: "nope"))
        XCTAssertEqual(Course.diagnose(Fixtures.course), [])
    }

    func testLoad_SortsNumericallyAndIgnoresOtherFolders() throws {
        try directory.write(lesson(id: "ten"), to: "10-ten/lesson.md")
        try directory.write(lesson(id: "two"), to: "2-two/lesson.md")
        try directory.write(lesson(id: "one"), to: "01-one/lesson.md")
        try directory.write("// not a lesson", to: "Package.swift")
        try directory.write("", to: ".build/debug/x")
        try directory.write("", to: "notes/readme.md")
        XCTAssertEqual(try Course.load(from: directory.url).lessons.map(\.id), ["one", "two", "ten"])
    }

    func testLoad_DrillsSortAfterTheirLessonAndAreNamedByLabel() throws {
        try directory.write(lesson(id: "six"), to: "06-six/lesson.md")
        try directory.write(lesson(id: "five-b"), to: "05b-five-b/lesson.md")
        try directory.write(lesson(id: "five"), to: "05-five/lesson.md")
        try directory.write(lesson(id: "five-a"), to: "05a-five-a/lesson.md")
        try directory.write("", to: "05A-upper/lesson.md")
        try directory.write("", to: "05ab-two-letters/lesson.md")
        let course = try Course.load(from: directory.url)
        XCTAssertEqual(course.lessons.map(\.id), ["five", "five-a", "five-b", "six"])
        XCTAssertEqual(course.lessons.map(\.numberText), ["05", "05a", "05b", "06"])
        XCTAssertEqual(course.lesson(id: "5a")?.id, "five-a")
        XCTAssertEqual(course.lesson(id: "05b")?.id, "five-b")
        XCTAssertEqual(course.lesson(id: "5")?.id, "five")
        XCTAssertNil(course.lesson(id: "5c"))
        XCTAssertNil(course.lesson(id: "5A"))
    }

    func testLessonNumber_ReadsLabelsAndFolders() {
        XCTAssertEqual(LessonNumber(label: "05a"), LessonNumber(number: 5, letter: "a"))
        XCTAssertEqual(LessonNumber(label: "12")?.description, "12")
        XCTAssertEqual(LessonNumber(label: "7b")?.description, "07b")
        XCTAssertEqual(LessonNumber(label: "07b")?.typed, "7b")
        XCTAssertNil(LessonNumber(label: "a5"))
        XCTAssertNil(LessonNumber(label: "5ab"))
        XCTAssertNil(LessonNumber(label: ""))
        XCTAssertNil(LessonNumber(label: "99999999999999999999"))
        XCTAssertEqual(LessonNumber(folder: "05a-drill"), LessonNumber(number: 5, letter: "a"))
        XCTAssertNil(LessonNumber(folder: "05a-"))
        XCTAssertNil(LessonNumber(folder: "Starters"))
        XCTAssertTrue(LessonNumber(number: 5) < LessonNumber(number: 5, letter: "a"))
        XCTAssertTrue(LessonNumber(number: 5, letter: "z") < LessonNumber(number: 6))
    }

    func testLoad_MissingPrerequisite() throws {
        try directory.write(lesson(id: "one", prerequisites: "[zero]"), to: "01-one/lesson.md")
        XCTAssertThrowsError(try Course.load(from: directory.url)) { error in
            let error = error as? LessonError
            XCTAssertEqual(error?.kind, .missingPrerequisite)
            XCTAssertTrue(error?.file.hasSuffix("01-one/lesson.md") ?? false)
            XCTAssertTrue(error?.message.contains("one") ?? false)
        }
    }

    func testLoad_APrerequisiteMayComeLaterInFolderOrder() throws {
        try directory.write(lesson(id: "one", prerequisites: "[two]"), to: "01-one/lesson.md")
        try directory.write(lesson(id: "two"), to: "02-two/lesson.md")
        XCTAssertEqual(Course.diagnose(directory.url), [])
        XCTAssertEqual(try Course.load(from: directory.url).graph.order.map(\.id), ["two", "one"])
    }

    func testLoad_PrerequisiteCycleIsNamedStepByStep() throws {
        try directory.write(lesson(id: "one", prerequisites: "[three]"), to: "01-one/lesson.md")
        try directory.write(lesson(id: "two", prerequisites: "[one]"), to: "02-two/lesson.md")
        try directory.write(lesson(id: "three", prerequisites: "[two]"), to: "03-three/lesson.md")
        let errors = Course.diagnose(directory.url)
        XCTAssertEqual(errors.map(\.kind), [.prerequisiteCycle], "one cycle, reported once")
        XCTAssertTrue(errors.first?.message.contains("one needs three needs two needs one") ?? false, errors.first?.message ?? "")
        XCTAssertTrue(errors.first?.file.hasSuffix("01-one/lesson.md") ?? false)
    }

    func testLoad_SelfPrerequisite() throws {
        try directory.write(lesson(id: "one", prerequisites: "[one]"), to: "01-one/lesson.md")
        let errors = Course.diagnose(directory.url)
        XCTAssertEqual(errors.map(\.kind), [.prerequisiteCycle])
        XCTAssertTrue(errors.first?.message.contains("lists itself") ?? false)
    }

    func testLoad_UnknownPrerequisiteSuggestsTheClosestID() throws {
        try directory.write(lesson(id: "streams"), to: "01-streams/lesson.md")
        try directory.write(lesson(id: "two", prerequisites: "[stream]"), to: "02-two/lesson.md")
        let errors = Course.diagnose(directory.url)
        XCTAssertEqual(errors.map(\.kind), [.missingPrerequisite])
        XCTAssertTrue(errors.first?.message.contains("did you mean `streams`?") ?? false, errors.first?.message ?? "")
    }

    func testLoad_DuplicateID() throws {
        try directory.write(lesson(id: "same"), to: "01-a/lesson.md")
        try directory.write(lesson(id: "same"), to: "02-b/lesson.md")
        let errors = Course.diagnose(directory.url)
        XCTAssertEqual(errors.map(\.kind), [.duplicateID])
        XCTAssertEqual(errors.first?.line, 2)
        XCTAssertTrue(errors.first?.file.hasSuffix("02-b/lesson.md") ?? false)
        XCTAssertTrue(errors.first?.message.contains("01-a") ?? false)
    }

    func testLoad_DuplicateNumberAndMissingFile() throws {
        try directory.write(lesson(id: "a"), to: "01-a/lesson.md")
        try directory.write(lesson(id: "b"), to: "01-b/lesson.md")
        try directory.write("", to: "02-c/Exercise/C.swift")
        try directory.write(lesson(id: "d"), to: "3a-d/lesson.md")
        try directory.write(lesson(id: "e"), to: "03a-e/lesson.md")
        XCTAssertEqual(Course.diagnose(directory.url).map(\.kind), [.duplicateFolderNumber, .missingLessonFile, .duplicateFolderNumber])
    }

    func testDiagnose_ReportsEveryBrokenLesson() throws {
        try directory.write("no front matter", to: "01-a/lesson.md")
        try directory.write(lesson(id: "b"), to: "02-b/lesson.md")
        try directory.write(lesson(id: "c").replacingOccurrences(of: "time: 5", with: "time: soon"), to: "03-c/lesson.md")
        let errors = Course.diagnose(directory.url)
        XCTAssertEqual(errors.map(\.kind), [.missingFrontMatter, .badTime])
        XCTAssertThrowsError(try Course.load(from: directory.url)) { error in
            XCTAssertEqual((error as? LessonError)?.kind, .missingFrontMatter)
        }
    }
}

final class LessonsDirectoryTests: XCTestCase {
    func testLocate_EnvironmentWins() {
        let found = LessonsDirectory.locate(environment: ["ARCHLAB_LESSONS": "/srv/course/Lessons"],
                                            currentDirectory: URL(fileURLWithPath: "/tmp"), executable: nil)
        XCTAssertEqual(found?.path, "/srv/course/Lessons")
    }

    func testLocate_WalksUpFromCurrentFolderOrExecutable() throws {
        let directory = try TemporaryFolder(prefix: "workbook-tests")
        defer { directory.remove() }
        try directory.write("// nested package", to: "Lessons/Package.swift")
        try directory.write("", to: "Sources/Deep/x.swift")
        let fromSources = LessonsDirectory.locate(environment: [:], currentDirectory: directory.url.appendingPathComponent("Sources/Deep"), executable: nil)
        XCTAssertEqual(fromSources?.resolvingSymlinksInPath().path, directory.url.appendingPathComponent("Lessons").resolvingSymlinksInPath().path)
        let fromBuild = LessonsDirectory.locate(environment: [:], currentDirectory: URL(fileURLWithPath: "/"),
                                                executable: directory.url.appendingPathComponent(".build/debug/archlab"))
        XCTAssertEqual(fromBuild?.resolvingSymlinksInPath().path, directory.url.appendingPathComponent("Lessons").resolvingSymlinksInPath().path)
        XCTAssertNil(LessonsDirectory.locate(environment: [:], currentDirectory: URL(fileURLWithPath: "/proc"), executable: nil))
    }

    func testReplayScript_MovesThroughEveryStep() throws {
        let lesson = try XCTUnwrap(try Course.load(from: Fixtures.course).lesson(id: "hello"))
        XCTAssertEqual(lesson.replayScript, ["lesson hello", "help", "next", "scene title", "fire load", "advance 10"])
    }
}
