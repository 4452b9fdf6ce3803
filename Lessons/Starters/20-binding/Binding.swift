import Rx

// Lesson 20: binding without per-method Binders.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check binding`).
// Keep the names and signatures: the tests call them.

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
        // TODO: a Binder that calls `getLabelList` with each request (the seed's way).
        return Binder(self) { _, _ in }
    }
}

// MARK: - 2. One generic helper for every method

extension ObservableType {
    /// Calls `method` on `target` with every element, on the main scheduler, while `target`
    /// is alive (it is held weakly). `method` is a method reference such as
    /// `CommunityCardLabelEditorInteractorLogic.getLabelList`.
    public func bind<Target: AnyObject>(to target: Target, call method: @escaping (Target) -> (Element) -> Void) -> Disposable {
        // TODO: call `method` on `target` with each element, as a Binder would: target held weakly, main scheduler.
        return Disposables.create()
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
        // TODO: load taps call `getLabelList`, typed names call `createLabel`; one Disposable ends both.
        return Disposables.create()
    }
}
