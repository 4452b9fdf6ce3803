// Lesson 14: the models and protocols of the code under test. Sealed: `check` runs your tests against this code.

/// A Vingle label.
public struct VingleLabel: Equatable, Sendable {
    public var id: Int
    public var name: String
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
    public static func allLabel() -> VingleLabel { VingleLabel(id: 1, name: "All") }
    public static func bestVingleLabel() -> VingleLabel { VingleLabel(id: 2, name: "Best") }
}

public enum CommunityCardLabelEditorModels {
    /// The seed's outcome type: a value, or an error (nil when unknown).
    public enum ResponseResult<Value> {
        case success(Value)
        case error(Error?)
    }

    /// One row the view shows.
    public struct LabelItem: Equatable, Sendable {
        public var id: Int
        public var title: String
        public init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    public enum LabelList {
        public struct Response {
            public var result: ResponseResult<[VingleLabel]>
            public init(result: ResponseResult<[VingleLabel]>) { self.result = result }
        }
        public struct ViewModel: Equatable {
            public enum Result: Equatable {
                case items([LabelItem])
                case errorMessage(String)
            }
            public var result: Result
            public init(result: Result) { self.result = result }
        }
    }

    public enum Create {
        public struct Response {
            public var result: ResponseResult<VingleLabel>
            public init(result: ResponseResult<VingleLabel>) { self.result = result }
        }
        public struct ViewModel: Equatable {
            public enum Result: Equatable {
                case created(LabelItem)
                case errorMessage(String)
            }
            public var result: Result
            public init(result: Result) { self.result = result }
        }
    }
}

public protocol CommunityCardLabelEditorPresenterLogic: AnyObject {
    func renderLabelList(_ response: CommunityCardLabelEditorModels.LabelList.Response)
    func presentCreateLabel(_ response: CommunityCardLabelEditorModels.Create.Response)
}

public protocol CommunityCardLabelEditorDisplayLogic: AnyObject {
    func displayLabelList(_ viewModel: CommunityCardLabelEditorModels.LabelList.ViewModel)
    func displayCreateLabelResult(_ viewModel: CommunityCardLabelEditorModels.Create.ViewModel)
}

/// The text shown when anything fails (the seed's `L("Failed")`).
public let failedMessage = "Failed"
