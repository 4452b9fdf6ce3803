import RIBs

/// Launches any RIB as an app of its own, the way an `AppDelegate` launches a root RIB: a
/// launch router on a headless window attaches the RIB as its only child and, when the RIB
/// has a view, presents it. `tree` shows it as `LaunchHost` with the RIB under it.
///
/// RIBs built from the templates (`new rib Home`) are children, built with a listener and
/// attached by a parent; this host is that parent, so they run unchanged.
public final class RIBLaunchHost: HeadlessApp {
    public let name: String
    public let launchRouter: LaunchRouting
    public let window: HeadlessWindow

    private init(name: String, launchRouter: LaunchRouting, window: HeadlessWindow) {
        self.name = name
        self.launchRouter = launchRouter
        self.window = window
    }

    /// Launches a host named `name` whose only child is what `build` returns. `build` is
    /// called once, when the host router loads; it gets the host's interactor (the child's
    /// listener) and view controller (the view a viewless child may present on).
    public static func launch(name: String, build: @escaping (LaunchHostInteractor, LaunchHostViewController) -> Routing) -> RIBLaunchHost {
        let viewController = LaunchHostViewController(appName: name)
        let interactor = LaunchHostInteractor()
        let router = LaunchHostRouter(interactor: interactor, viewController: viewController, build: build)
        let window = HeadlessWindow()
        router.launch(from: window)
        return RIBLaunchHost(name: name, launchRouter: router, window: window)
    }
}

/// The host RIB's interactor: the launched RIB's listener. Generated registrations make it
/// conform to the RIB's listener protocol (`extension LaunchHostInteractor: HomeListener {}`).
public final class LaunchHostInteractor: Interactor {}

/// The host RIB's view: the window's root. It shows the app's name and presents the launched
/// RIB's view over itself.
public final class LaunchHostViewController: HeadlessViewController, ViewControllable {
    private let appName: String

    init(appName: String) {
        self.appName = appName
        super.init()
    }

    public override var viewName: String { "LaunchHost" }

    public override func render() -> String { "app \(appName)" }
}

/// Attaches the launched RIB when it loads, as a root router attaches its first child.
final class LaunchHostRouter: LaunchRouter<LaunchHostInteractor, LaunchHostViewController> {
    private let build: (LaunchHostInteractor, LaunchHostViewController) -> Routing

    init(interactor: LaunchHostInteractor, viewController: LaunchHostViewController,
         build: @escaping (LaunchHostInteractor, LaunchHostViewController) -> Routing) {
        self.build = build
        super.init(interactor: interactor, viewController: viewController)
    }

    override func didLoad() {
        super.didLoad()
        let child = build(interactor, viewController)
        attachChild(child)
        if let viewable = child as? ViewableRouting {
            viewController.present(viewable.viewControllable.uiviewController, animated: false)
        }
    }
}
