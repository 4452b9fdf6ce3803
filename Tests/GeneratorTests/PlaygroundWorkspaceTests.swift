@testable import ArchLabGenerator
import ArchLabTestSupport
import Foundation
import XCTest

final class PlaygroundWorkspaceTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var directory: URL { folder.url }
    private var workspace: PlaygroundWorkspace!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-generator")
        workspace = PlaygroundWorkspace(directory: directory, checkout: URL(fileURLWithPath: "/src/ArchLab"))
    }

    override func tearDown() {
        folder?.remove()
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    func testDefaultDirectory_FollowsXDGDataHome() {
        XCTAssertEqual(PlaygroundWorkspace.defaultDirectory(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/h"]).path,
                       "/x/data/archlab/playground")
        XCTAssertEqual(PlaygroundWorkspace.defaultDirectory(environment: ["HOME": "/h"]).path,
                       "/h/.local/share/archlab/playground")
    }

    func testNewScene_WritesTheTemplateLayoutAndRegistersIt() throws {
        let written = try workspace.newScene("Greeter")

        XCTAssertEqual(written.map { ($0 as NSString).lastPathComponent }, [
            "GreeterViewController.swift", "GreeterViewController+HeadlessView.swift", "GreeterInteractor.swift",
            "GreeterPresenter.swift", "GreeterWorker.swift", "GreeterRouter.swift", "GreeterModels.swift",
            "GreeterConfigurator.swift", "GreeterTracing.swift", "GreeterScene.swift",
            "GreeterInteractorTests.swift", "GreeterPresenterTests.swift", "GreeterViewControllerTests.swift",
        ])
        XCTAssertTrue(try read("Package.swift").contains(#".package(path: "/src/ArchLab")"#))
        XCTAssertTrue(try read("Package.swift").contains(#"let archLab = "ArchLab""#))
        XCTAssertTrue(try read("Package.swift").contains("platforms: [.macOS(.v15)]"), "Synchronization needs macOS 15")
        XCTAssertEqual(try read("playground.manifest"), "scene Greeter\n")
        XCTAssertTrue(try read("Sources/Playground/PlaygroundRegistrations.swift").contains("{ GreeterScene.make(in: $0) }"))
        XCTAssertTrue(try read("Sources/Playground/Scenes/Greeter/GreeterInteractor.swift").contains("func doSomething(request: Greeter.Something.Request)"))
    }

    func testNewRIB_WithParent_WiresTheChildIntoTheParent() throws {
        try workspace.newRIB("Home")
        let written = try workspace.newRIB("Child", parent: "Home")

        XCTAssertTrue(written.contains("Sources/Playground/RIBs/Home/HomeComponent+Child.swift"))
        XCTAssertTrue(written.contains("Tests/PlaygroundTests/RIBs/Home/HomeRouter+ChildTests.swift"))
        let builder = try read("Sources/Playground/RIBs/Home/HomeBuilder.swift")
        XCTAssertTrue(builder.contains("let component = HomeComponent(dependency: dependency, homeViewController: viewController)"))
        XCTAssertTrue(builder.contains("return HomeRouter(interactor: interactor, viewController: viewController, childBuilder: ChildBuilder(dependency: component))"))
        let router = try read("Sources/Playground/RIBs/Home/HomeRouter.swift")
        XCTAssertTrue(router.contains("protocol HomeInteractable: Interactable, ChildListener {"))
        XCTAssertTrue(router.contains("    init(interactor: HomeInteractable, viewController: HomeViewControllable, childBuilder: ChildBuildable) {\n        self.childBuilder = childBuilder\n"))
        XCTAssertTrue(router.contains("func attachChild() {"))
        XCTAssertTrue(router.contains("func detachChild() {"))
        XCTAssertTrue(try read("Sources/Playground/RIBs/Home/HomeInteractor.swift").contains("protocol HomeRouting: ViewableRouting {\n    func attachChild()\n    func detachChild()\n}"))
        XCTAssertTrue(try read("Tests/PlaygroundTests/RIBs/Home/HomeRouterTests.swift")
            .contains("HomeRouter(interactor: interactor, viewController: viewController, childBuilder: ChildBuilder(dependency: ChildDependencyMock()))"))
        XCTAssertEqual(try read("playground.manifest"), "rib Home\nrib Child parent=Home\n")
        XCTAssertTrue(try read("Sources/Playground/PlaygroundRegistrations.swift")
            .contains(#"HandRoute(child: "Child", parent: "Home", attach: { ($0 as? HomeRouting)?.attachChild() != nil }"#))
    }

    func testSecondChild_ComesAfterTheFirstEverywhere() throws {
        try workspace.newRIB("Home")
        try workspace.newRIB("Child", parent: "Home")
        try workspace.newRIB("Settings", viewless: true, parent: "Home")

        XCTAssertTrue(try read("Sources/Playground/RIBs/Home/HomeBuilder.swift").contains(
            "viewController: viewController, childBuilder: ChildBuilder(dependency: component), settingsBuilder: SettingsBuilder(dependency: component))"))
        let childTests = try read("Tests/PlaygroundTests/RIBs/Home/HomeRouter+ChildTests.swift")
        let settingsTests = try read("Tests/PlaygroundTests/RIBs/Home/HomeRouter+SettingsTests.swift")
        let both = "childBuilder: ChildBuilder(dependency: ChildDependencyMock()), settingsBuilder: SettingsBuilder(dependency: SettingsDependencyMock()))"
        XCTAssertTrue(childTests.contains(both))
        XCTAssertTrue(settingsTests.contains(both))
        XCTAssertTrue(try read("Sources/Playground/RIBs/Home/HomeComponent+Settings.swift").contains("extension HomeViewController: SettingsViewControllable {}"))
    }

    func testRefusals_LeaveThePlaygroundUnchanged() throws {
        try workspace.newScene("Greeter")
        try workspace.newRIB("Menu", viewless: true)
        let before = try read("playground.manifest")

        XCTAssertThrowsError(try workspace.newScene("Greeter")) { XCTAssertEqual($0 as? GeneratorError, .alreadyExists(name: "Greeter", kind: "scene")) }
        XCTAssertThrowsError(try workspace.newRIB("Greeter")) { XCTAssertEqual($0 as? GeneratorError, .alreadyExists(name: "Greeter", kind: "scene")) }
        XCTAssertThrowsError(try workspace.newRIB("Child", parent: "Home")) { XCTAssertEqual($0 as? GeneratorError, .unknownParent("Home", known: ["Menu"])) }
        XCTAssertThrowsError(try workspace.newRIB("Child", parent: "Greeter")) { XCTAssertEqual($0 as? GeneratorError, .parentIsScene("Greeter")) }
        XCTAssertThrowsError(try workspace.newRIB("Child", parent: "Menu")) { XCTAssertEqual($0 as? GeneratorError, .parentIsViewless("Menu")) }
        XCTAssertEqual(try read("playground.manifest"), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Sources/Playground/RIBs/Child").path))
    }

    func testEditedParent_IsRefusedNamingTheMissingLine() throws {
        try workspace.newRIB("Home")
        let builder = directory.appendingPathComponent("Sources/Playground/RIBs/Home/HomeBuilder.swift")
        let edited = try String(contentsOf: builder, encoding: .utf8).replacingOccurrences(of: "return HomeRouter(", with: "let router = HomeRouter(")
        try edited.write(to: builder, atomically: true, encoding: .utf8)

        XCTAssertThrowsError(try workspace.newRIB("Child", parent: "Home")) { error in
            XCTAssertEqual(error as? GeneratorError, .parentEdited(parent: "Home", file: "Sources/Playground/RIBs/Home/HomeBuilder.swift",
                                                                   missing: "return HomeRouter(interactor: interactor, viewController: viewController"))
        }
        XCTAssertEqual(try read("playground.manifest"), "rib Home\n")
        XCTAssertFalse(try read("Sources/Playground/RIBs/Home/HomeRouter.swift").contains("Child"))
    }
}
