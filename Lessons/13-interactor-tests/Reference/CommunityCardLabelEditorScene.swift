import Rx

// Lesson 13: seed 003's label editor with an Rx service: the models and protocols. Sealed.

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

/// The service the interactor uses as its worker. Streams, as in the seed.
public protocol InterestServiceProtocol: AnyObject {
    func getLabels(interest: String) -> Observable<[VingleLabel]>
    func createLabel(_ name: String, labelName: String, priority: Int?) -> Observable<VingleLabel>
}

public enum CommunityCardLabelEditorModels {
    /// The seed's outcome type: a value, or an error (nil when unknown).
    public enum ResponseResult<Value> {
        case success(Value)
        case error(Error?)
    }

    public enum LabelList {
        public struct Request { public init() {} }
        public struct Response {
            public var result: ResponseResult<[VingleLabel]>
            public init(result: ResponseResult<[VingleLabel]>) { self.result = result }
        }
    }

    public enum Create {
        public struct Request {
            public var name: String
            public init(name: String) { self.name = name }
        }
        public struct Response {
            public var result: ResponseResult<VingleLabel>
            public init(result: ResponseResult<VingleLabel>) { self.result = result }
        }
    }
}

public protocol CommunityCardLabelEditorInteractorLogic: AnyObject {
    func getLabelList(_ req: CommunityCardLabelEditorModels.LabelList.Request)
    func createLabel(_ req: CommunityCardLabelEditorModels.Create.Request)
}

public protocol CommunityCardLabelEditorDataStore: AnyObject {
    var beforeCardLabels: [VingleLabel] { get set }
    var interestName: String? { get set }
}

public protocol CommunityCardLabelEditorPresenterLogic: AnyObject {
    func renderLabelList(_ response: CommunityCardLabelEditorModels.LabelList.Response)
    func presentCreateLabel(_ response: CommunityCardLabelEditorModels.Create.Response)
}
