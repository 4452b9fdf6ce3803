import ArchLabToolchain
import ArchLabWorkbook
import Foundation
import XCTest

/// The explainer on real compiler errors: each message below is what swiftc 6.3.1 printed for
/// one plumbing mistake, written against the course's modules (lesson 24's stages, and the
/// same RIB and a Clean Swift scene broken one way at a time). Each test feeds the whole
/// line through `TestOutputParser`, as `check` does, and checks the advice names the
/// architecture's fix.
final class PlumbingExplainerTests: XCTestCase {
    /// The advice under the one error in `line`, a line of `swift build` output.
    private func advice(_ line: String, file: StaticString = #filePath, line number: UInt = #line) -> String? {
        let errors = CompilerDiagnostic.errors(in: line)
        XCTAssertEqual(errors.count, 1, "the fixture is one compiler error", file: file, line: number)
        return errors.first?.advice
    }

    private func assertAdvice(_ line: String, mentions parts: [String], file: StaticString = #filePath, line number: UInt = #line) {
        guard let text = advice(line, file: file, line: number) else {
            return XCTFail("no advice for: \(line)", file: file, line: number)
        }
        for part in parts {
            XCTAssertTrue(text.contains(part), "advice lacks \"\(part)\": \(text)", file: file, line: number)
        }
    }

    // MARK: RIBs: the errors of wiring a child into its parent, in the order seed 001 meets them

    func testParentBuilderDoesNotPassTheChildsBuilder_PassItFromTheParentsBuilder() {
        assertAdvice("/w/Lessons/24-rib-from-nothing/Exercise/Root.swift:68:81: error: missing argument for parameter 'welcomeBuilder' in call",
                     mentions: ["Welcome's builder", "`welcomeBuilder: WelcomeBuilder(dependency: component)`"])
    }

    func testParentComponentIsNotTheChildsDependency_AddAComponentExtension() {
        assertAdvice("/w/Lessons/24-rib-from-nothing/Exercise/Root.swift:70:70: error: argument type 'RootComponent' does not conform to expected type 'WelcomeDependency'",
                     mentions: ["parent's component", "`extension RootComponent: WelcomeDependency {}`", "RootComponent+Welcome.swift"])
    }

    func testComponentExtensionLacksAMember_ProvideWhatTheDependencyDeclares() {
        assertAdvice("/w/Lessons/24-rib-from-nothing/Exercise/RootComponent+Welcome.swift:5:1: error: type 'RootComponent' does not conform to protocol 'WelcomeDependency'",
                     mentions: ["`extension RootComponent: WelcomeDependency`", "each property `WelcomeDependency` declares"])
    }

    func testParentInteractableIsNotTheChildsListener_InheritTheListener() {
        assertAdvice("/w/Lessons/24-rib-from-nothing/Exercise/Root.swift:56:58: error: argument type 'any RootInteractable' does not conform to expected type 'WelcomeListener'",
                     mentions: ["Welcome's listener", "`protocol RootInteractable: Interactable, WelcomeListener`", "`RootInteractor`"])
    }

    func testParentInteractorLacksTheListenersMethods_AddThem() {
        assertAdvice("/w/Lessons/24-rib-from-nothing/Exercise/Root.swift:26:13: error: type 'RootInteractor' does not conform to protocol 'WelcomeListener'",
                     mentions: ["Welcome calls its listener", "parent's interactor", "add to `RootInteractor` the methods `WelcomeListener` declares"])
    }

    func testParentViewControllableHasNoPresent_DeclareIt() {
        assertAdvice("/w/Lessons/24-rib-from-nothing/Exercise/Root.swift:59:24: error: value of type 'any RootViewControllable' has no member 'present'",
                     mentions: ["shows a child's view", "`func present(viewController: ViewControllable)` in `RootViewControllable`", "`RootViewController`"])
        assertAdvice("/w/Lessons/24-rib-from-nothing/Exercise/Root.swift:65:24: error: value of type 'any RootViewControllable' has no member 'dismiss'",
                     mentions: ["removes a child's view", "`func dismiss(viewController: ViewControllable)`"])
    }

    func testParentViewControllerLacksPresent_ImplementIt() {
        assertAdvice("/w/Lessons/24-rib-from-nothing/Exercise/Root.swift:45:13: error: type 'RootViewController' does not conform to protocol 'RootViewControllable'",
                     mentions: ["only through `RootViewControllable`", "implement in `RootViewController`", "present(viewController.uiviewController, animated: true)"])
    }

