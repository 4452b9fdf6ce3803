/// The files of a Clean Swift scene, laid out as the Clean Swift templates lay them out: view
/// controller, interactor, presenter, worker, router, models and configurator, plus the
/// headless-view and tracing glue ArchLab adds, and the three specs with their spies.
///
/// The first use case keeps the templates' name, `Something` (`doSomething`,
/// `presentSomething`, `displaySomething`). The worker answers after 100 ticks of the
/// session's clock, so `fire doSomething` then `advance 100` shows the whole VIP cycle.
struct SceneTemplate {
    let name: UnitName

    /// The type-name prefix (`Greeter`); one letter because nearly every template line interpolates it.
    var n: String { name.type }

    /// The folder under the playground's sources and tests.
    var folder: String { "Scenes/\(n)" }

    var sources: [GeneratedFile] {
        [
            file("\(n)ViewController.swift", viewController),
            file("\(n)ViewController+HeadlessView.swift", headlessView),
            file("\(n)Interactor.swift", interactor),
            file("\(n)Presenter.swift", presenter),
            file("\(n)Worker.swift", worker),
            file("\(n)Router.swift", router),
            file("\(n)Models.swift", models),
            file("\(n)Configurator.swift", configurator),
            file("\(n)Tracing.swift", tracing),
            file("\(n)Scene.swift", scene),
        ]
    }

    var tests: [GeneratedFile] {
        [
            testFile("\(n)InteractorTests.swift", interactorTests),
            testFile("\(n)PresenterTests.swift", presenterTests),
            testFile("\(n)ViewControllerTests.swift", viewControllerTests),
        ]
    }

    /// The registration line for `PlaygroundRegistrations`.
    var registration: String {
        ".scene(SceneRegistration(name: \"\(n)\", summary: \"your Clean Swift scene (new scene \(n)): fire doSomething, then advance 100\") { \(n)Scene.make(in: $0) })"
    }

    private func file(_ name: String, _ contents: String) -> GeneratedFile {
        GeneratedFile(path: "Sources/Playground/\(folder)/\(name)", contents: contents)
    }

    private func testFile(_ name: String, _ contents: String) -> GeneratedFile {
        GeneratedFile(path: "Tests/PlaygroundTests/\(folder)/\(name)", contents: contents)
    }

    // MARK: Sources

    private var viewController: String {
        """
        import CleanSwift
        import Rx

        /// What the presenter hands the view.
        protocol \(n)DisplayLogic: AnyObject {
            func displaySomething(viewModel: \(n).Something.ViewModel)
        }

        /// \(n)'s view, headless: it sends requests to the interactor and keeps what it was
        /// last told to display (see \(n)ViewController+HeadlessView.swift for how it renders).
        final class \(n)ViewController: \(n)DisplayLogic {
            var interactor: \(n)BusinessLogic?
            var router: (\(n)RoutingLogic & \(n)DataPassing)?

            /// The last message displayed; nil until the first display.
            private(set) var message: String?

            /// Configures the VIP cycle, as the templates' `setup()` does. The worker answers on
            /// `scheduler` (at once without one); a `tracer` records every boundary call.
            init(scheduler: SchedulerType? = nil, tracer: CycleTracer? = nil) {
                \(n)Configurator.configure(self, scheduler: scheduler, tracer: tracer)
            }

            // MARK: Do something

            /// Sends the first use case's request. Called by the `doSomething` action (a UIKit
            /// scene would call it from `viewDidLoad` or a button).
            func doSomething() {
                let request = \(n).Something.Request()
                interactor?.doSomething(request: request)
            }

            func displaySomething(viewModel: \(n).Something.ViewModel) {
                message = viewModel.message
            }
        }

        """
    }

    private var headlessView: String {
        """
        import HeadlessUI

        extension \(n)ViewController: HeadlessView {
            var viewName: String { "\(n)" }

            var userActions: [UserAction] {
                [UserAction("doSomething", summary: "send \(n).Something.Request to the interactor")]
            }

            func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
                switch action {
                case "doSomething": doSomething()
                default: throw .unknownAction(name: action, available: userActions.map(\\.name))
                }
            }

            func render() -> String {
                "\(n): " + (message ?? "(nothing yet: fire doSomething)")
            }
        }

        """
    }

    private var interactor: String {
        """
        /// What the view asks of the interactor.
        protocol \(n)BusinessLogic {
            func doSomething(request: \(n).Something.Request)
        }

        /// What other scenes' routers may read from or write into this scene.
        protocol \(n)DataStore {
            /// The last result of the worker; nil until it answered.
            var result: String? { get set }
        }

        /// \(n)'s business logic: asks the worker, hands the answer to the presenter.
        final class \(n)Interactor: \(n)BusinessLogic, \(n)DataStore {
            var presenter: \(n)PresentationLogic?
            /// Set by the configurator (a test sets a spy).
            var worker: \(n)Worker?
            var result: String?

            // MARK: Do something

            func doSomething(request: \(n).Something.Request) {
                worker?.doSomeWork { [weak self] result in
                    guard let self else { return }
                    self.result = result
                    let response = \(n).Something.Response(result: result)
                    self.presenter?.presentSomething(response: response)
                }
            }
        }

        """
    }

    private var presenter: String {
        """
        /// What the interactor hands the presenter.
        protocol \(n)PresentationLogic {
            func presentSomething(response: \(n).Something.Response)
        }

        /// Turns responses into what the view shows.
        final class \(n)Presenter: \(n)PresentationLogic {
            weak var viewController: \(n)DisplayLogic?

            // MARK: Do something

            func presentSomething(response: \(n).Something.Response) {
                let viewModel = \(n).Something.ViewModel(message: "done: \\(response.result)")
                viewController?.displaySomething(viewModel: viewModel)
            }
        }

        """
    }

