import Models
import XCTest

/// Lesson 12's checks. Do not edit: `check` compares this file with the shipped copy.
final class ModelsInteractorTests: XCTestCase {
    private var interactor: LabelEditorInteractor!
    private var presenter: RecordingPresenter!

    override func setUp() {
        interactor = LabelEditorInteractor(labels: [Label(id: 1, name: "Cats"), Label(id: 4, name: "Dogs")], interestName: "Pets")
        presenter = RecordingPresenter()
        interactor.presenter = presenter
    }

    func testCreateLabel_AppendsWithTheNextID() {
        interactor.createLabel(.init(name: "  Kittens "))
        XCTAssertEqual(presenter.createResponses, [.init(result: .success(Label(id: 5, name: "Kittens")))],
                       "the trimmed name gets id 5 (largest id 4, plus 1)")
        XCTAssertEqual(interactor.labels.map(\.name), ["Cats", "Dogs", "Kittens"], "the data store keeps the new label")
    }

    func testCreateLabel_FirstLabelGetsIDOne() {
        let empty = LabelEditorInteractor()
        empty.presenter = presenter
        empty.createLabel(.init(name: "Birds"))
        XCTAssertEqual(presenter.createResponses, [.init(result: .success(Label(id: 1, name: "Birds")))])
    }

    func testCreateLabel_NextIDFollowsTheLargestNotTheLast() {
        let other = LabelEditorInteractor(labels: [Label(id: 12, name: "Owls"), Label(id: 3, name: "Bats")])
        other.presenter = presenter
        other.createLabel(.init(name: "Moths"))
        other.createLabel(.init(name: "Newts"))
        XCTAssertEqual(presenter.createResponses, [.init(result: .success(Label(id: 13, name: "Moths"))),
                                                   .init(result: .success(Label(id: 14, name: "Newts")))],
                       "with ids 12 and 3, the next ids are 13, then 14")
    }

    func testCreateLabel_EmptyNameFails() {
        interactor.createLabel(.init(name: "   "))
        XCTAssertEqual(presenter.createResponses, [.init(result: .failure(.emptyName))])
        XCTAssertEqual(interactor.labels.count, 2, "a failed create must not change the data store")
    }

    func testCreateLabel_DuplicateIgnoringCaseFails() {
        interactor.createLabel(.init(name: "cats"))
        XCTAssertEqual(presenter.createResponses, [.init(result: .failure(.duplicate("cats")))])
        XCTAssertEqual(interactor.labels.count, 2, "a failed create must not change the data store")
    }

    func testRemoveLabel_TakesItOut() {
        interactor.removeLabel(.init(labelID: 1))
        XCTAssertEqual(presenter.removeResponses, [.init(removed: Label(id: 1, name: "Cats"))])
        XCTAssertEqual(interactor.labels, [Label(id: 4, name: "Dogs")])
    }

    func testRemoveLabel_RemovesTheOneAsked() {
        interactor.removeLabel(.init(labelID: 4))
        XCTAssertEqual(presenter.removeResponses, [.init(removed: Label(id: 4, name: "Dogs"))])
        XCTAssertEqual(interactor.labels, [Label(id: 1, name: "Cats")])
    }

    func testRemoveLabel_UnknownIDRemovesNothing() {
        interactor.removeLabel(.init(labelID: 99))
        XCTAssertEqual(presenter.removeResponses, [.init(removed: nil)])
        XCTAssertEqual(interactor.labels.count, 2)
    }
}

final class ModelsPresenterTests: XCTestCase {
    private var presenter: LabelEditorPresenter!
    private var display: RecordingDisplay!

    override func setUp() {
        presenter = LabelEditorPresenter()
        display = RecordingDisplay()
        presenter.viewController = display
    }

    func testPresentCreateLabel_Success() {
        presenter.presentCreateLabel(.init(result: .success(Label(id: 3, name: "Kittens"))))
        XCTAssertEqual(display.createViewModels, [.init(message: "Added #Kittens", isError: false)])
    }

    func testPresentCreateLabel_UsesTheLabelsName() {
        presenter.presentCreateLabel(.init(result: .success(Label(id: 8, name: "Owls"))))
        presenter.presentCreateLabel(.init(result: .failure(.duplicate("Bats"))))
        XCTAssertEqual(display.createViewModels, [.init(message: "Added #Owls", isError: false),
                                                  .init(message: "#Bats already exists", isError: true)])
    }

    func testPresentCreateLabel_Failures() {
        presenter.presentCreateLabel(.init(result: .failure(.emptyName)))
        presenter.presentCreateLabel(.init(result: .failure(.duplicate("Cats"))))
        XCTAssertEqual(display.createViewModels, [.init(message: "A label needs a name", isError: true),
                                                  .init(message: "#Cats already exists", isError: true)])
    }

    func testPresentRemoveLabel() {
        presenter.presentRemoveLabel(.init(removed: Label(id: 1, name: "Cats")))
        presenter.presentRemoveLabel(.init(removed: nil))
        presenter.presentRemoveLabel(.init(removed: Label(id: 2, name: "Newts")))
        XCTAssertEqual(display.removeViewModels, [.init(message: "Removed #Cats"), .init(message: "That label is already gone"),
                                                  .init(message: "Removed #Newts")])
    }
}

private final class RecordingPresenter: LabelEditorPresenterLogic {
    var createResponses: [LabelEditorModels.Create.Response] = []
    var removeResponses: [LabelEditorModels.Remove.Response] = []
    func presentCreateLabel(_ response: LabelEditorModels.Create.Response) { createResponses.append(response) }
    func presentRemoveLabel(_ response: LabelEditorModels.Remove.Response) { removeResponses.append(response) }
}

private final class RecordingDisplay: LabelEditorDisplayLogic {
    var createViewModels: [LabelEditorModels.Create.ViewModel] = []
    var removeViewModels: [LabelEditorModels.Remove.ViewModel] = []
    func displayCreateLabelResult(_ viewModel: LabelEditorModels.Create.ViewModel) { createViewModels.append(viewModel) }
    func displayRemoveLabelResult(_ viewModel: LabelEditorModels.Remove.ViewModel) { removeViewModels.append(viewModel) }
}