    // MARK: RIBs: other mistakes in a child or its parent

    func testChildNotWrittenYet_SaysWhatTheTypeIs() {
        assertAdvice("/w/Lessons/24-rib-from-nothing/Tests/RIBFromNothingExerciseTests.swift:22:26: error: cannot find type 'WelcomeRouter' in scope",
                     mentions: ["There is no `WelcomeRouter` yet", "ViewableRouter<WelcomeInteractable, WelcomeViewControllable>"])
        assertAdvice("/w/Lessons/24-rib-from-nothing/Tests/RIBFromNothingExerciseTests.swift:75:42: error: cannot find type 'WelcomeListener' in scope",
                     mentions: ["`protocol WelcomeListener: AnyObject`", "what Welcome tells its parent"])
        assertAdvice("/w/Lessons/24-rib-from-nothing/Tests/RIBFromNothingExerciseTests.swift:65:26: error: cannot find 'WelcomeInteractor' in scope",
                     mentions: ["PresentableInteractor<WelcomePresentable>"])
    }

    func testRouterWithoutTheBuilderProperty_KeepTheChildsBuilder() {
        assertAdvice("/w/Root.swift:74:23: error: cannot find 'welcomeBuilder' in scope",
                     mentions: ["keeps each child's builder", "`private let welcomeBuilder: WelcomeBuildable`"])
        assertAdvice("/w/Root.swift:64:15: error: property 'self.welcomeBuilder' not initialized at super.init call",
                     mentions: ["`self.welcomeBuilder = welcomeBuilder`", "before `super.init`"])
        assertAdvice("/w/Root.swift:102:43: error: extra argument 'welcomeBuilder' in call",
                     mentions: ["`welcomeBuilder: WelcomeBuildable`", "router's init"])
    }

    func testChildsDependencyLacksAMember_DeclareItThere() {
        assertAdvice("/w/WelcomeBuilder.swift:9:38: error: value of type 'any WelcomeDependency' has no member 'appName'",
                     mentions: ["what Welcome asks of its parent", "`var appName: … { get }`", "parent's component"])
        assertAdvice("/w/WelcomeBuilder.swift:21:71: error: value of type 'WelcomeComponent' has no member 'title'",
                     mentions: ["`WelcomeComponent` has no `title`", "`WelcomeDependency`"])
        assertAdvice("/w/Root.swift:103:23: error: value of type 'RootComponent' has no member 'appName'",
                     mentions: ["provides what its children depend on", "`extension RootComponent: <Child>Dependency`", "`RootDependency`"])
    }

    func testChildsOwnProtocols_AreImplementedByItsParts() {
        assertAdvice("/w/WelcomeInteractor.swift:17:13: error: type 'WelcomeInteractor' does not conform to protocol 'WelcomePresentableListener'",
                     mentions: ["view calls its interactor", "`presenter.listener = self`"])
        assertAdvice("/w/WelcomeBuilder.swift:19:10: error: type 'WelcomeInteractor' does not conform to protocol 'WelcomeInteractable'",
                     mentions: ["`weak var listener: WelcomeListener?`"])
        assertAdvice("/w/WelcomeRouter.swift:12:13: error: type 'WelcomeRouter' does not conform to protocol 'WelcomeRouting'",
                     mentions: ["interactor asks its router", "`WelcomeRouter`"])
        assertAdvice("/w/WelcomeViewController.swift:11:13: error: type 'WelcomeViewController' does not conform to protocol 'WelcomePresentable'",
                     mentions: ["`weak var listener: WelcomePresentableListener?`"])
        assertAdvice("/w/WelcomeBuilder.swift:24:70: error: argument type 'WelcomeViewController' does not conform to expected type 'WelcomeViewControllable'",
                     mentions: ["holds its view as `WelcomeViewControllable`", "HeadlessViewController, WelcomePresentable, WelcomeViewControllable"])
        assertAdvice("/w/WelcomeBuilder.swift:19:10: error: instance method 'build(listener:)' has different argument labels from those required by protocol 'WelcomeBuildable' ('build(withListener:)')",
                     mentions: ["`WelcomeBuildable` declares `build(withListener:)`", "the parent's router"])
    }

