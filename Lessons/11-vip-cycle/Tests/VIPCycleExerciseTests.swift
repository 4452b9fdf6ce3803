import VIPCycle
import XCTest

/// Lesson 11's checks. Do not edit: `check` compares this file with the shipped copy.
final class VIPCycleExerciseTests: XCTestCase {
    private let labels = [Label(id: 1, name: "Dogs"), Label(id: 2, name: "Cats")]
    private let otherLabels = [Label(id: 7, name: "Zebras"), Label(id: 3, name: "Apes"), Label(id: 9, name: "Moles")]

    func testViewDidLoad_ShowsTheLabelsThroughTheWholeCycle() {
        let viewController = LabelEditorViewController()
        LabelEditorConfigurator.configure(viewController, worker: LabelWorker(labels: labels))
        viewController.viewDidLoad()
        XCTAssertEqual(viewController.shownTitles, ["#Cats", "#Dogs"],
                       "viewDidLoad → getLabelList → presentLabelList → displayLabelList should show the sorted titles")
    }

    func testViewDidLoad_ShowsWhateverTheWorkerHas() {
        for (worker, expected) in [(otherLabels, ["#Apes", "#Moles", "#Zebras"]), ([], [])] {
            let viewController = LabelEditorViewController()
            LabelEditorConfigurator.configure(viewController, worker: LabelWorker(labels: worker))
            viewController.viewDidLoad()
            XCTAssertEqual(viewController.shownTitles, expected,
                           "with the worker's labels \(worker.map(\.name)), the screen should show their sorted titles")
        }
    }

    func testInteractor_PassesTheWorkersLabelsToThePresenter() {
        let interactor = LabelEditorInteractor(worker: LabelWorker(labels: labels))
        let presenter = RecordingPresenter()
        interactor.presenter = presenter
        interactor.getLabelList(.init())
        XCTAssertEqual(presenter.responses, [labels], "getLabelList should call presentLabelList once, with the worker's labels")
    }

    func testPresenter_FormatsSortedTitles() {
        let presenter = LabelEditorPresenter()
        let display = RecordingDisplay()
        presenter.viewController = display
        presenter.presentLabelList(.init(labels: labels))
        XCTAssertEqual(display.viewModels, [.init(titles: ["#Cats", "#Dogs"])],
                       "presentLabelList should call displayLabelList once, with \"#\" + name, sorted")
    }

    func testInteractor_PassesOtherLabelsAsTheyAre() {
        let interactor = LabelEditorInteractor(worker: LabelWorker(labels: otherLabels))
        let presenter = RecordingPresenter()
        interactor.presenter = presenter
        interactor.getLabelList(.init())
        XCTAssertEqual(presenter.responses, [otherLabels],
                       "the interactor passes the worker's labels on unchanged: sorting is the presenter's job")
    }

    func testPresenter_FormatsOtherLabels() {
        let presenter = LabelEditorPresenter()
        let display = RecordingDisplay()
        presenter.viewController = display
        presenter.presentLabelList(.init(labels: otherLabels))
        presenter.presentLabelList(.init(labels: []))
        XCTAssertEqual(display.viewModels, [.init(titles: ["#Apes", "#Moles", "#Zebras"]), .init(titles: [])],
                       "each presentLabelList should display the titles of the labels it was given, sorted")
    }

    func testConfigurator_WiresTheCycleWithoutARetainCycle() {
        var viewController: LabelEditorViewController? = LabelEditorViewController()
        weak let released = viewController
        let parts = LabelEditorConfigurator.configure(viewController!, worker: LabelWorker(labels: labels))
        XCTAssertTrue(viewController?.interactor === parts.interactor, "the view controller should talk to the interactor")
        XCTAssertTrue(parts.interactor.presenter === parts.presenter, "the interactor should talk to the presenter")
        XCTAssertTrue(parts.presenter.viewController === viewController, "the presenter should talk back to the view controller")
        viewController = nil
        XCTAssertNil(released, "the presenter must hold the view controller weakly, or the scene leaks")
    }
}

private final class RecordingPresenter: LabelEditorPresenterLogic {
    var responses: [[Label]] = []
    func presentLabelList(_ response: LabelEditorModels.LabelList.Response) { responses.append(response.labels) }
}

private final class RecordingDisplay: LabelEditorDisplayLogic {
    var viewModels: [LabelEditorModels.LabelList.ViewModel] = []
    func displayLabelList(_ viewModel: LabelEditorModels.LabelList.ViewModel) { viewModels.append(viewModel) }
}
