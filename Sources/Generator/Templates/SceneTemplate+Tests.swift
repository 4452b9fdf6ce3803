// The three specs of a generated scene, with the templates' spies.

extension SceneTemplate {
    // MARK: Tests

    var interactorTests: String {
        """
        import CleanSwift
        import XCTest
        @testable import Playground

        final class \(n)InteractorTests: XCTestCase {
            // MARK: Test doubles

            final class \(n)PresentationLogicSpy: Spy, \(n)PresentationLogic {
                func presentSomething(response: \(n).Something.Response) { record(response) }
            }

            final class \(n)WorkerSpy: \(n)Worker {
                private(set) var doSomeWorkCalled = false

                override func doSomeWork(completion: @escaping (String) -> Void) {
                    doSomeWorkCalled = true
                    completion("spied work")
                }
            }

            // MARK: Tests

            func testDoSomething_AsksTheWorkerAndPresentsItsResult() {
                let interactor = \(n)Interactor()
                let presenter = \(n)PresentationLogicSpy()
                let worker = \(n)WorkerSpy()
                interactor.presenter = presenter
                interactor.worker = worker

                interactor.doSomething(request: \(n).Something.Request())

                XCTAssertTrue(worker.doSomeWorkCalled, "doSomething(request:) should ask the worker to do some work")
                XCTAssertEqual(presenter.methods, ["presentSomething"])
                XCTAssertEqual(presenter.lastArgument(of: "presentSomething", as: \(n).Something.Response.self), \(n).Something.Response(result: "spied work"))
                XCTAssertEqual(interactor.result, "spied work")
            }
        }

        """
    }

    var presenterTests: String {
        """
        import CleanSwift
        import XCTest
        @testable import Playground

        final class \(n)PresenterTests: XCTestCase {
            // MARK: Test doubles

            final class \(n)DisplayLogicSpy: Spy, \(n)DisplayLogic {
                func displaySomething(viewModel: \(n).Something.ViewModel) { record(viewModel) }
            }

            // MARK: Tests

            func testPresentSomething_AsksTheViewToDisplayTheResult() {
                let presenter = \(n)Presenter()
                let display = \(n)DisplayLogicSpy()
                presenter.viewController = display

                presenter.presentSomething(response: \(n).Something.Response(result: "work"))

                XCTAssertEqual(display.methods, ["displaySomething"])
                XCTAssertEqual(display.lastArgument(of: "displaySomething", as: \(n).Something.ViewModel.self), \(n).Something.ViewModel(message: "done: work"))
            }
        }

        """
    }

    var viewControllerTests: String {
        """
        import CleanSwift
        import HeadlessUI
        import XCTest
        @testable import Playground

        final class \(n)ViewControllerTests: XCTestCase {
            // MARK: Test doubles

            final class \(n)BusinessLogicSpy: Spy, \(n)BusinessLogic {
                func doSomething(request: \(n).Something.Request) { record(request) }
            }

            // MARK: Tests

            func testFiringDoSomething_SendsTheRequestToTheInteractor() throws {
                let viewController = \(n)ViewController()
                let interactor = \(n)BusinessLogicSpy()
                viewController.interactor = interactor

                try viewController.fire("doSomething")

                XCTAssertEqual(interactor.methods, ["doSomething"])
            }

            func testDisplaySomething_ShowsTheMessage() {
                let viewController = \(n)ViewController()

                viewController.displaySomething(viewModel: \(n).Something.ViewModel(message: "hello"))

                XCTAssertEqual(viewController.render(), "\(n): hello")
            }
        }

        """
    }
}
