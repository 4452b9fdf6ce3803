import ArchLabWorkbook
import Foundation
import XCTest

final class LessonParserTests: XCTestCase {
    private let parser = LessonParser()

    private let minimal = """
        ---
        id: demo
        title: Demo
        time: 10
        ---

        ## Step 1: Start

        ```archlab
        help
        ```

        check: ran help
        """

    func testParse_FixtureLessonWithoutExercise() throws {
        let url = Fixtures.course.appendingPathComponent("01-hello/lesson.md")
        let lesson = try parser.parse(contentsOf: url, folder: "01-hello")
        XCTAssertEqual(lesson.id, "hello")
        XCTAssertEqual(lesson.title, "Hello, shell")
        XCTAssertEqual(lesson.prerequisites, [])
        XCTAssertEqual(lesson.minutes, 5)
        XCTAssertNil(lesson.exercise)
        XCTAssertEqual(lesson.number, LessonNumber(number: 1))
        XCTAssertTrue(lesson.introduction.hasPrefix("# Hello, shell"))
        XCTAssertEqual(lesson.steps.map(\.number), [1, 2])
        XCTAssertEqual(lesson.steps.map(\.title), ["Ask for help", "Load a scene and fire a request"])
        XCTAssertEqual(lesson.steps[0].check, .ran("help"))
        XCTAssertEqual(lesson.steps[0].hints, ["Type `help` and press Return."])
        XCTAssertEqual(lesson.steps[0].line, 12)
        XCTAssertEqual(lesson.steps[1].check,
                       .allOf([.sceneLoaded("title"), .fired("load"), .timeAtLeast(10)]))
        XCTAssertEqual(lesson.steps[1].hints.count, 2)
        // The comment line in the archlab block is not a command; the swift block's `check:` is not a directive.
        XCTAssertEqual(lesson.walkthrough, ["help", "scene title", "fire load", "advance 10"])
        XCTAssertTrue(lesson.steps[1].text.contains("check: not a check"))
        XCTAssertFalse(lesson.steps[1].text.contains("hint:"))
        XCTAssertFalse(lesson.steps[0].text.contains("check:"))
    }

    func testParse_FixtureLessonWithExercise() throws {
        let url = Fixtures.course.appendingPathComponent("02-counter/lesson.md")
        let lesson = try parser.parse(contentsOf: url, folder: "02-counter")
        XCTAssertEqual(lesson.exercise, "Counter")
        XCTAssertEqual(lesson.prerequisites, ["hello"])
        XCTAssertEqual(lesson.steps[0].check, .recorded(stream: "counter", event: "next(3)", time: 30))
        XCTAssertEqual(lesson.steps[1].check, .exercisePasses)
    }

    func testParse_OtherHeadingsAndLongFencesAreProse() throws {
        let text = minimal.replacingOccurrences(of: "check: ran help", with: """
            ## Steps recap

            ````markdown
            ```archlab
            not a command
            ```
            check: not a directive
            ````

            check: ran help
            """)
        let lesson = try parser.parse(text: text, file: "x.md")
        XCTAssertEqual(lesson.steps.count, 1)
        XCTAssertEqual(lesson.walkthrough, ["help"])
        XCTAssertTrue(lesson.steps[0].text.contains("## Steps recap"))
    }

    func testParse_AnAnswerBlockIsReplayedButNotShown() throws {
        let text = minimal.replacingOccurrences(of: "check: ran help", with: """
            Predict first.

            ```archlab answer
            predict b "--1--|"
            ```

            ```archlab
            play b
            ```

            check: ran help
            """)
        let lesson = try parser.parse(text: text, file: "x.md")
        XCTAssertEqual(lesson.walkthrough, ["help", "predict b \"--1--|\"", "play b"])
        XCTAssertFalse(lesson.steps[0].text.contains("predict"), lesson.steps[0].text)
        XCTAssertFalse(lesson.steps[0].text.contains("answer"), lesson.steps[0].text)
        XCTAssertTrue(lesson.steps[0].text.contains("play b"))
    }