    func testRouterPassedAsTheListener_PassTheInteractor() {
        assertAdvice("/w/Root.swift:76:58: error: argument type 'RootRouter' does not conform to expected type 'WelcomeListener'",
                     mentions: ["not its router", "`build(withListener: interactor)`", "`RootInteractable`"])
    }

    func testCallThroughAProtocolThatLacksTheMethod_DeclareItThere() {
        assertAdvice("/w/WelcomeInteractor.swift:30:19: error: value of type 'any WelcomeListener' has no member 'didStart'",
                     mentions: ["only through `WelcomeListener`", "parent's interactor"])
        assertAdvice("/w/Root.swift:34:17: error: value of type 'any RootRouting' has no member 'routeToHome'",
                     mentions: ["declare `routeToHome` there", "`RootRouter`"])
    }

    // MARK: Clean Swift

    func testVIPConformances_NameWhoCallsThroughEachProtocol() {
        assertAdvice("/w/m1.swift:1:13: error: type 'ListOrdersViewController' does not conform to protocol 'ListOrdersDisplayLogic'",
                     mentions: ["presenter calls its view controller", "`display` method"])
        assertAdvice("/w/m2.swift:1:13: error: type 'ListOrdersPresenter' does not conform to protocol 'ListOrdersPresentationLogic'",
                     mentions: ["interactor calls its presenter", "`ListOrdersPresenter`"])
        assertAdvice("/w/m3.swift:1:13: error: type 'ListOrdersInteractor' does not conform to protocol 'ListOrdersBusinessLogic'",
                     mentions: ["view controller sends its requests"])
    }

    func testVIPDataStoreAndDataPassing_HoldAndPassTheData() {
        assertAdvice("/w/m3.swift:1:13: error: type 'ListOrdersInteractor' does not conform to protocol 'ListOrdersDataStore'",
                     mentions: ["interactor holds the scene's data", "stored `var`s"])
        assertAdvice("/w/m4.swift:1:13: error: type 'ListOrdersRouter' does not conform to protocol 'ListOrdersDataPassing'",
                     mentions: ["`var dataStore: ListOrdersDataStore?`"])
        assertAdvice("/w/m5.swift:2:31: error: value of type 'any ListOrdersDataStore' has no member 'selectedName'",
                     mentions: ["Routers pass data", "`var selectedName: … { get set }`", "`ListOrdersInteractor`"])
        assertAdvice("/w/m8.swift:2:45: error: cannot find 'dataStore' in scope",
                     mentions: ["`var dataStore: <Scene>DataStore?`"])
    }

    func testVIPCallsAMethodTheProtocolLacks_DeclareItWhereTheCallerLooks() {
        assertAdvice("/w/m6.swift:4:25: error: value of type 'any ListOrdersDisplayLogic' has no member 'displayOrders'",
                     mentions: ["presenter reaches the view controller only through `ListOrdersDisplayLogic`", "`ListOrdersViewController`"])
        assertAdvice("/w/m7.swift:3:31: error: value of type 'any ListOrdersPresentationLogic' has no member 'presentOrders'",
                     mentions: ["implement it in `ListOrdersPresenter`"])
        assertAdvice("/w/m7.swift:7:31: error: value of type 'any ListOrdersBusinessLogic' has no member 'fetchOrders'",
                     mentions: ["implement it in `ListOrdersInteractor`"])
    }

    // MARK: Silence

    func testUnknownErrors_GetNoAdvice() {
        let unknown = [
            // follow-on errors and errors that are not plumbing, as swiftc printed them
            "/w/m6.swift:4:51: error: cannot infer contextual base in reference to member 'init'",
            "/w/Root.swift:63:5: error: overriding declaration requires an 'override' keyword",
            "/w/WelcomeViewController.swift:21:9: error: cannot find 'listener' in scope",
            // the same shapes with names outside the conventions
            "/w/A.swift:1:1: error: type 'Order' does not conform to protocol 'Equatable'",
            "/w/A.swift:2:5: error: value of type 'String' has no member 'trimmed'",
            "/w/A.swift:3:9: error: missing argument for parameter 'name' in call",
            "/w/A.swift:4:9: error: cannot find 'undefinedThing' in scope",
            "/w/A.swift:5:9: error: argument type 'Int' does not conform to expected type 'StringProtocol'",
            // a convention name that says nothing about plumbing (the framework's own protocol)
            "/w/A.swift:6:9: error: value of type 'any ViewControllable' has no member 'present'",
        ]
        for line in unknown {
            XCTAssertNil(advice(line), line)
        }
    }

