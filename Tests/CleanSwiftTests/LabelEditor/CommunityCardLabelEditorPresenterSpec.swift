import CleanSwift
import SampleLabelEditor
import Testing

/// Seed 003, rule 3, in Swift Testing: success and failure of each use case's view model.
@Suite("Community card label editor: presenter -> view")
struct CommunityCardLabelEditorPresenterSpec {
    let presenter = CommunityCardLabelEditorPresenter()
    let displaySpy = DisplaySpy()

    init() {
        presenter.viewController = displaySpy
    }

    @Test("LabelList success: one item per label")
    func labelListSuccess() throws {
        let labels = [try #require(VingleLabel.allLabel()), try #require(VingleLabel.bestVingleLabel())]
        presenter.renderLabelList(.init(result: .success(labels)))
        #expect(displaySpy.displayLabelListOutput?.result == .items([.init(id: 1, title: "All"), .init(id: 2, title: "Best")]))
    }

    @Test("LabelList failure: the Failed message")
    func labelListFailure() {
        presenter.renderLabelList(.init(result: .error(nil)))
        #expect(displaySpy.displayLabelListOutput?.result == .errorMessage(L("Failed")))
    }

    @Test("Create success and empty-name failure")
    func create() {
        presenter.presentCreateLabel(.init(result: .success(VingleLabel(id: 7, name: "Kittens", priority: 2))))
        presenter.presentCreateLabel(.init(result: .error(LabelEditorError.emptyName)))
        let results = displaySpy.arguments(of: "displayCreateLabelResult", as: CommunityCardLabelEditorModels.Create.ViewModel.self).map(\.result)
        #expect(results == [.created(.init(id: 7, title: "Kittens")), .errorMessage(L("EmptyLabelName"))])
    }

    @Test("Remove success and not-found failure")
    func remove() {
        presenter.presentRemoveLabel(.init(result: .success(VingleLabel(id: 3, name: "Kittens", priority: 2))))
        presenter.presentRemoveLabel(.init(result: .error(LabelEditorError.labelNotFound(id: 9))))
        let results = displaySpy.arguments(of: "displayRemoveLabelResult", as: CommunityCardLabelEditorModels.Remove.ViewModel.self).map(\.result)
        #expect(results == [.removed(id: 3), .errorMessage(L("LabelNotFound"))])
    }

    @Test("Save success counts the labels")
    func saveSuccess() {
        presenter.presentSaveLabels(.init(result: .success(InterestServiceStub.labels)))
        #expect(displaySpy.lastArgument(of: "displaySaveLabelsResult", as: CommunityCardLabelEditorModels.Save.ViewModel.self)?.result == .saved(count: 2))
    }
}