    private var worker: String {
        """
        import Rx

        /// Does the work the interactor delegates: here it answers after `latency` on the
        /// scheduler (the session's virtual clock), the way a network call would.
        class \(n)Worker {
            private let scheduler: SchedulerType?
            private let latency: RxTimeInterval

            /// A worker answering after `latency` on `scheduler`, or at once without one.
            init(scheduler: SchedulerType? = nil, latency: RxTimeInterval = .seconds(100)) {
                self.scheduler = scheduler
                self.latency = latency
            }

            func doSomeWork(completion: @escaping (String) -> Void) {
                let result = "some work"
                guard let scheduler else { return completion(result) }
                _ = scheduler.scheduleRelative((), dueTime: latency) { _ in
                    completion(result)
                    return Disposables.create()
                }
            }
        }

        """
    }

    private var router: String {
        """
        /// Where \(n) can navigate to. Add `routeTo...` methods here.
        protocol \(n)RoutingLogic: AnyObject {}

        /// Gives routers that show this scene (and tests) its data store.
        protocol \(n)DataPassing {
            var dataStore: \(n)DataStore? { get }
        }

        final class \(n)Router: \(n)RoutingLogic, \(n)DataPassing {
            weak var viewController: \(n)ViewController?
            var dataStore: \(n)DataStore?
        }

        """
    }

    private var models: String {
        """
        /// \(n)'s use cases, each with the values that cross its boundaries.
        enum \(n) {
            // MARK: Use cases

            enum Something {
                /// View → interactor.
                struct Request: Equatable {}

                /// Interactor → presenter.
                struct Response: Equatable {
                    var result: String
                }

                /// Presenter → view.
                struct ViewModel: Equatable {
                    var message: String
                }
            }
        }

        """
    }

    private var configurator: String {
        """
        import CleanSwift
        import Rx

        /// Wires \(n)'s VIP cycle. With a tracer, traced proxies stand where the real objects
        /// would, so that every call across a boundary is recorded; the scene's own classes
        /// hold no tracing code.
        enum \(n)Configurator {
            static func configure(_ viewController: \(n)ViewController, scheduler: SchedulerType?, tracer: CycleTracer?) {
                let interactor = \(n)Interactor()
                let presenter = \(n)Presenter()
                let router = \(n)Router()
                router.viewController = viewController
                router.dataStore = interactor
                viewController.router = router

                guard let tracer else {
                    viewController.interactor = interactor
                    interactor.worker = \(n)Worker(scheduler: scheduler)
                    interactor.presenter = presenter
                    presenter.viewController = viewController
                    return
                }
                let display = Traced\(n)Display(weakly: viewController, tracer: tracer, from: .presenter, to: .view)
                let tracedPresenter = Traced\(n)Presenter(presenter, tracer: tracer, from: .interactor, to: .presenter)
                tracedPresenter.keepAlive(display)
                viewController.interactor = Traced\(n)Interactor(interactor, tracer: tracer, from: .view, to: .interactor)
                interactor.worker = Traced\(n)Worker(scheduler: scheduler, tracer: tracer)
                interactor.presenter = tracedPresenter
                presenter.viewController = display
            }
        }

        """
    }

    private var tracing: String {
        """
        import CleanSwift
        import Rx

        // Traced proxies for \(n)'s boundaries: one line per method. When you add a use case,
        // add its method here too, or `trace on` will not show it.

        final class Traced\(n)Interactor: TracedBoundary<any \(n)BusinessLogic>, \(n)BusinessLogic {
            func doSomething(request: \(n).Something.Request) {
                forward(request) { $0.doSomething(request: request) }
            }
        }

        final class Traced\(n)Presenter: TracedBoundary<any \(n)PresentationLogic>, \(n)PresentationLogic {
            func presentSomething(response: \(n).Something.Response) {
                forward(response.result) { $0.presentSomething(response: response) }
            }
        }

        final class Traced\(n)Display: TracedBoundary<any \(n)DisplayLogic>, \(n)DisplayLogic {
            func displaySomething(viewModel: \(n).Something.ViewModel) {
                forward(viewModel.message) { $0.displaySomething(viewModel: viewModel) }
            }
        }

        /// The worker as the interactor sees it: each call and its answer recorded.
        final class Traced\(n)Worker: \(n)Worker {
            private let tracer: CycleTracer

            init(scheduler: SchedulerType?, tracer: CycleTracer) {
                self.tracer = tracer
                super.init(scheduler: scheduler)
            }

            override func doSomeWork(completion: @escaping (String) -> Void) {
                tracer.record(from: .interactor, to: .worker, method: #function, argument: ())
                super.doSomeWork { [tracer] result in
                    tracer.record(from: .worker, to: .interactor, method: "doSomeWork", argument: result, kind: .reply)
                    completion(result)
                }
            }
        }

        """
    }

    private var scene: String {
        """
        import ArchLabRegistry
        import CleanSwift

        /// \(n) for the shell's `scene \(n)`: traced on the session's clock.
        enum \(n)Scene {
            /// Streams: `\(n).display` (what the presenter hands the view), `\(n).cycle` (every call).
            static func make(in context: LoadContext) -> RunningScene {
                let viewController = \(n)ViewController(scheduler: context.scheduler, tracer: context.tracer)
                return RunningScene(
                    name: "\(n)",
                    view: viewController,
                    streams: [
                        SceneStream.displays(of: context.tracer, scope: "\(n)"),
                        SceneStream.cycle(of: context.tracer, scope: "\(n)"),
                    ],
                    tracer: context.tracer)
            }
        }

        """
    }
}