    func testParse_CRLFAndBarePrerequisiteList() throws {
        let text = minimal.replacingOccurrences(of: "time: 10", with: "time: 10\nprerequisites: a, b-2")
            .replacingOccurrences(of: "\n", with: "\r\n")
        let lesson = try parser.parse(text: text, file: "x.md")
        XCTAssertEqual(lesson.prerequisites, ["a", "b-2"])
        XCTAssertEqual(lesson.steps.first?.commands, ["help"])
    }

    // MARK: Malformed input: every case names its line.

    private func assertError(_ text: String, _ kind: LessonError.Kind, line: Int, mentions: String,
                             file: StaticString = #filePath, testLine: UInt = #line) {
        do {
            let lesson = try parser.parse(text: text, file: "lesson.md")
            XCTFail("parsed \(lesson.id) instead of failing", file: file, line: testLine)
        } catch {
            XCTAssertEqual(error.kind, kind, error.description, file: file, line: testLine)
            XCTAssertEqual(error.line, line, error.description, file: file, line: testLine)
            XCTAssertEqual(error.file, "lesson.md", file: file, line: testLine)
            XCTAssertTrue(error.message.contains(mentions), "\(error.message) lacks \(mentions)", file: file, line: testLine)
            XCTAssertTrue(error.description.hasPrefix("lesson.md:\(line): "), error.description, file: file, line: testLine)
        }
    }

    func testParse_Track() throws {
        let lesson = try parser.parse(text: minimal.replacingOccurrences(of: "time: 10", with: "time: 10\ntrack: RIBs"), file: "lesson.md")
        XCTAssertEqual(lesson.track, "RIBs")
        XCTAssertNil(try parser.parse(text: minimal, file: "lesson.md").track, "the track is optional")
        assertError(minimal.replacingOccurrences(of: "time: 10", with: "time: 10\ntrack:"), .badTrack, line: 5, mentions: "track: RIBs")
    }

    func testParse_ImportsReplaceTheDefaultOfTheKind() throws {
        let exercise = minimal.replacingOccurrences(of: "time: 10", with: "time: 10\nexercise: Demo")
        let plain = try parser.parse(text: exercise, file: "lesson.md")
        XCTAssertNil(plain.imports)
        XCTAssertEqual(plain.allowedImports, ["Rx", "RIBs", "CleanSwift", "HeadlessUI", "Demo"])
        let tests = try parser.parse(text: exercise.replacingOccurrences(of: "exercise: Demo", with: "exercise: Demo\nkind: tests"), file: "lesson.md")
        XCTAssertEqual(tests.allowedImports, ["Rx", "RIBs", "CleanSwift", "HeadlessUI", "XCTest", "RxTesting", "Demo"])
        let listed = try parser.parse(text: exercise.replacingOccurrences(of: "exercise: Demo", with: "exercise: Demo\nimports: [Foundation, Rx]"), file: "lesson.md")
        XCTAssertEqual(listed.imports, ["Foundation", "Rx"])
        XCTAssertEqual(listed.allowedImports, ["Foundation", "Rx", "Demo"])
        XCTAssertEqual(try parser.parse(text: exercise.replacingOccurrences(of: "exercise: Demo", with: "exercise: Demo\nimports: Demo"), file: "lesson.md").allowedImports, ["Demo"])

        assertError(exercise.replacingOccurrences(of: "exercise: Demo", with: "exercise: Demo\nimports: Foundation, Glibc"), .badImports, line: 6,
                    mentions: "`Glibc` is not a module exercise code may import; list some of Rx, RIBs")
        assertError(exercise.replacingOccurrences(of: "exercise: Demo", with: "exercise: Demo\nimports: Rx, Rx"), .badImports, line: 6, mentions: "listed twice")
        assertError(exercise.replacingOccurrences(of: "exercise: Demo", with: "exercise: Demo\nimports: [Rx"), .badImports, line: 6, mentions: "imports: Foundation, Rx")
        assertError(minimal.replacingOccurrences(of: "time: 10", with: "time: 10\nimports: Rx"), .badImports, line: 5, mentions: "exercise: Streams")
    }

