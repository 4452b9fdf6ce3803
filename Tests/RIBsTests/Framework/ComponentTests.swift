import Foundation
import Dispatch
import RIBs
import Synchronization
import XCTest

private final class Service {}

private protocol ParentDependency: Dependency {}
private final class Parent: EmptyComponent, ParentDependency {}

private final class TestComponent: Component<ParentDependency> {
    var created = 0
    var service: Service { shared { created += 1; return Service() } }
    var optionalService: Service? { shared { created += 1; return Service() as Service? } }
    var composite: (Service, Service) { shared { (service, service) } }
}

final class ComponentTests: RIBsTestCase {
    func testShared_OneInstancePerProperty() {
        let component = TestComponent(dependency: Parent())
        XCTAssertTrue(component.service === component.service)
        XCTAssertTrue(component.optionalService === component.optionalService)
        XCTAssertFalse(component.service === component.optionalService)
        XCTAssertEqual(component.created, 2)
    }

    func testShared_FactoryMayReadOtherSharedProperties() {
        let component = TestComponent(dependency: Parent())
        let pair = component.composite
        XCTAssertTrue(pair.0 === component.service)
    }

    func testShared_ThreadSafe() {
        nonisolated(unsafe) let component = TestComponent(dependency: Parent()) // reason: the point of the test is that `shared` is safe across threads.
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            results.add(ObjectIdentifier(component.service))
        }
        XCTAssertEqual(results.distinctCount, 1)
    }

    func testComponentizedBuilder_NewComponentEachBuild() {
        final class Builder: SimpleComponentizedBuilder<EmptyComponent, String> {
            override func build(with component: EmptyComponent) -> String { "built" }
        }
        let builder = Builder { EmptyComponent() }
        XCTAssertEqual(builder.build(), "built")
        XCTAssertEqual(builder.build(), "built")
        assertNoFailures()
    }

    func testComponentizedBuilder_ReusedComponent_IsReported() {
        final class Builder: SimpleComponentizedBuilder<EmptyComponent, String> {
            override func build(with component: EmptyComponent) -> String { "built" }
        }
        let component = EmptyComponent()
        let builder = Builder { component }
        _ = builder.build()
        _ = builder.build()
        XCTAssertEqual(failures.kinds, [.componentReused])
    }

    func testComponentizedBuilder_PassesDynamicDependencies() {
        final class NamedComponent { let name: String; init(name: String) { self.name = name } }
        final class Builder: ComponentizedBuilder<NamedComponent, String, Int, String> {
            override func build(with component: NamedComponent, _ dynamicBuildDependency: Int) -> String {
                "\(component.name)-\(dynamicBuildDependency)"
            }
        }
        let builder = Builder { NamedComponent(name: $0) }
        let built: (NamedComponent, String) = builder.build(withDynamicBuildDependency: 7, dynamicComponentDependency: "x")
        XCTAssertEqual(built.1, "x-7")
        XCTAssertEqual(built.0.name, "x")
    }

    func testMultiStageBuilder_OneComponentPerPass() {
        final class Builder: SimpleMultiStageComponentizedBuilder<EmptyComponent, ObjectIdentifier> {
            override func finalStageBuild(with component: EmptyComponent) -> ObjectIdentifier { ObjectIdentifier(component) }
        }
        let builder = Builder { EmptyComponent() }
        let early = builder.componentForCurrentBuildPass
        XCTAssertTrue(early === builder.componentForCurrentBuildPass)
        XCTAssertEqual(builder.finalStageBuild(), ObjectIdentifier(early))
        XCTAssertFalse(early === builder.componentForCurrentBuildPass, "a new pass after the final stage")
        assertNoFailures()
    }
}

private final class ResultBox: Sendable {
    private let ids = Mutex(Set<ObjectIdentifier>())
    func add(_ id: ObjectIdentifier) { ids.withLock { _ = $0.insert(id) } }
    var distinctCount: Int { ids.withLock { $0.count } }
}
