import ArchLabWorkbook
import XCTest

final class StepCheckTests: XCTestCase {
    func testParse_EveryForm() throws {
        let cases: [(String, StepCheck)] = [
            ("scene title", .sceneLoaded("title")),
            ("app todo", .appLaunched("todo")),
            ("tree contains LoggedIn", .treeContains("LoggedIn")),
            ("tree has LoggedIn", .treeContains("LoggedIn")),
            ("tree lacks LoggedOut", .treeLacks("LoggedOut")),
            ("recorded title next(hello)@200", .recorded(stream: "title", event: "next(hello)", time: 200)),
            ("recorded s next(hello world)@5", .recorded(stream: "s", event: "next(hello world)", time: 5)),
            ("recorded s completed@300", .recorded(stream: "s", event: "completed", time: 300)),
            ("recorded s error@40", .recorded(stream: "s", event: "error", time: 40)),
            ("recorded s error(boom)", .recorded(stream: "s", event: "error(boom)", time: nil)),
            ("fired load", .fired("load")),
            ("time >= 300", .timeAtLeast(300)),
            ("ran advance 10", .ran("advance 10")),
            ("exercise passes", .exercisePasses),
            ("all of: scene title; fired load", .allOf([.sceneLoaded("title"), .fired("load")])),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(try StepCheck(parsing: text), expected, text)
        }
    }

    func testDescription_RoundTrips() throws {
        let checks: [StepCheck] = [
            .sceneLoaded("labels"), .appLaunched("todo"), .treeContains("Root"), .treeLacks("LoggedOut"),
            .recorded(stream: "out", event: "next(1)", time: 10), .recorded(stream: "out", event: "completed", time: nil),
            .fired("save"), .timeAtLeast(0), .ran("watch title"), .exercisePasses,
            .allOf([.sceneLoaded("title"), .timeAtLeast(200)]),
        ]
        for check in checks {
            XCTAssertEqual(try StepCheck(parsing: check.description), check)
        }
    }

    func testParse_Rejects() {
        let bad = ["", "scene", "scene a b", "tree title", "tree contains", "time 10", "time >= -1", "time >= soon",
                   "recorded s", "recorded s next(1)@x", "recorded s started@1", "exercise", "exercise fails",
                   "all of: scene title", "all of: scene title; all of: app a; app b", "ran", "sceen title"]
        for text in bad {
            XCTAssertThrowsError(try StepCheck(parsing: text), text)
        }
        do {
            _ = try StepCheck(parsing: "sceen title")
        } catch {
            XCTAssertTrue(error.isUnknownCheck)
        }
        do {
            _ = try StepCheck(parsing: "time > 10")
        } catch {
            XCTAssertFalse(error.isUnknownCheck)
        }
    }

    // MARK: Evaluation against a fake shell

    func testEvaluate_SceneAndApp() {
        var probe = FakeProbe()
        XCTAssertFalse(StepCheck.sceneLoaded("title").isSatisfied(by: probe, exercisePassed: false))
        probe.loadedScene = "labels"
        XCTAssertFalse(StepCheck.sceneLoaded("title").isSatisfied(by: probe, exercisePassed: false))
        probe.loadedScene = "title"
        XCTAssertTrue(StepCheck.sceneLoaded("title").isSatisfied(by: probe, exercisePassed: false))
        XCTAssertFalse(StepCheck.appLaunched("todo").isSatisfied(by: probe, exercisePassed: false))
        probe.launchedApp = "todo"
        XCTAssertTrue(StepCheck.appLaunched("todo").isSatisfied(by: probe, exercisePassed: false))
    }

