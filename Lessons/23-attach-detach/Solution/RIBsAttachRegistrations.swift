// Lesson 23: lets the shell run your Root, LoggedOut and LoggedIn. You do not need to change
// this file. In archlab, type `load`, then `app myroot`, `tree` and `attach LoggedIn`.
import ArchLabRegistry
import RIBs

/// What this exercise offers the shell: your RIBs, launched as `app myroot`.
public enum RIBsAttachRegistrations: RegistrationProviding {
    public static var registrations: [Registration] {
        [.app(AppRegistration(name: "myroot", summary: "your Root with LoggedOut and LoggedIn: attach LoggedIn logs in as Ann",
                              handRoutes: [loginAsAnn]) { _ in MyRootApp() })]
    }

    /// `attach LoggedIn` logs in the way LoggedOut's Login button does: your LoggedOut
    /// interactor's `login(withName:)`, which tells its listener (your Root interactor), which
    /// asks your Root router to route. Root has no method to detach LoggedIn, so `detach
    /// LoggedIn` detaches it as any other child.
    static var loginAsAnn: HandRoute {
        HandRoute(child: "LoggedIn", parent: "Root", attach: { root in
            guard let loggedOut = root.children.lazy.compactMap({ $0.interactable as? LoggedOutPresentableListener }).first else { return false }
            loggedOut.login(withName: "Ann")
            return true
        }, detach: { _ in false })
    }
}

/// Your root RIB launched into a headless window, as an app delegate would.
final class MyRootApp: HeadlessApp {
    let name = "myroot"
    let launchRouter: LaunchRouting
    let window = HeadlessWindow()

    init() {
        launchRouter = RootBuilder(dependency: AppComponent()).build()
        launchRouter.launch(from: window)
    }
}
