/// The files of a RIB, laid out as the RIBs templates lay them out: builder (dependency,
/// component, buildable), interactor (routing, presentable and listener protocols), router
/// (interactable and view-controllable protocols) and, for a RIB with a view, a headless view
/// controller; plus interactor and router tests with their mocks, and the glue that launches
/// the RIB as an app of its own.
///
/// A viewful RIB's view has one action, `doSomething`, that goes to the interactor and back
/// to the view, so `app NAME` then `fire doSomething` shows the RIB at work.
struct RIBTemplate {
    let name: UnitName
    let isViewless: Bool

    /// The type-name prefix (`Home`) and its variable spelling (`home`); one letter each because
    /// nearly every template line interpolates them.
    var n: String { name.type }
    var v: String { name.variable }

    var folder: String { "RIBs/\(n)" }

    var sources: [GeneratedFile] {
        var files = [
            file("\(n)Builder.swift", isViewless ? viewlessBuilder : builder),
            file("\(n)Interactor.swift", isViewless ? viewlessInteractor : interactor),
            file("\(n)Router.swift", isViewless ? viewlessRouter : router),
        ]
        if !isViewless { files.append(file("\(n)ViewController.swift", viewController)) }
        files.append(file("\(n)App.swift", isViewless ? viewlessApp : app))
        return files
    }

    var tests: [GeneratedFile] {
        [
            testFile("\(n)InteractorTests.swift", isViewless ? viewlessInteractorTests : interactorTests),
            testFile("\(n)RouterTests.swift", isViewless ? viewlessRouterTests : routerTests),
            testFile("\(n)Mocks.swift", isViewless ? viewlessMocks : mocks),
        ]
    }

    /// The registration for `PlaygroundRegistrations`; `handRoutes` is the expression listing
    /// every hand route of the playground.
    func registration(handRoutes: String) -> String {
        let kind = isViewless ? "viewless RIB" : "RIB"
        let next = isViewless ? "tree" : "fire doSomething"
        return ".app(AppRegistration(name: \"\(n)\", summary: \"your \(kind) (new rib \(n)), launched on its own: \(next)\", handRoutes: \(handRoutes)) { _ in \(n)App.launch() })"
    }

    private func file(_ name: String, _ contents: String) -> GeneratedFile {
        GeneratedFile(path: "Sources/Playground/\(folder)/\(name)", contents: contents)
    }

    private func testFile(_ name: String, _ contents: String) -> GeneratedFile {
        GeneratedFile(path: "Tests/PlaygroundTests/\(folder)/\(name)", contents: contents)
    }

    // MARK: Viewful sources

    /// The builder's protocol and class up to the body of `build(withListener:)`, the same with
    /// or without a view.
    var builderOpening: String {
        """
        // MARK: - Builder

        /// Builds \(n); called by its parent's router.
        protocol \(n)Buildable: Buildable {
            func build(withListener listener: \(n)Listener) -> \(n)Routing
        }

        final class \(n)Builder: Builder<\(n)Dependency>, \(n)Buildable {
            override init(dependency: \(n)Dependency) {
                super.init(dependency: dependency)
            }

            func build(withListener listener: \(n)Listener) -> \(n)Routing {
        """
    }

    private var builder: String {
        """
        import RIBs

        /// What \(n) needs from its parent. Add properties here; the parent's component provides them.
        protocol \(n)Dependency: Dependency {}

        /// \(n)'s own dependencies. It keeps \(n)'s view so that viewless children can present on it.
        final class \(n)Component: Component<\(n)Dependency> {
            let \(v)ViewController: \(n)ViewController

            init(dependency: \(n)Dependency, \(v)ViewController: \(n)ViewController) {
                self.\(v)ViewController = \(v)ViewController
                super.init(dependency: dependency)
            }
        }

        \(builderOpening)
                let viewController = \(n)ViewController()
                _ = \(n)Component(dependency: dependency, \(v)ViewController: viewController)
                let interactor = \(n)Interactor(presenter: viewController)
                interactor.listener = listener
                return \(n)Router(interactor: interactor, viewController: viewController)
            }
        }

        """
    }