    func testEvaluate_Tree() {
        var probe = FakeProbe(ribNames: ["Root", "LoggedOut"])
        XCTAssertTrue(StepCheck.treeContains("LoggedOut").isSatisfied(by: probe, exercisePassed: false))
        XCTAssertFalse(StepCheck.treeLacks("LoggedOut").isSatisfied(by: probe, exercisePassed: false))
        probe.ribNames = ["Root", "LoggedIn"]
        XCTAssertFalse(StepCheck.treeContains("LoggedOut").isSatisfied(by: probe, exercisePassed: false))
        XCTAssertTrue(StepCheck.treeLacks("LoggedOut").isSatisfied(by: probe, exercisePassed: false))
    }

    func testEvaluate_RecordedEvents() {
        let probe = FakeProbe(streams: ["title": [(100, "next(hello)"), (200, "next(hello)"), (300, "completed")],
                                        "bad": [(40, "error(boom)")]])
        func holds(_ check: StepCheck) -> Bool { check.isSatisfied(by: probe, exercisePassed: false) }
        XCTAssertTrue(holds(.recorded(stream: "title", event: "next(hello)", time: 200)))
        XCTAssertFalse(holds(.recorded(stream: "title", event: "next(hello)", time: 150)))
        XCTAssertFalse(holds(.recorded(stream: "title", event: "next(hi)", time: 100)))
        XCTAssertTrue(holds(.recorded(stream: "title", event: "next(hello)", time: nil)))
        XCTAssertTrue(holds(.recorded(stream: "title", event: "completed", time: 300)))
        XCTAssertFalse(holds(.recorded(stream: "title", event: "error", time: nil)))
        XCTAssertTrue(holds(.recorded(stream: "bad", event: "error", time: 40)))
        XCTAssertTrue(holds(.recorded(stream: "bad", event: "error(boom)", time: 40)))
        XCTAssertFalse(holds(.recorded(stream: "bad", event: "error(other)", time: 40)))
        XCTAssertFalse(holds(.recorded(stream: "missing", event: "completed", time: nil)))
    }

    func testEvaluate_FiredTimeRan() {
        let probe = FakeProbe(firedRequests: ["load", "save name=x"], now: 250, commandsRun: ["help", "watch  title", "advance 10"])
        func holds(_ check: StepCheck) -> Bool { check.isSatisfied(by: probe, exercisePassed: false) }
        XCTAssertTrue(holds(.fired("load")))
        XCTAssertTrue(holds(.fired("save")))
        XCTAssertFalse(holds(.fired("remove")))
        XCTAssertTrue(holds(.timeAtLeast(250)))
        XCTAssertFalse(holds(.timeAtLeast(251)))
        XCTAssertTrue(holds(.ran("help")))
        XCTAssertTrue(holds(.ran("watch")))
        XCTAssertTrue(holds(.ran("watch title")))
        XCTAssertFalse(holds(.ran("watch other")))
        XCTAssertFalse(holds(.ran("advance 100")))
        XCTAssertFalse(holds(.ran("hel")))
    }

    func testEvaluate_ExerciseAndAllOf() {
        let probe = FakeProbe(loadedScene: "title", firedRequests: ["load"], now: 5)
        XCTAssertFalse(StepCheck.exercisePasses.isSatisfied(by: probe, exercisePassed: false))
        XCTAssertTrue(StepCheck.exercisePasses.isSatisfied(by: probe, exercisePassed: true))
        let both = StepCheck.allOf([.sceneLoaded("title"), .fired("load")])
        XCTAssertTrue(both.isSatisfied(by: probe, exercisePassed: false))
        let three = StepCheck.allOf([.sceneLoaded("title"), .fired("load"), .timeAtLeast(10)])
        XCTAssertFalse(three.isSatisfied(by: probe, exercisePassed: false))
    }

    func testGoal_NamesTheCommand() {
        XCTAssertTrue(StepCheck.sceneLoaded("title").goal.contains("`scene title`"))
        XCTAssertTrue(StepCheck.fired("load").goal.contains("`fire load`"))
        XCTAssertTrue(StepCheck.exercisePasses.goal.contains("`check`"))
    }
}
