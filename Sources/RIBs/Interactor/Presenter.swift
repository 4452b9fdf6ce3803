/// The base protocol of a RIB's presenter (`…Presentable`), which the interactor talks to.
public protocol Presentable: AnyObject {}

/// A presenter object between interactor and view controller, for RIBs that separate the
/// two; most RIBs let the view controller be the presenter.
open class Presenter<ViewControllerType>: Presentable {
    /// The view controller this presenter drives.
    public let viewController: ViewControllerType

    /// Called by the builder.
    public init(viewController: ViewControllerType) {
        self.viewController = viewController
    }
}