    private var interactor: String {
        """
        import RIBs
        import Rx

        /// How \(n)'s interactor routes.
        protocol \(n)Routing: ViewableRouting {}

        /// What \(n)'s interactor tells its view.
        protocol \(n)Presentable: Presentable {
            var listener: \(n)PresentableListener? { get set }
            func showSomething(_ message: String)
        }

        /// What \(n) tells its parent. Add methods here; the parent's interactor implements them.
        protocol \(n)Listener: AnyObject {}

        final class \(n)Interactor: PresentableInteractor<\(n)Presentable>, \(n)Interactable, \(n)PresentableListener {
            weak var router: \(n)Routing?
            weak var listener: \(n)Listener?
            private var count = 0

            override init(presenter: \(n)Presentable) {
                super.init(presenter: presenter)
                presenter.listener = self
            }

            override func didBecomeActive() {
                super.didBecomeActive()
                // Start this RIB's work here (subscriptions end with disposeOnDeactivate).
            }

            override func willResignActive() {
                super.willResignActive()
                // Stop what didBecomeActive started.
            }

            // MARK: \(n)PresentableListener

            /// Called by the view's `doSomething` action.
            func doSomething() {
                count += 1
                presenter.showSomething("did something \\(count) time\\(count == 1 ? "" : "s")")
            }
        }

        """
    }

    private var router: String {
        """
        import RIBs

        /// \(n)'s interactor as its router sees it.
        protocol \(n)Interactable: Interactable {
            var router: \(n)Routing? { get set }
            var listener: \(n)Listener? { get set }
        }

        /// \(n)'s view as its router sees it: children's views are presented over it.
        protocol \(n)ViewControllable: ViewControllable {
            func present(viewController: ViewControllable)
            func dismiss(viewController: ViewControllable)
        }

        final class \(n)Router: ViewableRouter<\(n)Interactable, \(n)ViewControllable>, \(n)Routing {
            override init(interactor: \(n)Interactable, viewController: \(n)ViewControllable) {
                super.init(interactor: interactor, viewController: viewController)
                interactor.router = self
            }
        }

        """
    }

    private var viewController: String {
        """
        import HeadlessUI
        import RIBs

        /// What \(n)'s view tells its interactor.
        protocol \(n)PresentableListener: AnyObject {
            func doSomething()
        }

        /// \(n)'s view, headless: one button, and the last message the interactor showed.
        final class \(n)ViewController: HeadlessViewController, \(n)Presentable, \(n)ViewControllable {
            weak var listener: \(n)PresentableListener?
            private(set) var message: String?

            override var viewName: String { "\(n)" }

            override var userActions: [UserAction] {
                [UserAction("doSomething", summary: "tap: tell \(n)'s interactor to do something")]
            }

            override func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
                switch action {
                case "doSomething": listener?.doSomething()
                default: try super.perform(action, with: arguments)
                }
            }

            override func render() -> String {
                "\(n): " + (message ?? "(nothing yet: fire doSomething)")
            }

            // MARK: \(n)Presentable

            func showSomething(_ message: String) {
                self.message = message
            }

            // MARK: \(n)ViewControllable

            func present(viewController: ViewControllable) {
                present(viewController.uiviewController, animated: true)
            }

            func dismiss(viewController: ViewControllable) {
                if presentedViewController === viewController.uiviewController {
                    dismiss(animated: true)
                }
            }
        }

        """
    }

    private var app: String {
        """
        import ArchLabRegistry
        import RIBs

        // \(n) launched as an app of its own (`app \(n)`): the launch host is its parent.
        // When you add to \(n)Listener or \(n)Dependency, add them here too.

        extension LaunchHostInteractor: \(n)Listener {}

        final class \(n)AppDependency: EmptyComponent, \(n)Dependency {}

        enum \(n)App {
            static func launch() -> RIBLaunchHost {
                RIBLaunchHost.launch(name: "\(n)") { host, _ in
                    \(n)Builder(dependency: \(n)AppDependency()).build(withListener: host)
                }
            }
        }

        """
    }
}
