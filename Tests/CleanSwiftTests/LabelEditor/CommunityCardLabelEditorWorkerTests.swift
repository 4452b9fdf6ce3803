import CleanSwift
import Rx
import RxTesting
import SampleLabelEditor
import XCTest

/// Seed 003, rule 1: the worker on its own, its service stubbed, input in and output checked.
final class CommunityCardLabelEditorWorkerTests: XCTestCase {
    private var service: InterestServiceStub!
    private var worker: CommunityCardLabelEditorWorker!
    private var scheduler: TestScheduler!

    override func setUp() {
        service = InterestServiceStub()
        worker = CommunityCardLabelEditorWorker(service: service)
        scheduler = TestScheduler(initialClock: 0)
    }

    func testGetLabelList_SortsByPriorityThenName_LabelsWithoutPriorityLast() {
        // given
        let unsorted = [VingleLabel(id: 5, name: "Zed", priority: nil), VingleLabel(id: 4, name: "Bee", priority: 1),
                        VingleLabel(id: 3, name: "Ant", priority: 1), VingleLabel(id: 2, name: "Top", priority: 0)]
        service.getLabelsStub.handler = { _ in .just(unsorted) }

        // when
        let observer = scheduler.start { self.worker.getLabelList(.init(interest: "Cats")) }

        // then
        XCTAssertEqual(observer.events.count, 2)
        XCTAssertEqual(observer.events.first?.time, 200)
        XCTAssertEqual(observer.events.first.flatMap { $0.value.element }?.map(\.name), ["Top", "Ant", "Bee", "Zed"])
        XCTAssertEqual(observer.events.last?.value.isCompleted, true)
        XCTAssertEqual(service.getLabelsStub.inputs, ["Cats"])
    }

    func testCreateLabel_EmptyName_FailsWithoutCallingService() {
        // when
        let observer = scheduler.start { self.worker.createLabel(.init(interest: "Cats", name: "   ", existing: [])) }

        // then
        XCTAssertEqual(observer.events.count, 1)
        XCTAssertEqual(observer.events.first?.value.error as? LabelEditorError, .emptyName)
        XCTAssertEqual(service.createLabelStub.callCount, 0)
    }

    func testCreateLabel_DuplicateNameIgnoringCase_Fails() {
        // given
        let existing = InterestServiceStub.labels

        // when
        let observer = scheduler.start { self.worker.createLabel(.init(interest: "Cats", name: "best", existing: existing)) }

        // then
        XCTAssertEqual(observer.events.first?.value.error as? LabelEditorError, .duplicateName("best"))
        XCTAssertEqual(service.createLabelStub.callCount, 0)
    }

    func testCreateLabel_TrimsNameAndAsksServiceForIt() {
        // when
        let observer = scheduler.start { self.worker.createLabel(.init(interest: "Cats", name: " Kittens ", existing: [])) }

        // then
        XCTAssertEqual(service.createLabelStub.inputs, ["Kittens"])
        XCTAssertEqual(observer.events.first?.value.element?.name, "Kittens")
    }

    func testSave_PassesServiceFailureOn() {
        // given
        service.saveLabelsStub.handler = { _ in .error(LabelEditorError.saveFailed) }

        // when
        let observer = scheduler.start { self.worker.save(interest: "Cats", labels: InterestServiceStub.labels) }

        // then
        XCTAssertEqual(observer.events.first?.value.error as? LabelEditorError, .saveFailed)
        XCTAssertEqual(service.saveLabelsStub.inputs, [InterestServiceStub.labels])
    }
}
