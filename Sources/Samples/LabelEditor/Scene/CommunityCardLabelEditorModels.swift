/// The label editor's use cases, each with the values that cross its three boundaries.
public enum CommunityCardLabelEditorModels {
    /// An interactor's outcome, as the seed's responses carry it: `.success(value)` or
    /// `.error(error)` (nil when the cause is unknown).
    public enum ResponseResult<Value> {
        case success(Value)
        case error(Error?)
    }

    /// One row of the editor: what the view shows for a label.
    public struct LabelItem: Equatable, Sendable {
        public var id: Int
        /// `Kittens`.
        public var title: String
        public init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    /// Loading the interest's labels.
    public enum LabelList {
        public struct Request: Equatable { public init() {} }
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

    /// Creating a label by name.
    public enum Create {
        public struct Request: Equatable {
            public var name: String
            public init(name: String) { self.name = name }
        }
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

    /// Removing a label from the editor (kept until `Save`).
    public enum Remove {
        public struct Request: Equatable {
            public var labelID: Int
            public init(labelID: Int) { self.labelID = labelID }
        }
        public struct Response {
            public var result: ResponseResult<VingleLabel>
            public init(result: ResponseResult<VingleLabel>) { self.result = result }
        }
        public struct ViewModel: Equatable {
            public enum Result: Equatable {
                case removed(id: Int)
                case errorMessage(String)
            }
            public var result: Result
            public init(result: Result) { self.result = result }
        }
    }

    /// Saving the editor's labels to the interest.
    public enum Save {
        public struct Request: Equatable { public init() {} }
        public struct Response {
            public var result: ResponseResult<[VingleLabel]>
            public init(result: ResponseResult<[VingleLabel]>) { self.result = result }
        }
        public struct ViewModel: Equatable {
            public enum Result: Equatable {
                case saved(count: Int)
                case errorMessage(String)
            }
            public var result: Result
            public init(result: Result) { self.result = result }
        }
    }
}
