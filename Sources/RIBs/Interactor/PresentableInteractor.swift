/// An interactor that drives a presenter (usually the RIB's view controller, through its
/// `…Presentable` protocol).
open class PresentableInteractor<PresenterType>: Interactor {
    /// The presenter, set by the builder.
    public let presenter: PresenterType

    /// Called by the builder with the RIB's presentable view.
    public init(presenter: PresenterType) {
        self.presenter = presenter
    }

    deinit {
        LeakDetector.instance.expectDeallocate(object: presenter as AnyObject)
    }
}
