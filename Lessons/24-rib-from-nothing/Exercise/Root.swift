import RIBs

// Lesson 24: the parent RIB, Root. It builds, but has no child yet: wire Welcome in as
// lesson.md says (its router keeps Welcome's builder, attaches Welcome on load and detaches
// it when Welcome's listener is told the user started). Every `check` explains the first
// compile error it meets in architecture terms.

protocol RootDependency: Dependency {
    /// The app's name, shown by Root's children.
    var appName: String { get }
}

final class RootComponent: Component<RootDependency> {}

// MARK: - Interactor

protocol RootRouting: ViewableRouting {
    /// Detaches Welcome and dismisses its view.
    func routeAwayFromWelcome()
}

protocol RootPresentable: Presentable {}

protocol RootInteractable: Interactable {
    var router: RootRouting? { get set }
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {
    weak var router: RootRouting?
    /// The name the user gave on the welcome screen; nil until then.
    private(set) var userName: String?
}

// MARK: - View

protocol RootViewControllable: ViewControllable {}

final class RootViewController: HeadlessViewController, RootPresentable, RootViewControllable {}

// MARK: - Router

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    override init(interactor: RootInteractable, viewController: RootViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        // TODO: route to Welcome: build it, keep it, attach it, present its view.
    }

    func routeAwayFromWelcome() {
        // TODO: detach Welcome, dismiss its view, forget it.
    }
}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController)
    }
}

/// The app: it names itself.
final class AppComponent: EmptyComponent, RootDependency {
    let appName: String

    init(appName: String) {
        self.appName = appName
        super.init()
    }
}