    func testParse_AllowsListsEscapeHatchesTheExerciseMayUse() throws {
        let exercise = minimal.replacingOccurrences(of: "time: 10", with: "time: 10\nexercise: Demo")
        XCTAssertEqual(try parser.parse(text: exercise, file: "lesson.md").allows, [], "none by default")
        XCTAssertEqual(try parser.parse(text: exercise.replacingOccurrences(of: "exercise: Demo", with: "exercise: Demo\nallows: [Mirror, UnsafeRawPointer]"),
                                        file: "lesson.md").allows, ["Mirror", "UnsafeRawPointer"])
        assertError(exercise.replacingOccurrences(of: "exercise: Demo", with: "exercise: Demo\nallows: Mirror, Array"), .badAllows, line: 6,
                    mentions: "`Array` is allowed anyway")
        assertError(exercise.replacingOccurrences(of: "exercise: Demo", with: "exercise: Demo\nallows: Mirror, Mirror"), .badAllows, line: 6, mentions: "listed twice")
        assertError(minimal.replacingOccurrences(of: "time: 10", with: "time: 10\nallows: Mirror"), .badAllows, line: 5, mentions: "exercise: Streams")
    }

    func testParse_StarterThatDoesNotCompile_OnlyForACodeExercise() throws {
        let exercise = minimal.replacingOccurrences(of: "time: 10", with: "time: 10\nexercise: Demo")
        XCTAssertEqual(try parser.parse(text: exercise, file: "lesson.md").starter, .compiles, "the default")
        let guided = try parser.parse(text: exercise.replacingOccurrences(of: "exercise: Demo", with: "exercise: Demo\nstarter: does-not-compile"), file: "lesson.md")
        XCTAssertEqual(guided.starter, .doesNotCompile)
        XCTAssertEqual(try parser.parse(text: exercise.replacingOccurrences(of: "exercise: Demo", with: "exercise: Demo\nstarter: compiles"), file: "lesson.md").starter, .compiles)

        assertError(exercise.replacingOccurrences(of: "exercise: Demo", with: "exercise: Demo\nstarter: broken"), .badStarter, line: 6,
                    mentions: "`compiles` (the default) or `does-not-compile`")
        assertError(minimal.replacingOccurrences(of: "time: 10", with: "time: 10\nstarter: does-not-compile"), .badStarter, line: 5, mentions: "exercise: RIBFromNothing")
        assertError(exercise.replacingOccurrences(of: "exercise: Demo", with: "exercise: Demo\nkind: tests\nstarter: does-not-compile"), .badStarter, line: 7,
                    mentions: "starter tests must compile")
    }

    func testError_MissingFrontMatter() {
        assertError("# Title\n\n## Step 1: A\ncheck: ran help\n", .missingFrontMatter, line: 1, mentions: "id: streams")
    }

    func testError_UnterminatedFrontMatter() {
        assertError("---\nid: demo\ntitle: Demo\n", .unterminatedFrontMatter, line: 1, mentions: "`---`")
    }

    func testError_UnknownKey() {
        let text = minimal.replacingOccurrences(of: "time: 10", with: "time: 10\nauthor: me")
        assertError(text, .unknownKey, line: 5, mentions: "`prerequisites`")
    }

    func testError_DuplicateKey() {
        let text = minimal.replacingOccurrences(of: "title: Demo", with: "title: Demo\ntitle: Again")
        assertError(text, .duplicateKey, line: 4, mentions: "line 3")
    }

    func testError_MissingKey() {
        let text = minimal.replacingOccurrences(of: "time: 10\n", with: "")
        assertError(text, .missingKey, line: 4, mentions: "time: 20")
    }

    func testError_BadTime() {
        for bad in ["twenty", "0", "-5", "20.5", ""] {
            assertError(minimal.replacingOccurrences(of: "time: 10", with: "time: \(bad)"), .badTime, line: 4, mentions: "time: 20")
        }
    }

    func testError_BadID() {
        assertError(minimal.replacingOccurrences(of: "id: demo", with: "id: My Lesson"), .badID, line: 2, mentions: "lowercase")
    }

    func testError_BadExercise() {
        let text = minimal.replacingOccurrences(of: "time: 10", with: "time: 10\nexercise: my exercise")
        assertError(text, .badExercise, line: 5, mentions: "exercise: Streams")
    }

