import Foundation

// Lesson 15, seeded bug: a view controller that never asks for the labels when the screen appears.

/// A headless label editor screen: a list of label titles, an error line, a name field and
/// a Create button.
public final class LabelEditorViewController: LabelEditorDisplayLogic {
    public var interactor: LabelEditorBusinessLogic?

    /// The titles the list shows, top to bottom.
    public private(set) var rows: [String] = []
    /// The error line under the list; nil when there is none.
    public private(set) var errorText: String?
    /// What the user typed in the name field.
    public var nameField = ""

    public init() {}

    /// The screen appeared: ask for the labels once.
    public func viewDidLoad() {
    }

    /// Create was tapped: ask for a label named as typed, without surrounding spaces.
    /// A blank field asks nothing.
    public func tapCreate() {
        let name = nameField.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return }
        interactor?.createLabel(.init(name: name))
    }

    public func displayLabelList(_ viewModel: LabelEditorModels.LabelList.ViewModel) {
        switch viewModel.result {
        case .titles(let titles):
            rows = titles
            errorText = nil
        case .errorMessage(let message):
            errorText = message
        }
    }

    public func displayCreateLabelResult(_ viewModel: LabelEditorModels.Create.ViewModel) {
        switch viewModel.result {
        case .created(let title):
            rows.append(title)
            nameField = ""
            errorText = nil
        case .errorMessage(let message):
            errorText = message
        }
    }
}
