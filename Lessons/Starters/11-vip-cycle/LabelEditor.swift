// Lesson 11: the VIP cycle with the label editor (seed 003, simplified).
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check vip-cycle`).
// Keep the names and signatures: the tests call them.

/// A label on a community card.
public struct Label: Equatable, Sendable {
    public var id: Int
    public var name: String
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// The values that cross each boundary, per use case.
public enum LabelEditorModels {
    public enum LabelList {
        public struct Request { public init() {} }
        public struct Response {
            public var labels: [Label]
            public init(labels: [Label]) { self.labels = labels }
        }
        public struct ViewModel: Equatable {
            public var titles: [String]
            public init(titles: [String]) { self.titles = titles }
        }
    }
}

/// View controller → interactor.
public protocol LabelEditorInteractorLogic: AnyObject {
    func getLabelList(_ request: LabelEditorModels.LabelList.Request)
}

/// Interactor → presenter.
public protocol LabelEditorPresenterLogic: AnyObject {
    func presentLabelList(_ response: LabelEditorModels.LabelList.Response)
}

/// Presenter → view controller.
public protocol LabelEditorDisplayLogic: AnyObject {
    func displayLabelList(_ viewModel: LabelEditorModels.LabelList.ViewModel)
}

/// Fetches labels (synchronously here; lesson 13 makes it a stream).
public final class LabelWorker {
    private let labels: [Label]
    public init(labels: [Label]) { self.labels = labels }
    public func fetchLabels() -> [Label] { labels }
}

public final class LabelEditorInteractor: LabelEditorInteractorLogic {
    public var presenter: LabelEditorPresenterLogic?
    private let worker: LabelWorker

    public init(worker: LabelWorker) {
        self.worker = worker
    }

    public func getLabelList(_ request: LabelEditorModels.LabelList.Request) {
        // TODO: fetch the labels from the worker and pass them to the presenter in a Response.
    }
}

public final class LabelEditorPresenter: LabelEditorPresenterLogic {
    // TODO: the view controller owns the interactor, which owns this presenter: hold the view
    // controller so that releasing it still frees the whole scene.
    public var viewController: LabelEditorDisplayLogic?

    public init() {}

    public func presentLabelList(_ response: LabelEditorModels.LabelList.Response) {
        // TODO: titles are "#" + name, sorted by name; display them in a ViewModel.
    }
}

public final class LabelEditorViewController: LabelEditorDisplayLogic {
    public var interactor: LabelEditorInteractorLogic?
    /// What the screen shows now.
    public private(set) var shownTitles: [String] = []

    public init() {}

    /// The view appeared: ask for the labels.
    public func viewDidLoad() {
        interactor?.getLabelList(.init())
    }

    public func displayLabelList(_ viewModel: LabelEditorModels.LabelList.ViewModel) {
        // TODO: show the view model's titles.
    }
}

/// Wires one scene. Called once, when the view controller is created.
public enum LabelEditorConfigurator {
    /// Returns the interactor and presenter so that tests can look at them.
    @discardableResult
    public static func configure(_ viewController: LabelEditorViewController, worker: LabelWorker)
        -> (interactor: LabelEditorInteractor, presenter: LabelEditorPresenter) {
        let interactor = LabelEditorInteractor(worker: worker)
        let presenter = LabelEditorPresenter()
        // TODO: connect view controller → interactor → presenter → view controller.
        return (interactor, presenter)
    }
}
