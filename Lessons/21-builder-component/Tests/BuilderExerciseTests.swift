import RIBs
@testable import RIBsBuilder
import XCTest

/// Lesson 21's checks. Do not edit: `check` compares this file with the shipped copy.
final class BuilderExerciseTests: XCTestCase {
    private let root = RootComponent(dependency: AppComponent(appName: "Todo"))

    func testRootComponent_GivesLoggedOutTheAppName() {
        let dependency: LoggedOutDependency = root
        XCTAssertEqual(dependency.appName, "Todo", "RootComponent+LoggedOut should forward Root's appName")
    }

    func testRootComponent_ForwardsWhateverTheAppIsCalled() {
        for appName in ["Chess", "Notes"] {
            let dependency: LoggedOutDependency = RootComponent(dependency: AppComponent(appName: appName))
            XCTAssertEqual(dependency.appName, appName, "RootComponent+LoggedOut should forward Root's own appName")
            let router = LoggedOutBuilder(dependency: dependency).build(withListener: ListenerMock())
            XCTAssertEqual((router.viewControllable as? LoggedOutViewController)?.render(), "Welcome to \(appName)",
                           "the view should welcome the user to the app by its name")
        }
    }

    func testLoggedOutComponent_SharesOneValidator() {
        let component = LoggedOutComponent(dependency: root)
        XCTAssertEqual(component.nameValidator.minimumLength, 2, "the validator needs names of 2 characters or more")
        XCTAssertTrue(component.nameValidator === component.nameValidator,
                      "`shared { }` should give the same validator every time")
    }

    func testBuild_ReturnsAWiredRIB() {
        let listener = ListenerMock()
        let router = LoggedOutBuilder(dependency: root).build(withListener: listener)
        let viewController = router.viewControllable as? LoggedOutViewController
        XCTAssertEqual(viewController?.render(), "Welcome to Todo", "the view should welcome the user to the app by name")
        let interactor = router.interactable as? LoggedOutInteractor
        XCTAssertTrue(interactor?.listener === listener, "build(withListener:) should set the interactor's listener")
        XCTAssertTrue(interactor?.router === router, "the router should be the interactor's router")
        XCTAssertEqual(interactor?.validator.minimumLength, 2, "the interactor should get the component's validator")
    }

    func testBuild_EachCallBuildsANewRIB() {
        let builder = LoggedOutBuilder(dependency: root)
        let listener = ListenerMock()
        let first = builder.build(withListener: listener)
        let second = builder.build(withListener: listener)
        XCTAssertFalse(first === second, "every build() makes a new router")
        for router in [first, second] {
            XCTAssertTrue((router.interactable as? LoggedOutInteractor)?.listener === listener,
                          "every RIB built should report to the listener it was built with")
        }
        let firstValidator = (first.interactable as? LoggedOutInteractor)?.validator
        let secondValidator = (second.interactable as? LoggedOutInteractor)?.validator
        XCTAssertNotNil(firstValidator)
        XCTAssertFalse(firstValidator === secondValidator, "each RIB has its own component, so its own shared validator")
    }
}

private final class ListenerMock: LoggedOutListener {
    var didLoginCallCount = 0
    func didLogin(withUserName userName: String) { didLoginCallCount += 1 }
}
