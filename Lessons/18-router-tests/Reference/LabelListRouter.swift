// Lesson 18: the router under test (the correct one). Sealed: `check` runs your tests against
// it and against seeded bugs.

public protocol LabelListRoutingLogic: AnyObject {
    func routeToDetail(index: Int)
}

public protocol LabelListDataPassing: AnyObject {
    var dataStore: LabelListDataStore? { get }
}

public final class LabelListRouter: LabelListRoutingLogic, LabelListDataPassing {
    public weak var viewController: LabelListViewController?
    public var dataStore: LabelListDataStore?

    public init() {}

    /// Builds LabelDetail, passes it the label at `index`, pushes it. A row that does not
    /// exist does nothing.
    public func routeToDetail(index: Int) {
        let destination = LabelDetailViewController()
        guard let source = dataStore, source.labels.indices.contains(index),
              var destinationStore = destination.router.dataStore else { return }
        passDataToDetail(source: source, destination: &destinationStore, index: index)
        viewController?.navigation?.push(destination)
    }

    /// Copies the label at `index` into LabelDetail's data store.
    public func passDataToDetail(source: LabelListDataStore, destination: inout LabelDetailDataStore, index: Int) {
        destination.label = source.labels[index]
    }
}
