// Lesson 18: two small Clean Swift scenes and a headless navigation stack. Sealed: `check`
// runs your tests against this code.

public struct Label: Equatable, Sendable {
    public var id: Int
    public var name: String
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// A navigation controller without a screen: a stack of view controllers.
public final class Navigation {
    public private(set) var stack: [AnyObject] = []
    public init() {}
    public func push(_ viewController: AnyObject) { stack.append(viewController) }
}

// MARK: - LabelList

public protocol LabelListDataStore: AnyObject {
    var labels: [Label] { get set }
}

public final class LabelListInteractor: LabelListDataStore {
    public var labels: [Label]
    public init(labels: [Label]) { self.labels = labels }
}

public final class LabelListViewController {
    public let router: LabelListRouter
    public weak var navigation: Navigation?

    /// The configurator's work: interactor (data store) and router, wired.
    public init(labels: [Label]) {
        router = LabelListRouter()
        router.dataStore = LabelListInteractor(labels: labels)
        router.viewController = self
    }
}

// MARK: - LabelDetail

public protocol LabelDetailDataStore: AnyObject {
    var label: Label? { get set }
}

public final class LabelDetailInteractor: LabelDetailDataStore {
    public var label: Label?
    public init() {}
}

public final class LabelDetailRouter {
    public var dataStore: LabelDetailDataStore?
    public init() {}
}

public final class LabelDetailViewController {
    public let router = LabelDetailRouter()
    public init() {
        router.dataStore = LabelDetailInteractor()
    }
}
