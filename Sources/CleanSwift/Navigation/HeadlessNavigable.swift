/// A headless view that can sit in a `HeadlessNavigationController` and reach it, as a
/// `UIViewController` reaches its `navigationController`. Routers use it to push and pop.
public protocol HeadlessNavigable: AnyObject {
    /// Set by the navigation controller when the view is pushed; never set it yourself.
    var navigationController: HeadlessNavigationController? { get set }

    /// Called by the navigation controller once, when the view is first shown (as root or
    /// pushed), after the router has passed it its data. Defaults to doing nothing.
    func viewDidLoad()
}

extension HeadlessNavigable {
    public func viewDidLoad() {}
}
