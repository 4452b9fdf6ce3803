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
            ("recorded s next(1)@+50", .recorded(stream: "s", event: "next(1)", time: .sinceStepStart(50))),
            ("recorded labels.display next(displayLabelList*)", .recorded(stream: "labels.display", event: "next(displayLabelList*)", time: nil)),
            ("time >= +40", .timeAtLeast(.sinceStepStart(40))),
            ("detached TicTacToe", .detached("TicTacToe")),
            ("freed LoggedIn", .freed("LoggedIn")),
            ("predicted b", .predicted("b")),
            ("traced displayCreateLabelResult(errorMessage", .traced("displayCreateLabelResult(errorMessage")),
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
            .recorded(stream: "out", event: "next(1)", time: .sinceStepStart(0)), .timeAtLeast(.sinceStepStart(40)),
            .detached("A"), .freed("B"), .predicted("c"), .allOf([.freed("A"), .timeAtLeast(.sinceStepStart(5))]),
            .traced("displayLabelList"),
        ]
        for check in checks {
            XCTAssertEqual(try StepCheck(parsing: check.description), check)
        }
    }

    func testParse_Rejects() {
        let bad = ["", "scene", "scene a b", "tree title", "tree contains", "time 10", "time >= -1", "time >= soon",
                   "recorded s", "recorded s next(1)@x", "recorded s started@1", "exercise", "exercise fails",
                   "all of: scene title", "all of: scene title; all of: app a; app b", "ran", "sceen title",
                   "time >= ++1", "time >= +x", "recorded s next(1)@+", "recorded s next(1)@-5", "freed", "detached a b", "predicted", "traced"]
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

    func testEvaluate_TracedCountsCallsSinceTheStepBegan() {
        var probe = FakeProbe()
        probe.tracedCalls = ["getLabelList(Request())", "displayLabelList(items(All))"]
        let check = StepCheck.traced("displayLabelList")
        XCTAssertTrue(check.isSatisfied(by: probe, exercisePassed: false))
        let window = StepWindow.begin(probe, streams: [])
        XCTAssertFalse(check.isSatisfied(by: probe, exercisePassed: false, in: window), "an earlier step's call does not count")
        probe.tracedCalls.append("displayLabelList(items(All, Best))")
        XCTAssertTrue(check.isSatisfied(by: probe, exercisePassed: false, in: window))
        XCTAssertFalse(StepCheck.traced("displayError").isSatisfied(by: probe, exercisePassed: false))
        XCTAssertTrue(check.isEarnedInStep)
    }

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

    /// `time >= T` is earned by the clock commands of the step: a clock that `play` moved, or
    /// an `advance` before the step began, does not count.
    func testTime_OnlyAnAdvanceOrRunOfTheStepCounts() {
        let window = StepWindow.begin(FakeProbe(now: 0, advances: []), streams: [])
        let played = FakeProbe(now: 110, advances: [])
        XCTAssertFalse(StepCheck.timeAtLeast(100).isSatisfied(by: played, exercisePassed: false, in: window), "play moved the clock")
        XCTAssertFalse(StepCheck.timeAtLeast(.sinceStepStart(100)).isSatisfied(by: played, exercisePassed: false, in: window))
        let advanced = FakeProbe(now: 100, advances: [100])
        XCTAssertTrue(StepCheck.timeAtLeast(100).isSatisfied(by: advanced, exercisePassed: false, in: window))
        XCTAssertTrue(StepCheck.timeAtLeast(.sinceStepStart(100)).isSatisfied(by: advanced, exercisePassed: false, in: window))
        XCTAssertFalse(StepCheck.timeAtLeast(100).isSatisfied(by: FakeProbe(now: 100, advances: [40]), exercisePassed: false, in: window),
                       "the advance stopped at 40; play went on to 100")

        let later = StepWindow.begin(FakeProbe(now: 200, advances: [200]), streams: [])
        XCTAssertFalse(StepCheck.timeAtLeast(100).isSatisfied(by: FakeProbe(now: 200, advances: [200]), exercisePassed: false, in: later),
                       "an earlier step's advance")
        XCTAssertTrue(StepCheck.timeAtLeast(100).isSatisfied(by: FakeProbe(now: 201, advances: [200, 201]), exercisePassed: false, in: later))
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

    // MARK: Judged from the step's start

    func testWindow_FiredRanAndRecordedCountOnlyWhatCameAfter() {
        var probe = FakeProbe(firedRequests: ["load"], now: 100, commandsRun: ["help", "fire load"],
                              streams: ["title.display": [(50, "next(hello)")]])
        let checks: [StepCheck] = [.fired("load"), .ran("help"), .recorded(stream: "title.display", event: "next(hello)", time: nil)]
        let window = StepWindow.begin(probe, streams: StepCheck.allOf(checks).streams)
        XCTAssertEqual(window.recordedCounts, ["title.display": 1])
        for check in checks {
            XCTAssertTrue(check.isSatisfied(by: probe, exercisePassed: false), "over the whole session: \(check)")
            XCTAssertFalse(check.isSatisfied(by: probe, exercisePassed: false, in: window), "before the step's own commands: \(check)")
        }
        probe.firedRequests.append("load")
        probe.commandsRun += ["help", "fire load"]
        probe.streams["title.display"]?.append((150, "next(hello)"))
        for check in checks {
            XCTAssertTrue(check.isSatisfied(by: probe, exercisePassed: false, in: window), "after them: \(check)")
        }
    }

    func testWindow_ListsStartedAfreshCountAsNew() {
        let window = StepWindow(firedCount: 5, commandCount: 9)
        let fresh = FakeProbe(firedRequests: ["load"], commandsRun: ["fire load"])
        XCTAssertTrue(StepCheck.fired("load").isSatisfied(by: fresh, exercisePassed: false, in: window))
        XCTAssertTrue(StepCheck.ran("fire").isSatisfied(by: fresh, exercisePassed: false, in: window))
    }

    func testWindow_RelativeTimes() {
        let window = StepWindow(startTime: 400)
        var probe = FakeProbe(now: 430, streams: ["s": [(450, "next(1)")]])
        XCTAssertFalse(StepCheck.timeAtLeast(.sinceStepStart(40)).isSatisfied(by: probe, exercisePassed: false, in: window))
        XCTAssertTrue(StepCheck.timeAtLeast(40).isSatisfied(by: probe, exercisePassed: false, in: window), "absolute 40 held long ago")
        probe.now = 440
        XCTAssertTrue(StepCheck.timeAtLeast(.sinceStepStart(40)).isSatisfied(by: probe, exercisePassed: false, in: window))
        XCTAssertTrue(StepCheck.recorded(stream: "s", event: "next(1)", time: .sinceStepStart(50)).isSatisfied(by: probe, exercisePassed: false, in: window))
        XCTAssertFalse(StepCheck.recorded(stream: "s", event: "next(1)", time: 50).isSatisfied(by: probe, exercisePassed: false, in: window))
        XCTAssertTrue(StepCheck.recorded(stream: "s", event: "next(1)", time: 450).isSatisfied(by: probe, exercisePassed: false, in: window))
    }

    func testRecorded_ValuePrefix() {
        let probe = FakeProbe(streams: ["labels.display": [(30, "next(displayLabelList(ViewModel(titles: [#Cats])))")]])
        func holds(_ event: String) -> Bool {
            StepCheck.recorded(stream: "labels.display", event: event, time: nil).isSatisfied(by: probe, exercisePassed: false)
        }
        XCTAssertTrue(holds("next(displayLabelList*)"))
        XCTAssertTrue(holds("next(*)"))
        XCTAssertFalse(holds("next(displayError*)"))
        XCTAssertFalse(holds("next(displayLabelList)"), "without the star the value must match exactly")
    }

    func testDetachedAndFreed() {
        var window = StepWindow.begin(FakeProbe(ribNames: ["Root", "LoggedIn", "TicTacToe"]), streams: [])
        var probe = FakeProbe(ribNames: ["Root", "LoggedIn", "TicTacToe"])
        func holds(_ check: StepCheck) -> Bool { check.isSatisfied(by: probe, exercisePassed: false, in: window) }
        XCTAssertFalse(holds(.detached("TicTacToe")), "still attached")
        XCTAssertFalse(holds(.detached("OffGame")), "never in the tree during the step")
        probe.ribNames = ["Root", "LoggedIn"]
        probe.unfreedRIBObjects = ["TicTacToeRouter"]
        window.observe(probe)
        XCTAssertTrue(holds(.detached("TicTacToe")))
        XCTAssertFalse(holds(.freed("TicTacToe")), "its router is still alive")
        probe.unfreedRIBObjects = ["TicTacToeXRouter", "LoggedInRouter"]
        XCTAssertFalse(holds(.freed("TicTacToe")), "`TicTacToeX...` belongs to another RIB only if it continues with a capital")
        probe.unfreedRIBObjects = ["LoggedInRouter"]
        XCTAssertTrue(holds(.freed("TicTacToe")))
        XCTAssertFalse(holds(.freed("LoggedIn")), "still in the tree")
    }

    func testGoal_RelativeAndOutcomeForms() {
        XCTAssertEqual(StepCheck.timeAtLeast(.sinceStepStart(40)).goal, "move the clock 40 ticks past where this step began (type `advance 40`)")
        XCTAssertTrue(StepCheck.recorded(stream: "s", event: "next(1)", time: .sinceStepStart(5)).goal.contains("5 ticks after this step began"))
        XCTAssertTrue(StepCheck.freed("LoggedIn").goal.contains("`leaks`"))
        XCTAssertTrue(StepCheck.predicted("b").goal.contains("`predict b"))
    }
}
