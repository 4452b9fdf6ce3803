import RIBs

// Lesson 24: Welcome's view. Reference solution.

/// What Welcome's view tells its interactor.
protocol WelcomePresentableListener: AnyObject {
    func start(withName name: String)
}

/// "Welcome to APP", a name field and a Start button.
final class WelcomeViewController: HeadlessViewController, WelcomePresentable, WelcomeViewControllable {
    weak var listener: WelcomePresentableListener?
    let appName: String

    init(appName: String) {
        self.appName = appName
        super.init()
    }

    /// The user tapped Start with `name` in the field.
    func tapStart(name: String) {
        listener?.start(withName: name)
    }
}
