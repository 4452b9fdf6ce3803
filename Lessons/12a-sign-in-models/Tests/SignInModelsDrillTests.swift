import SignInScene
import XCTest

/// Drill 12a's checks. Do not edit: `check` compares this file with the shipped copy.
final class SignInModelsDrillTests: XCTestCase {
    private typealias Failure = SignInModels.SignIn.Failure

    private final class PresenterSpy: SignInPresentationLogic {
        private(set) var results: [Result<String, SignInModels.SignIn.Failure>] = []
        func presentSignIn(_ response: SignInModels.SignIn.Response) { results.append(response.result) }
    }

    private final class DisplaySpy: SignInDisplayLogic {
        private(set) var viewModels: [SignInModels.SignIn.ViewModel] = []
        func displaySignIn(_ viewModel: SignInModels.SignIn.ViewModel) { viewModels.append(viewModel) }
    }

    private func decide(_ email: String, _ password: String, minimum: Int = 8) -> [Result<String, Failure>] {
        let interactor = SignInInteractor(minimumPassword: minimum), spy = PresenterSpy()
        interactor.presenter = spy
        interactor.signIn(.init(email: email, password: password))
        return spy.results
    }

    func testInteractor_AcceptsAndNamesTheUser() {
        XCTAssertEqual(decide("ann@example.com", "correct horse"), [.success("ann")])
        XCTAssertEqual(decide("bo.lee@mail.org", "12345", minimum: 5), [.success("bo.lee")])
    }

    func testInteractor_RefusesWithTheFailureNotText() {
        XCTAssertEqual(decide("  ", "whatever long"), [.failure(.missingEmail)])
        XCTAssertEqual(decide("cy@x.io", "short"), [.failure(.shortPassword(minimum: 8))])
        XCTAssertEqual(decide("cy@x.io", "abc", minimum: 4), [.failure(.shortPassword(minimum: 4))])
    }

    func testPresenter_WordsEachOutcome() {
        let presenter = SignInPresenter(), display = DisplaySpy()
        presenter.viewController = display
        presenter.presentSignIn(.init(result: .success("dee")))
        presenter.presentSignIn(.init(result: .failure(.missingEmail)))
        presenter.presentSignIn(.init(result: .failure(.shortPassword(minimum: 12))))
        XCTAssertEqual(display.viewModels, [.init(greeting: "Welcome, dee!", errorMessage: nil),
                                            .init(greeting: nil, errorMessage: "Type your email"),
                                            .init(greeting: nil, errorMessage: "Use 12 characters or more")])
    }
}
