import Binding
import Rx
import XCTest

/// Lesson 20's checks. Do not edit: `check` compares this file with the shipped copy.
final class BindingExerciseTests: XCTestCase {
    func testPerMethodBinder_CallsGetLabelList() {
        let interactor = CommunityCardLabelEditorInteractor()
        let requests = PublishRelay<CommunityCardLabelEditorModels.LabelList.Request>()
        let subscription = requests.bind(to: interactor.getLabelListBinder)
        requests.accept(.init())
        requests.accept(.init())
        subscription.dispose()
        XCTAssertEqual(interactor.calls, ["getLabelList", "getLabelList"], "each request through the binder should call getLabelList")
    }

    func testBindCall_CallsTheMethodForEachElement() {
        let interactor = CommunityCardLabelEditorInteractor()
        let names = PublishRelay<String>()
        let subscription = names
            .map { CommunityCardLabelEditorModels.Create.Request(name: $0) }
            .bind(to: interactor, call: CommunityCardLabelEditorInteractor.createLabel)
        names.accept("Kittens")
        names.accept("Birds")
        subscription.dispose()
        names.accept("after dispose")
        XCTAssertEqual(interactor.calls, ["createLabel(Kittens)", "createLabel(Birds)"],
                       "bind(to:call:) should call the method once per element, until disposed")
    }

    func testBindCall_HoldsTheTargetWeakly() {
        var interactor: CommunityCardLabelEditorInteractor? = CommunityCardLabelEditorInteractor()
        weak let released = interactor
        let taps = PublishRelay<CommunityCardLabelEditorModels.LabelList.Request>()
        let subscription = taps.bind(to: interactor!, call: CommunityCardLabelEditorInteractor.getLabelList)
        taps.accept(.init())
        XCTAssertEqual(released?.calls, ["getLabelList"], "the binding should call the interactor while it is alive")
        interactor = nil
        XCTAssertNil(released, "bind(to:call:) must not keep the interactor alive (hold it weakly, as a Binder does)")
        taps.accept(.init())
        subscription.dispose()
    }

    func testController_BindsBothStreams() {
        let interactor = CommunityCardLabelEditorInteractor()
        let controller = CommunityCardLabelEditorController(interactor: interactor)
        let loads = PublishRelay<Void>()
        let names = PublishRelay<String>()
        let subscription = controller.bindRequests(loadTaps: loads.asObservable(), createNames: names.asObservable())
        loads.accept(())
        names.accept("Cats")
        loads.accept(())
        subscription.dispose()
        names.accept("ignored")
        XCTAssertEqual(interactor.calls, ["getLabelList", "createLabel(Cats)", "getLabelList"],
                       "loads call getLabelList and names call createLabel, in order, until the bindings are disposed")
    }

    func testController_PassesEachTypedName() {
        let interactor = CommunityCardLabelEditorInteractor()
        let controller = CommunityCardLabelEditorController(interactor: interactor)
        let names = PublishRelay<String>()
        let subscription = controller.bindRequests(loadTaps: .never(), createNames: names.asObservable())
        names.accept("Otters")
        names.accept("Wrens")
        subscription.dispose()
        XCTAssertEqual(interactor.calls, ["createLabel(Otters)", "createLabel(Wrens)"],
                       "each typed name should become a Create.Request with that name")
    }
}
