import ArchLabGenerator
import ArchLabLoader
import ArchLabRegistry
import ArchLabTestSupport
import CleanSwift
import Foundation
import RIBs
import Rx
import RxTesting
import XCTest

/// Generated code compiled into a library and loaded into this test process, as the shell
/// will load it: the scene runs on our clock, the RIBs share our framework (one tree, one
/// event stream), an edit is picked up by a reload, and a compile error is reported.
final class ModuleLoaderTests: XCTestCase {
    private var directory: URL!
    private var loader: ModuleLoader!

    override func setUpWithError() throws {
        try InProcessLoading.skipWhereUnavailable()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-loader-\(UUID().uuidString)")
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let workspace = PlaygroundWorkspace(directory: directory.appendingPathComponent("playground"), checkout: checkout)
        try workspace.newScene("Greeter")
        try workspace.newRIB("Home")
        try workspace.newRIB("Child", parent: "Home")
        let shared = try ModuleLoader.forRunningExecutable()
        loader = ModuleLoader(modulesDirectory: shared.modulesDirectory, outputDirectory: directory.appendingPathComponent("libraries"))
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    private var playground: LoadableModule { .playground(at: directory.appendingPathComponent("playground")) }

    private func scene(_ registrations: [Registration], _ name: String) throws -> SceneRegistration {
        for case .scene(let scene) in registrations where scene.name == name { return scene }
        throw XCTSkip("no scene \(name)")
    }

    private func greet(_ registrations: [Registration]) throws -> (calls: [String], view: String) {
        let scheduler = TestScheduler(initialClock: 0)
        let running = try scene(registrations, "Greeter").make(LoadContext(scheduler: scheduler, tracer: CycleTracer(scheduler: scheduler)))
        try running.view.fire("doSomething")
        scheduler.advanceTo(100)
        return (running.tracer.drain().map(\.description), running.view.render())
    }

    func testLoad_RunsTheGeneratedSceneOnOurClock() throws {
        let loaded = try loader.load(playground)

        XCTAssertEqual(loaded.registrations.map(\.name), ["Greeter", "Home", "Child"])
        XCTAssertEqual(loaded.registrations.map(\.kind), [.scene, .app, .app])
        let (calls, view) = try greet(loaded.registrations)
        XCTAssertEqual(calls, [
            "[t=0] view -> interactor  doSomething(Request())",
            "[t=0] interactor -> worker  doSomeWork()",
            "[t=100] worker -> interactor  doSomeWork => \"some work\"",
            "[t=100] interactor -> presenter  presentSomething(\"some work\")",
            "[t=100] presenter -> view  displaySomething(\"done: some work\")",
        ])
        XCTAssertEqual(view, "Greeter: done: some work")
    }

    func testLoad_GeneratedRIBsShareOurRIBsFramework() throws {
        let loaded = try loader.load(playground)
        guard case .app(let home) = try XCTUnwrap(loaded.registrations.first { $0.name == "Home" }) else { return XCTFail("Home is an app") }
        let scheduler = TestScheduler(initialClock: 0)
        var events: [String] = []
        let subscription = RIBEvents.stream.subscribe(onNext: { events.append($0.description) })
        defer { subscription.dispose() }

        let app = home.launch(LoadContext(scheduler: scheduler, tracer: CycleTracer(scheduler: scheduler)))
        let route = try XCTUnwrap(home.handRoute(for: "Child"))
        let parent = try XCTUnwrap(RIBTree.find(route.parent, in: app.launchRouter)?.router)
        XCTAssertTrue(route.attach(parent))

        XCTAssertEqual(app.tree.renderText(), """
        LaunchHost (viewful, active)
        └─ Home (viewful, active)
           └─ Child (viewful, active)
        """)
        XCTAssertTrue(events.contains { $0.contains("Child") }, "the library's routers report to our RIBEvents.stream: \(events)")
        XCTAssertTrue(route.detach(parent))
        XCTAssertEqual(app.tree.children.first?.children, [])
    }

    func testReload_AfterAOneLineEdit_RunsTheNewCode() throws {
        let first = try loader.load(playground)
        let presenter = directory.appendingPathComponent("playground/Sources/Playground/Scenes/Greeter/GreeterPresenter.swift")
        let text = try String(contentsOf: presenter, encoding: .utf8)
        try text.replacingOccurrences(of: "\"done: ", with: "\"finished: ").write(to: presenter, atomically: true, encoding: .utf8)

        let second = try loader.load(playground)

        XCTAssertNotEqual(first.library, second.library)
        XCTAssertFalse(FileManager.default.fileExists(atPath: loader.outputDirectory.path), "loaded libraries leave no files behind")
        XCTAssertEqual(try greet(second.registrations).view, "Greeter: finished: some work")
        XCTAssertEqual(try greet(first.registrations).view, "Greeter: done: some work", "the old instance still runs its own code")
    }

    func testCompileError_IsReportedWithFileAndLine() throws {
        let broken = directory.appendingPathComponent("playground/Sources/Playground/Broken.swift")
        try "let x: Int = \"not a number\"\n".write(to: broken, atomically: true, encoding: .utf8)

        XCTAssertThrowsError(try loader.load(playground)) { error in
            guard case .compileFailed(let errors, _)? = error as? LoadError else { return XCTFail("\(error)") }
            XCTAssertEqual(errors.first?.file, broken.path)
            XCTAssertEqual(errors.first?.line, 1)
            XCTAssertTrue("\(error)".hasPrefix("your code does not compile yet; the shell keeps what it had loaded:\n  \(broken.path):1:"), "\(error)")
        }
    }

    func testEmptyModule_IsRefused() {
        XCTAssertThrowsError(try loader.load(LoadableModule(name: "Empty", sources: [], provider: "X"))) { error in
            XCTAssertEqual(error as? LoadError, .noSources(module: "Empty"))
        }
    }
}
