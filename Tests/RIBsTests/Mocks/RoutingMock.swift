import RIBs
import Rx

/// A `Routing` that counts calls and keeps children as a real router would.
class RoutingMock: Routing {
    let interactable: Interactable
    var children: [Routing] = []
    private let lifecycleSubject = PublishSubject<RouterLifecycle>()
    var lifecycle: Observable<RouterLifecycle> { lifecycleSubject.asObservable() }

    init(interactable: Interactable = InteractableMock()) {
        self.interactable = interactable
    }

    var loadCallCount = 0
    var loadHandler: (() -> Void)?
    func load() {
        loadCallCount += 1
        loadHandler?()
    }

    var attachChildCallCount = 0
    var attachChildHandler: ((Routing) -> Void)?
    func attachChild(_ child: Routing) {
        attachChildCallCount += 1
        children.append(child)
        attachChildHandler?(child)
    }

    var detachChildCallCount = 0
    var detachChildHandler: ((Routing) -> Void)?
    func detachChild(_ child: Routing) {
        detachChildCallCount += 1
        children.removeAll { $0 === child }
        detachChildHandler?(child)
    }
}

/// A `ViewableRouting` mock with its own view.
class ViewableRoutingMock: RoutingMock, ViewableRouting {
    let viewControllable: ViewControllable

    init(interactable: Interactable = InteractableMock(), viewControllable: ViewControllable = ViewControllableMock()) {
        self.viewControllable = viewControllable
        super.init(interactable: interactable)
    }
}
