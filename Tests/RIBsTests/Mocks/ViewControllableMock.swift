import HeadlessUI
import RIBs

/// A view that counts presentations, usable wherever a RIB view protocol with
/// `present(viewController:)` / `dismiss(viewController:)` is expected.
class ViewControllableMock: HeadlessViewController, ViewControllable {
    var presentCallCount = 0
    var presented: [ViewControllable] = []
    var presentHandler: ((ViewControllable) -> Void)?
    func present(viewController: ViewControllable) {
        presentCallCount += 1
        presented.append(viewController)
        presentHandler?(viewController)
    }

    var dismissCallCount = 0
    var dismissHandler: ((ViewControllable) -> Void)?
    func dismiss(viewController: ViewControllable) {
        dismissCallCount += 1
        presented.removeAll { $0 === viewController }
        dismissHandler?(viewController)
    }
}