    func testError_BadPrerequisites() {
        let text = minimal.replacingOccurrences(of: "time: 10", with: "time: 10\nprerequisites: [streams")
        assertError(text, .badPrerequisites, line: 5, mentions: "`]`")
    }

    func testError_LineWithoutColonInFrontMatter() {
        assertError(minimal.replacingOccurrences(of: "time: 10", with: "time: 10\njust words"), .badFrontMatterLine, line: 5, mentions: "key: value")
    }

    func testError_NoSteps() {
        assertError("---\nid: demo\ntitle: Demo\ntime: 5\n---\n\nJust prose.\n", .noSteps, line: 8, mentions: "## Step 1")
    }

    func testError_StepWithoutCheck() {
        let text = minimal + "\n\n## Step 2: Forgot the check\n\nSome prose.\n"
        assertError(text, .stepWithoutCheck, line: 15, mentions: "check: ran help")
    }

    func testError_UnknownCheck() {
        assertError(minimal.replacingOccurrences(of: "check: ran help", with: "check: loaded title"),
                    .unknownCheck, line: 13, mentions: "`scene NAME`")
    }

    func testError_UnknownCheckInsideHTMLComment() {
        assertError(minimal.replacingOccurrences(of: "check: ran help", with: "<!-- check: sceen title -->"),
                    .unknownCheck, line: 13, mentions: "`sceen` is not a check")
    }

    func testError_BadCheckArguments() {
        assertError(minimal.replacingOccurrences(of: "check: ran help", with: "check: time > 10"),
                    .badCheck, line: 13, mentions: "time >= 300")
    }

    func testError_DuplicateCheck() {
        assertError(minimal + "\ncheck: scene title\n", .duplicateCheck, line: 14, mentions: "all of:")
    }

    func testError_ExerciseCheckWithoutExercise() {
        assertError(minimal.replacingOccurrences(of: "check: ran help", with: "check: exercise passes"),
                    .exerciseCheckWithoutExercise, line: 13, mentions: "exercise: ModuleName")
    }

    func testError_StepOutOfOrder() {
        let text = minimal + "\n## Step 3: Skipped two\ncheck: ran help\n"
        assertError(text, .stepOutOfOrder, line: 14, mentions: "## Step 2: Skipped two")
    }

    func testError_BadStepHeading() {
        assertError(minimal.replacingOccurrences(of: "## Step 1: Start", with: "## Step one - Start"),
                    .badStepHeading, line: 7, mentions: "## Step N: title")
    }

    func testError_EmptyStepTitle() {
        assertError(minimal.replacingOccurrences(of: "## Step 1: Start", with: "## Step 1:"), .emptyStepTitle, line: 7, mentions: "no title")
    }

    func testError_UnterminatedCodeBlock() {
        let text = minimal.replacingOccurrences(of: "help\n```", with: "help\n")
        assertError(text, .unterminatedCodeBlock, line: 9, mentions: "```")
    }

    func testError_DirectiveBeforeFirstStep() {
        let text = minimal.replacingOccurrences(of: "## Step 1: Start", with: "hint: too early\n\n## Step 1: Start")
        assertError(text, .directiveOutsideStep, line: 7, mentions: "## Step N: title")
    }

    func testError_EmptyHint() {
        assertError(minimal + "\nhint:\n", .emptyHint, line: 14, mentions: "hint:")
    }

    func testError_NotUTF8_NamesTheLine() {
        var data = Data("---\nid: demo\ntitle: Caf".utf8)
        data.append(0xE9) // Latin-1 é
        data.append(contentsOf: Data("\ntime: 5\n---\n".utf8))
        do {
            _ = try parser.parse(data: data, file: "lesson.md")
            XCTFail("non-UTF-8 input parsed")
        } catch {
            XCTAssertEqual(error.kind, .notUTF8)
            XCTAssertEqual(error.line, 3)
            XCTAssertTrue(error.message.contains("UTF-8"))
        }
    }

    func testError_UnreadableFile() {
        let url = URL(fileURLWithPath: "/nonexistent/lesson.md")
        XCTAssertThrowsError(try parser.parse(contentsOf: url, folder: "01-x")) { error in
            XCTAssertEqual((error as? LessonError)?.kind, .unreadable)
        }
    }
}
