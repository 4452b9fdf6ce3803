/// The root router of an app: it launches the tree into a window.
public protocol LaunchRouting: ViewableRouting {
    /// Makes the RIB's view the window's root, shows the window, activates and loads the
    /// root RIB. Called once by the app's entry point.
    func launch(from window: HeadlessWindow)
}

/// The router of the root RIB.
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>, LaunchRouting {
    public override init(interactor: InteractorType, viewController: ViewControllerType) {
        super.init(interactor: interactor, viewController: viewController)
    }

    /// Sets the window's root view, makes it key and visible, activates the interactor, then
    /// loads the router (which attaches the first children).
    public final func launch(from window: HeadlessWindow) {
        window.rootViewController = viewControllable.uiviewController
        window.makeKeyAndVisible()
        interactable.activate()
        load()
    }
}
