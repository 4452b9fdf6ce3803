// The sources of a viewless RIB: it works on the view its parent lends it.

extension RIBTemplate {
    // MARK: Viewless sources

    var viewlessBuilder: String {
        """
        import RIBs

        /// What \(n) needs from its parent: as a viewless RIB, the view it works on.
        protocol \(n)Dependency: Dependency {
            var \(v)ViewController: \(n)ViewControllable { get }
        }

        /// \(n)'s own dependencies.
        final class \(n)Component: Component<\(n)Dependency> {
            fileprivate var \(v)ViewController: \(n)ViewControllable {
                dependency.\(v)ViewController
            }
        }

        \(builderOpening)
                let component = \(n)Component(dependency: dependency)
                let interactor = \(n)Interactor()
                interactor.listener = listener
                return \(n)Router(interactor: interactor, viewController: component.\(v)ViewController)
            }
        }

        """
    }

    var viewlessInteractor: String {
        """
        import RIBs
        import Rx

        /// How \(n)'s interactor routes. A viewless RIB cleans up the views it presented.
        protocol \(n)Routing: Routing {
            func cleanupViews()
        }

        /// What \(n) tells its parent. Add methods here; the parent's interactor implements them.
        protocol \(n)Listener: AnyObject {}

        final class \(n)Interactor: Interactor, \(n)Interactable {
            weak var router: \(n)Routing?
            weak var listener: \(n)Listener?

            override init() {}

            override func didBecomeActive() {
                super.didBecomeActive()
                // Start this RIB's work here (subscriptions end with disposeOnDeactivate).
            }

            override func willResignActive() {
                super.willResignActive()
                router?.cleanupViews()
            }
        }

        """
    }

    var viewlessRouter: String {
        """
        import RIBs

        /// \(n)'s interactor as its router sees it.
        protocol \(n)Interactable: Interactable {
            var router: \(n)Routing? { get set }
            var listener: \(n)Listener? { get set }
        }

        /// The view \(n) works on, lent by its parent.
        protocol \(n)ViewControllable: ViewControllable {}

        final class \(n)Router: Router<\(n)Interactable>, \(n)Routing {
            init(interactor: \(n)Interactable, viewController: \(n)ViewControllable) {
                self.viewController = viewController
                super.init(interactor: interactor)
                interactor.router = self
            }

            /// Called by the interactor when it resigns active: dismiss whatever this RIB presented.
            func cleanupViews() {}

            private let viewController: \(n)ViewControllable
        }

        """
    }

    var viewlessApp: String {
        """
        import ArchLabRegistry
        import RIBs

        // \(n) launched as an app of its own (`app \(n)`): the launch host is its parent and
        // lends it its view. When you add to \(n)Listener or \(n)Dependency, add them here too.

        extension LaunchHostInteractor: \(n)Listener {}

        extension LaunchHostViewController: \(n)ViewControllable {}

        final class \(n)AppDependency: EmptyComponent, \(n)Dependency {
            let \(v)ViewController: \(n)ViewControllable

            init(\(v)ViewController: \(n)ViewControllable) {
                self.\(v)ViewController = \(v)ViewController
                super.init()
            }
        }

        enum \(n)App {
            static func launch() -> RIBLaunchHost {
                RIBLaunchHost.launch(name: "\(n)") { host, view in
                    \(n)Builder(dependency: \(n)AppDependency(\(v)ViewController: view)).build(withListener: host)
                }
            }
        }

        """
    }
}