    func testArchitectureNames_ReadTheLongestEndingAndNeedAUnit() {
        XCTAssertEqual(PlumbingExplainer.advice(for: "type 'WelcomeInteractor' does not conform to protocol 'WelcomePresentableListener'")?
            .contains("view calls its interactor"), true, "PresentableListener, not Listener")
        XCTAssertNil(PlumbingExplainer.advice(for: "type 'Interactor' does not conform to protocol 'Listener'"), "no unit in front")
        XCTAssertNil(PlumbingExplainer.advice(for: "type 'rootInteractor' does not conform to protocol 'WelcomeListener'"), "a unit is capitalised")
    }
}

/// Where the advice shows: under its error in `check`'s report and in the grade report's JSON.
final class PlumbingAdviceReportTests: XCTestCase {
    private let output = """
        /w/Lessons/24-rib-from-nothing/Exercise/Root.swift:68:81: error: missing argument for parameter 'welcomeBuilder' in call
        /w/Lessons/24-rib-from-nothing/Exercise/Root.swift:63:5: error: overriding declaration requires an 'override' keyword
        """

    private var result: ExerciseResult {
        ExerciseResult(lessonID: "rib-from-nothing", folder: "24-rib-from-nothing", module: "RIBFromNothing",
                       outcome: .buildFailed, compilerErrors: CompilerDiagnostic.errors(in: output))
    }

    func testCheckReport_ShowsTheAdviceUnderItsErrorAndNothingUnderAnUnknownOne() {
        let lines = result.learnerText().split(separator: "\n").map(String.init)
        guard let known = lines.firstIndex(of: "  24-rib-from-nothing/Exercise/Root.swift:68:81: missing argument for parameter 'welcomeBuilder' in call"),
              let unknown = lines.firstIndex(of: "  24-rib-from-nothing/Exercise/Root.swift:63:5: overriding declaration requires an 'override' keyword") else {
            return XCTFail("both errors are listed: \(lines)")
        }
        XCTAssertEqual(lines[known + 1], "    → " + (PlumbingExplainer.advice(for: "missing argument for parameter 'welcomeBuilder' in call") ?? "no advice"))
        XCTAssertEqual(unknown, known + 2, "the unknown error follows the advice")
        XCTAssertFalse(lines[unknown + 1].hasPrefix("    → "), "no advice under an unknown error: \(lines[unknown + 1])")
    }

    func testTheSameAdvice_IsShownUnderItsFirstErrorOnly() {
        let twice = CompilerDiagnostic.errors(in: """
            /w/Tests/T.swift:22:26: error: cannot find type 'WelcomeRouter' in scope
            /w/Tests/T.swift:23:30: error: cannot find type 'WelcomeViewController' in scope
            /w/Tests/T.swift:22:67: error: cannot find type 'WelcomeRouter' in scope
            """)
        let lines = twice.learnerLines(path: \.file)
        XCTAssertEqual(lines.filter { $0.hasPrefix("    → ") }.count, 2, "one advice per missing type: \(lines)")
        XCTAssertEqual(lines.last, "  /w/Tests/T.swift:22:67: cannot find type 'WelcomeRouter' in scope", "the repeat stands alone")
        XCTAssertTrue(lines[1].contains("There is no `WelcomeRouter` yet"), lines[1])
    }

    func testGradeJSON_ListsTheExplainedErrorsWithTheirAdvice() throws {
        let json = GradeReport(results: [result]).render(.json)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let lesson = try XCTUnwrap((document["lessons"] as? [[String: Any]])?.first)
        XCTAssertEqual((lesson["compilerErrors"] as? [String])?.count, 2)
        let advice = try XCTUnwrap(lesson["compilerAdvice"] as? [[String: String]])
        XCTAssertEqual(advice.map { $0["error"] }, ["/w/Lessons/24-rib-from-nothing/Exercise/Root.swift:68:81: missing argument for parameter 'welcomeBuilder' in call"])
        XCTAssertEqual(advice.first?["advice"]?.contains("WelcomeBuilder(dependency: component)"), true)
    }
}
