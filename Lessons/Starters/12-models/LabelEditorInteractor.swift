import Foundation

// Lesson 12: models and the data store.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check models`).

public final class LabelEditorInteractor: LabelEditorInteractorLogic, LabelEditorDataStore {
    public var presenter: LabelEditorPresenterLogic?

    // MARK: Data store
    public var labels: [Label]
    public var interestName: String?

    public init(labels: [Label] = [], interestName: String? = nil) {
        self.labels = labels
        self.interestName = interestName
    }

    /// Creates a label named `request.name` (trimmed), unless it is empty or a duplicate.
    /// The new label gets the next id: the largest id in `labels` + 1 (1 when empty).
    public func createLabel(_ request: LabelEditorModels.Create.Request) {
        // TODO: decide the result (.failure(.emptyName), .failure(.duplicate(name)) or
        //       .success(newLabel) after appending it to `labels`), then tell the presenter.
    }

    /// Takes the label with `request.labelID` out of `labels`.
    public func removeLabel(_ request: LabelEditorModels.Remove.Request) {
        // TODO: remove it (if there is one) and tell the presenter which label was removed.
    }
}
