import Foundation

// Lesson 12: models and the data store. Reference solution.

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
        let name = request.name.trimmingCharacters(in: .whitespaces)
        let result: Result<Label, CreateLabelError>
        if name.isEmpty {
            result = .failure(.emptyName)
        } else if labels.contains(where: { $0.name.lowercased() == name.lowercased() }) {
            result = .failure(.duplicate(name))
        } else {
            let label = Label(id: (labels.map(\.id).max() ?? 0) + 1, name: name)
            labels.append(label)
            result = .success(label)
        }
        presenter?.presentCreateLabel(.init(result: result))
    }

    /// Takes the label with `request.labelID` out of `labels`.
    public func removeLabel(_ request: LabelEditorModels.Remove.Request) {
        var removed: Label?
        if let index = labels.firstIndex(where: { $0.id == request.labelID }) {
            removed = labels.remove(at: index)
        }
        presenter?.presentRemoveLabel(.init(removed: removed))
    }
}
