import CleanSwift
import SampleLabelEditor
import Testing

/// Seed 003, rule 2, in Swift Testing: the interactor with a stubbed service and a
/// PresenterSpy; each request must reach the right presentation method with the right value.
@Suite("Community card label editor: interactor -> presenter")
struct CommunityCardLabelEditorInteractorSpec {
    let interactor: CommunityCardLabelEditorInteractor
    let presenter: PresenterSpy
    let service: InterestServiceStub

    init() {
        service = InterestServiceStub()
        interactor = CommunityCardLabelEditorInteractor(interestServiceWorker: service)
        presenter = PresenterSpy()
        interactor.presenter = presenter
        interactor.interestName = "Cats"
    }

    @Test("getLabelList calls renderLabelList with the labels and stores them")
    func getLabelList() {
        // when
        interactor.getLabelList(.init())

        // then
        #expect(presenter.renderLabelListCalled)
        #expect(presenter.methods == ["renderLabelList"])
        let response = presenter.lastArgument(of: "renderLabelList", as: CommunityCardLabelEditorModels.LabelList.Response.self)
        #expect(response?.result.successValue == InterestServiceStub.labels)
        #expect(interactor.beforeCardLabels == InterestServiceStub.labels)
        #expect(service.getLabelsStub.inputs == ["Cats"])
    }

    @Test("getLabelList without an interest renders an error and asks no service")
    func getLabelListWithoutInterest() {
        // given
        interactor.interestName = nil

        // when
        interactor.getLabelList(.init())

        // then
        let response = presenter.lastArgument(of: "renderLabelList", as: CommunityCardLabelEditorModels.LabelList.Response.self)
        #expect(response?.result.errorValue as? LabelEditorError == .noInterest)
        #expect(service.getLabelsStub.callCount == 0)
    }

    @Test("createLabel with an empty name presents the emptyName error")
    func createLabelEmptyName() {
        // when
        interactor.createLabel(.init(name: ""))

        // then
        let response = presenter.lastArgument(of: "presentCreateLabel", as: CommunityCardLabelEditorModels.Create.Response.self)
        #expect(response?.result.errorValue as? LabelEditorError == .emptyName)
    }

    @Test("load, create, remove, save: presentation calls in order, and save sends the edited list")
    func wholeEdit() throws {
        // when
        interactor.getLabelList(.init())
        interactor.createLabel(.init(name: "Kittens"))
        let best = try #require(VingleLabel.bestVingleLabel())
        interactor.removeLabel(.init(labelID: best.id))
        interactor.save(.init())

        // then
        #expect(presenter.methods == ["renderLabelList", "presentCreateLabel", "presentRemoveLabel", "presentSaveLabels"])
        #expect(service.saveLabelsStub.inputs.last?.map(\.name) == ["All", "Kittens"])
        #expect(interactor.beforeCardLabels.map(\.name) == ["All", "Kittens"])
    }

    @Test("removeLabel of an unknown id presents labelNotFound")
    func removeUnknown() {
        // given
        interactor.getLabelList(.init())

        // when
        interactor.removeLabel(.init(labelID: 999))

        // then
        let response = presenter.lastArgument(of: "presentRemoveLabel", as: CommunityCardLabelEditorModels.Remove.Response.self)
        #expect(response?.result.errorValue as? LabelEditorError == .labelNotFound(id: 999))
    }
}
