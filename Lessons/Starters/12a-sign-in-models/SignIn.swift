// Drill 12a: a Response that carries the failure, a ViewModel that words it.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 12a`).
// Keep the names and signatures: the tests call them.

/// Decides a sign-in: the email must not be blank, the password needs `minimumPassword`
/// characters; the user's name is the part of the email before `@`.
public final class SignInInteractor {
    public var presenter: SignInPresentationLogic?
    public let minimumPassword: Int

    public init(minimumPassword: Int) {
        self.minimumPassword = minimumPassword
    }

    public func signIn(_ request: SignInModels.SignIn.Request) {
        // TODO: decide the result (the name, or which failure) and hand it to the presenter
        //       in a Response. No text here: wording is the presenter's job.
        _ = request
    }
}

/// `"Welcome, NAME!"`, or `"Type your email"`, or `"Use N characters or more"`.
public final class SignInPresenter: SignInPresentationLogic {
    public weak var viewController: SignInDisplayLogic?

    public init() {}

    public func presentSignIn(_ response: SignInModels.SignIn.Response) {
        // TODO: word each outcome in a ViewModel and hand it to the view controller.
        _ = response
    }
}

// MARK: - The models and protocols (complete: read them, do not change them)

public enum SignInModels {
    public enum SignIn {
        public struct Request {
            public var email: String
            public var password: String
            public init(email: String, password: String) {
                self.email = email
                self.password = password
            }
        }

        /// Why the business logic refused.
        public enum Failure: Error, Equatable {
            case missingEmail
            case shortPassword(minimum: Int)
        }

        /// What the business logic decided: the user's name, or why not. Never text for the screen.
        public struct Response: Equatable {
            public var result: Result<String, Failure>
            public init(result: Result<String, Failure>) { self.result = result }
        }

        /// What the screen shows: a greeting or an error message, display-ready.
        public struct ViewModel: Equatable {
            public var greeting: String?
            public var errorMessage: String?
            public init(greeting: String?, errorMessage: String?) {
                self.greeting = greeting
                self.errorMessage = errorMessage
            }
        }
    }
}

public protocol SignInPresentationLogic: AnyObject {
    func presentSignIn(_ response: SignInModels.SignIn.Response)
}

public protocol SignInDisplayLogic: AnyObject {
    func displaySignIn(_ viewModel: SignInModels.SignIn.ViewModel)
}
