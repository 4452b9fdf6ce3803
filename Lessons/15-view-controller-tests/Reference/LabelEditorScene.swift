// Lesson 15: the label editor's boundaries and models. Sealed: `check` runs your tests
// against this code.

public enum LabelEditorModels {
    public enum LabelList {
        public struct Request: Equatable {
            public init() {}
        }
        public struct ViewModel: Equatable {
            public enum Result: Equatable {
                case titles([String])
                case errorMessage(String)
            }
            public var result: Result
            public init(result: Result) { self.result = result }
        }
    }

    public enum Create {
        public struct Request: Equatable {
            public var name: String
            public init(name: String) { self.name = name }
        }
        public struct ViewModel: Equatable {
            public enum Result: Equatable {
                case created(title: String)
                case errorMessage(String)
            }
            public var result: Result
            public init(result: Result) { self.result = result }
        }
    }
}

/// What the view controller asks of its interactor.
public protocol LabelEditorBusinessLogic: AnyObject {
    func getLabelList(_ request: LabelEditorModels.LabelList.Request)
    func createLabel(_ request: LabelEditorModels.Create.Request)
}

/// What the presenter tells the view controller.
public protocol LabelEditorDisplayLogic: AnyObject {
    func displayLabelList(_ viewModel: LabelEditorModels.LabelList.ViewModel)
    func displayCreateLabelResult(_ viewModel: LabelEditorModels.Create.ViewModel)
}
