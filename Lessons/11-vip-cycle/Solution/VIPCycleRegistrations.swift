// Lesson 11: lets the shell run your label editor. You do not need to change this file.
// In archlab, type `load`, then `scene mylabels`, `trace on` and `fire load`.
import ArchLabRegistry
import CleanSwift
import HeadlessUI

/// What this exercise offers the shell: your scene, as `scene mylabels`.
public enum VIPCycleRegistrations: RegistrationProviding {
    public static var registrations: [Registration] {
        [.scene(SceneRegistration(name: "mylabels", summary: "your label editor (LabelEditor.swift): fire load") { context in
            MyLabelsScene.make(tracer: context.tracer)
        })]
    }
}

/// Your scene as your configurator wires it, with a traced proxy put on each boundary it
/// set, so that `trace on` shows your own calls (and a boundary you did not wire shows none).
enum MyLabelsScene {
    static func make(tracer: CycleTracer) -> RunningScene {
        let viewController = LabelEditorViewController()
        let worker = LabelWorker(labels: [Label(id: 1, name: "Dogs"), Label(id: 2, name: "Cats"), Label(id: 3, name: "Birds")])
        let (interactor, presenter) = LabelEditorConfigurator.configure(viewController, worker: worker)
        var retained: [AnyObject] = [viewController, interactor, presenter]
        if let real = viewController.interactor {
            viewController.interactor = TracedInteractor(real, tracer: tracer, from: .view, to: .interactor)
        }
        if let real = interactor.presenter {
            interactor.presenter = TracedPresenter(real, tracer: tracer, from: .interactor, to: .presenter)
        }
        if let real = presenter.viewController {
            let display = TracedDisplay(weakly: real, tracer: tracer, from: .presenter, to: .view)
            presenter.viewController = display
            retained.append(display)
        }
        let displayed = tracer.events.filter { $0.to == .view }.map(\.call)
        return RunningScene(name: "mylabels", view: MyLabelsView(viewController),
                            streams: [SceneStream(name: "mylabels.display", events: displayed)],
                            tracer: tracer, retaining: retained)
    }
}

/// The view the shell fires into: `load` is the view appearing.
final class MyLabelsView: HeadlessView {
    private let viewController: LabelEditorViewController
    init(_ viewController: LabelEditorViewController) { self.viewController = viewController }

    var viewName: String { "mylabels" }
    var userActions: [UserAction] { [UserAction("load", summary: "the view appears: viewDidLoad()")] }
    func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) { viewController.viewDidLoad() }
    func render() -> String { viewController.shownTitles.isEmpty ? "(no labels shown)" : viewController.shownTitles.joined(separator: " ") }
}

final class TracedInteractor: TracedBoundary<any LabelEditorInteractorLogic>, LabelEditorInteractorLogic {
    func getLabelList(_ request: LabelEditorModels.LabelList.Request) { forward(request) { $0.getLabelList(request) } }
}

final class TracedPresenter: TracedBoundary<any LabelEditorPresenterLogic>, LabelEditorPresenterLogic {
    func presentLabelList(_ response: LabelEditorModels.LabelList.Response) { forward(response) { $0.presentLabelList(response) } }
}

final class TracedDisplay: TracedBoundary<any LabelEditorDisplayLogic>, LabelEditorDisplayLogic {
    func displayLabelList(_ viewModel: LabelEditorModels.LabelList.ViewModel) { forward(viewModel) { $0.displayLabelList(viewModel) } }
}
