// Lesson 11: the VIP cycle with the label editor (seed 003, simplified). Reference solution.

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
        presenter?.presentLabelList(.init(labels: worker.fetchLabels()))
    }
}

public final class LabelEditorPresenter: LabelEditorPresenterLogic {
    public weak var viewController: LabelEditorDisplayLogic?

    public init() {}

    public func presentLabelList(_ response: LabelEditorModels.LabelList.Response) {
        let titles = response.labels.map(\.name).sorted().map { "#\($0)" }
        viewController?.displayLabelList(.init(titles: titles))
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
        shownTitles = viewModel.titles
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
        viewController.interactor = interactor
        interactor.presenter = presenter
        presenter.viewController = viewController
        return (interactor, presenter)
    }
}
