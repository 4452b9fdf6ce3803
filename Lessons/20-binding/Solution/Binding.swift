import Rx

// Lesson 20: binding without per-method Binders.
// Reference solution.

// MARK: - The scene (complete)

public enum CommunityCardLabelEditorModels {
    public enum LabelList {
        public struct Request { public init() {} }
    }
    public enum Create {
        public struct Request {
            public var name: String
            public init(name: String) { self.name = name }
        }
    }
}

public protocol CommunityCardLabelEditorInteractorLogic: AnyObject {
    func getLabelList(_ req: CommunityCardLabelEditorModels.LabelList.Request)
    func createLabel(_ req: CommunityCardLabelEditorModels.Create.Request)
}

/// An interactor that writes down each call (enough for this lesson).
public final class CommunityCardLabelEditorInteractor: CommunityCardLabelEditorInteractorLogic {
    public private(set) var calls: [String] = []
    public init() {}
    public func getLabelList(_ req: CommunityCardLabelEditorModels.LabelList.Request) { calls.append("getLabelList") }
    public func createLabel(_ req: CommunityCardLabelEditorModels.Create.Request) { calls.append("createLabel(\(req.name))") }
}

// MARK: - 1. The seed's per-method Binder

extension CommunityCardLabelEditorInteractorLogic {
    /// Seed 003's hand-written binder for `getLabelList(_:)`.
    public var getLabelListBinder: Binder<CommunityCardLabelEditorModels.LabelList.Request> {
        Binder(self) { interactor, request in
            interactor.getLabelList(request)
        }
    }
}

// MARK: - 2. One generic helper for every method

extension ObservableType {
    /// Calls `method` on `target` with every element, on the main scheduler, while `target`
    /// is alive (it is held weakly). `method` is a method reference such as
    /// `CommunityCardLabelEditorInteractorLogic.getLabelList`.
    public func bind<Target: AnyObject>(to target: Target, call method: @escaping (Target) -> (Element) -> Void) -> Disposable {
        subscribe(Binder(target) { target, element in
            method(target)(element)
        })
    }
}

// MARK: - 3. The view binds its streams, one line per method

public final class CommunityCardLabelEditorController {
    public let interactor: CommunityCardLabelEditorInteractorLogic

    public init(interactor: CommunityCardLabelEditorInteractorLogic) {
        self.interactor = interactor
    }

    /// Binds the "load" taps to `getLabelList` and the typed names to `createLabel`.
    public func bindRequests(loadTaps: Observable<Void>, createNames: Observable<String>) -> Disposable {
        let loads = loadTaps
            .map { CommunityCardLabelEditorModels.LabelList.Request() }
            .bind(to: interactor, call: CommunityCardLabelEditorInteractorLogic.getLabelList)
        let creates = createNames
            .map { CommunityCardLabelEditorModels.Create.Request(name: $0) }
            .bind(to: interactor, call: CommunityCardLabelEditorInteractorLogic.createLabel)
        return Disposables.create(loads, creates)
    }
}
