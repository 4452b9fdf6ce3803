// Drill 12a: a Response that carries the failure, a ViewModel that words it. Reference solution.

/// Decides a sign-in: the email must not be blank, the password needs `minimumPassword`
/// characters; the user's name is the part of the email before `@`.
public final class SignInInteractor {
    public var presenter: SignInPresentationLogic?
    public let minimumPassword: Int

    public init(minimumPassword: Int) {
        self.minimumPassword = minimumPassword
    }

    public func signIn(_ request: SignInModels.SignIn.Request) {
        let result: Result<String, SignInModels.SignIn.Failure>
        if request.email.allSatisfy(\.isWhitespace) {
            result = .failure(.missingEmail)
        } else if request.password.count < minimumPassword {
            result = .failure(.shortPassword(minimum: minimumPassword))
        } else {
            result = .success(String(request.email.prefix { $0 != "@" }))
        }
        presenter?.presentSignIn(.init(result: result))
    }
}

/// `"Welcome, NAME!"`, or `"Type your email"`, or `"Use N characters or more"`.
public final class SignInPresenter: SignInPresentationLogic {
    public weak var viewController: SignInDisplayLogic?

    public init() {}

    public func presentSignIn(_ response: SignInModels.SignIn.Response) {
        let viewModel: SignInModels.SignIn.ViewModel = switch response.result {
        case .success(let name): .init(greeting: "Welcome, \(name)!", errorMessage: nil)
        case .failure(.missingEmail): .init(greeting: nil, errorMessage: "Type your email")
        case .failure(.shortPassword(let minimum)): .init(greeting: nil, errorMessage: "Use \(minimum) characters or more")
        }
        viewController?.displaySignIn(viewModel)
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
