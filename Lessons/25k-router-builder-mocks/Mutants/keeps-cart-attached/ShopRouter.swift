import RIBs

// Drill 25k: the Shop RIB's router. Sealed: `check` runs your tests against this code.

/// What Cart tells its parent.
public protocol CartListener: AnyObject {}

/// Builds the Cart RIB; a test passes a mock that returns a router mock.
public protocol CartBuildable: Buildable {
    func build(withListener listener: CartListener) -> ViewableRouting
}

/// What Shop's router needs of Shop's interactor: it is the Cart's listener.
public protocol ShopInteractable: Interactable, CartListener {}

/// Shop's view: it shows a child's view over its own.
public protocol ShopViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

public final class ShopRouter: ViewableRouter<ShopInteractable, ShopViewControllable> {
    private let cartBuilder: CartBuildable
    private var cart: ViewableRouting?

    public init(interactor: ShopInteractable, viewController: ShopViewControllable, cartBuilder: CartBuildable) {
        self.cartBuilder = cartBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    /// Builds Cart (Shop's interactor listens to it), keeps it, attaches it, then presents
    /// its view. While a cart is open, does nothing.
    public func routeToCart() {
        guard cart == nil else { return }
        let cart = cartBuilder.build(withListener: interactor)
        self.cart = cart
        attachChild(cart)
        viewController.present(viewController: cart.viewControllable)
    }

    /// Detaches the open cart, dismisses its view and forgets it, so that the next
    /// `routeToCart()` builds a new one. Without an open cart, does nothing.
    public func routeAwayFromCart() {
        guard let cart else { return }
        viewController.dismiss(viewController: cart.viewControllable)
        self.cart = nil
    }
}
