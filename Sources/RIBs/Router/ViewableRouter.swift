import Rx

/// A router that owns a view controller; parents present `viewControllable`.
public protocol ViewableRouting: Routing {
    /// The RIB's view, for the parent to present or embed.
    var viewControllable: ViewControllable { get }
}

/// A router with a view controller: while its interactor is inactive, it expects the view
/// to have left the window (`LeakDetector.expectViewControllerDisappear`), and when freed,
/// the view to be freed too.
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    /// The view controller, as its own type, for the subclass's routing calls.
    public let viewController: ViewControllerType

    /// The view controller, as the framework and the parent see it.
    public let viewControllable: ViewControllable

    /// Called by the builder. `viewController` must conform to `ViewControllable`
    /// (programmer error otherwise, as in RIBs).
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        self.viewController = viewController
        guard let viewControllable = viewController as? ViewControllable else {
            fatalError("\(viewController) should conform to \(ViewControllable.self)")
        }
        self.viewControllable = viewControllable
        super.init(interactor: interactor)
    }

    override func internalDidLoad() {
        setupViewControllerLeakDetection()
        super.internalDidLoad()
    }

    private var viewControllerDisappearExpectation: LeakDetectionHandle?

    private func setupViewControllerLeakDetection() {
        // Weak for the same reason as the subtree binding in `Router`.
        let disposable = interactable.isActiveStream
            .subscribe(onNext: { [weak self] isActive in
                guard let self else { return }
                self.viewControllerDisappearExpectation?.cancel()
                self.viewControllerDisappearExpectation = nil
                if !isActive {
                    let viewController = self.viewControllable.uiviewController
                    self.viewControllerDisappearExpectation = LeakDetector.instance.expectViewControllerDisappear(viewController: viewController)
                }
            })
        _ = deinitDisposable.insert(disposable)
    }

    deinit {
        LeakDetector.instance.expectDeallocate(object: viewControllable.uiviewController, inTime: LeakDefaultExpectationTime.viewDisappear)
    }
}
