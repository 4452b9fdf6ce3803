import HeadlessUI

/// The base protocol of a RIB's view (`…ViewControllable`), which routers present and dismiss.
///
/// Headless: `uiviewController` is a `HeadlessViewController`, which renders as text and
/// takes named user actions, in place of a `UIViewController`.
public protocol ViewControllable: AnyObject {
    /// The view controller behind this view, for presenting and leak detection.
    var uiviewController: HeadlessViewController { get }
}

extension ViewControllable where Self: HeadlessViewController {
    /// The view controller itself.
    public var uiviewController: HeadlessViewController { self }
}
