import RIBs
import Rx
import XCTest

private protocol RootItem: AnyObject {
    func waitForChild() -> Observable<(ChildItem, String)>
}

private protocol ChildItem: AnyObject {
    func finish(with value: String) -> Observable<(ChildItem, ())>
}

private final class RootItemInteractor: Interactor, RootItem {
    let child = ReplaySubject<ChildItemInteractor>.create(bufferSize: 1)
    func waitForChild() -> Observable<(ChildItem, String)> {
        child.map { ($0 as ChildItem, "from root") }
    }
}

private final class ChildItemInteractor: Interactor, ChildItem {
    var finished: [String] = []
    func finish(with value: String) -> Observable<(ChildItem, ())> {
        finished.append(value)
        return .just((self, ()))
    }
}

private final class TestWorkflow: Workflow<RootItem> {
    var completed = 0
    var errors: [String] = []
    var forks = 0
    override func didComplete() { completed += 1 }
    override func didReceiveError(_ error: Error) { errors.append("\(error)") }
    override func didFork() { forks += 1 }
}

private struct StepError: Error, CustomStringConvertible { var description: String { "step failed" } }

final class WorkflowTests: RIBsTestCase {
    func testWorkflow_WaitsForEachActionableItemToBeActive() {
        let root = RootItemInteractor()
        let child = ChildItemInteractor()
        let workflow = TestWorkflow()
        workflow
            .onStep { root in root.waitForChild() }
            .onStep { child, value in child.finish(with: value) }
            .commit()
        let subscription = workflow.subscribe(root)

        root.child.onNext(child)
        XCTAssertEqual(child.finished, [], "the root is not active yet")
        root.activate()
        XCTAssertEqual(child.finished, [], "the child is not active yet")
        child.activate()
        XCTAssertEqual(child.finished, ["from root"])
        XCTAssertEqual(workflow.completed, 1)
        subscription.dispose()
    }

    func testWorkflow_EachStepIsACallOnTheRIBsCallStream() {
        let root = RootItemInteractor()
        let child = ChildItemInteractor()
        let workflow = TestWorkflow()
        workflow.onStep { root in root.waitForChild() }.onStep { child, value in child.finish(with: value) }.commit()
        var calls: [String] = []
        let recording = RIBCalls.stream.filter { $0.phase == .begin }.subscribe(onNext: { calls.append($0.description) })
        let subscription = workflow.subscribe(root)
        root.child.onNext(child)
        root.activate()
        child.activate()
        recording.dispose()
        subscription.dispose()
        XCTAssertEqual(calls, ["RootItem.didBecomeActive()", "TestWorkflow step 1 on RootItem",
                               "ChildItem.didBecomeActive()", "TestWorkflow step 2 on ChildItem"])
    }

    func testWorkflow_NonInteractorItems_ProceedAtOnce() {
        final class PlainRoot: RootItem {
            let child = ChildItemInteractor()
            func waitForChild() -> Observable<(ChildItem, String)> { .just((child, "plain")) }
        }
        let root = PlainRoot()
        root.child.activate()
        let workflow = TestWorkflow()
        workflow.onStep { $0.waitForChild() }.onStep { $0.finish(with: $1) }.commit()
        _ = workflow.subscribe(root)
        XCTAssertEqual(root.child.finished, ["plain"])
    }

    func testSubscribe_BeforeCommit_IsReported() {
        let workflow = TestWorkflow()
        _ = workflow.onStep { $0.waitForChild() }
        let disposable = workflow.subscribe(RootItemInteractor())
        XCTAssertEqual(failures.kinds, [.workflowNotCommitted])
        disposable.dispose()
    }

    func testOnError_AndDidReceiveError() {
        let root = RootItemInteractor()
        root.activate()
        let workflow = TestWorkflow()
        var stepErrors: [String] = []
        workflow
            .onStep { _ -> Observable<(ChildItem, String)> in .error(StepError()) }
            .onError { stepErrors.append("\($0)") }
            .commit()
        _ = workflow.subscribe(root)
        XCTAssertEqual(stepErrors, ["step failed"])
        XCTAssertEqual(workflow.errors, ["step failed"])
        XCTAssertEqual(workflow.completed, 0)
    }

    func testFork_TwoBranches_CompleteOnce() {
        let root = RootItemInteractor()
        let child = ChildItemInteractor()
        root.activate()
        child.activate()
        root.child.onNext(child)
        let workflow = TestWorkflow()
        let shared = workflow.onStep { $0.waitForChild() }.asObservable()
        let first: Step<RootItem, ChildItem, String>? = shared.fork(workflow)
        let second: Step<RootItem, ChildItem, String>? = shared.fork(workflow)
        first?.onStep { $0.finish(with: "a" + $1) }.commit()
        second?.onStep { $0.finish(with: "b" + $1) }.commit()
        _ = workflow.subscribe(root)
        XCTAssertEqual(workflow.forks, 2)
        XCTAssertEqual(child.finished.sorted(), ["afrom root", "bfrom root"])
        XCTAssertEqual(workflow.completed, 1)
    }

    func testDisposeWith_EndsWithTheWorkflowSubscription() {
        let root = RootItemInteractor()
        let workflow = TestWorkflow()
        workflow.onStep { $0.waitForChild() }.commit()
        let subscription = workflow.subscribe(root)
        let extra = BooleanDisposable()
        extra.disposeWith(workflow: workflow)
        subscription.dispose()
        XCTAssertTrue(extra.isDisposed)
    }
}
