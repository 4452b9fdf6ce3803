// Lesson 12: the label editor's models. Complete: read them, do not change them.

/// A label on a community card.
public struct Label: Equatable, Sendable {
    public var id: Int
    public var name: String
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// Why a label could not be created.
public enum CreateLabelError: Error, Equatable {
    /// The name was empty (after trimming spaces).
    case emptyName
    /// A label with this name (ignoring case) already exists.
    case duplicate(String)
}

public enum LabelEditorModels {
    public enum Create {
        public struct Request {
            public var name: String
            public init(name: String) { self.name = name }
        }
        public struct Response: Equatable {
            public var result: Result<Label, CreateLabelError>
            public init(result: Result<Label, CreateLabelError>) { self.result = result }
        }
        public struct ViewModel: Equatable {
            /// The line shown under the text field.
            public var message: String
            /// Whether the message is an error (shown in red).
            public var isError: Bool
            public init(message: String, isError: Bool) {
                self.message = message
                self.isError = isError
            }
        }
    }

    public enum Remove {
        public struct Request {
            public var labelID: Int
            public init(labelID: Int) { self.labelID = labelID }
        }
        public struct Response: Equatable {
            /// The label taken out, or nil when no label had that id.
            public var removed: Label?
            public init(removed: Label?) { self.removed = removed }
        }
        public struct ViewModel: Equatable {
            public var message: String
            public init(message: String) { self.message = message }
        }
    }
}

/// The editor's state, kept between requests; routers read it to pass data on.
public protocol LabelEditorDataStore: AnyObject {
    var labels: [Label] { get set }
    var interestName: String? { get set }
}

public protocol LabelEditorInteractorLogic: AnyObject {
    func createLabel(_ request: LabelEditorModels.Create.Request)
    func removeLabel(_ request: LabelEditorModels.Remove.Request)
}

public protocol LabelEditorPresenterLogic: AnyObject {
    func presentCreateLabel(_ response: LabelEditorModels.Create.Response)
    func presentRemoveLabel(_ response: LabelEditorModels.Remove.Response)
}

public protocol LabelEditorDisplayLogic: AnyObject {
    func displayCreateLabelResult(_ viewModel: LabelEditorModels.Create.ViewModel)
    func displayRemoveLabelResult(_ viewModel: LabelEditorModels.Remove.ViewModel)
}
