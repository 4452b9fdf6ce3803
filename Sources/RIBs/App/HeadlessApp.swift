import Foundation

/// A launched sample app, as the shell drives it: the root router to walk and route, the
/// window whose top view receives `fire`, and deep links.
///
/// Not part of RIBs iOS: it is what an `AppDelegate` would hold.
public protocol HeadlessApp: AnyObject {
    /// The name typed after `app`, e.g. `todo`.
    var name: String { get }
    /// The root of the RIB tree.
    var launchRouter: LaunchRouting { get }
    /// The window showing the app's views.
    var window: HeadlessWindow { get }
    /// Opens a deep link; `false` when the app has no deep links or does not know this one.
    func open(_ url: URL) -> Bool
}

extension HeadlessApp {
    /// No deep links by default.
    public func open(_ url: URL) -> Bool { false }

    /// The RIB tree now.
    public var tree: RIBNode { RIBTree.snapshot(of: launchRouter) }
}
