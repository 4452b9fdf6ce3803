import RIBs
import Rx

/// An `Interactable` that counts calls; by default activate/deactivate flip `isActive`.
class InteractableMock: Interactable {
    private let isActiveSubject = BehaviorSubject<Bool>(value: false)

    var isActive: Bool {
        get { (try? isActiveSubject.value()) ?? false }
        set { isActiveSubject.onNext(newValue) }
    }

    var isActiveStream: Observable<Bool> { isActiveSubject.asObservable().distinctUntilChanged() }

    var activateCallCount = 0
    var activateHandler: (() -> Void)?
    func activate() {
        activateCallCount += 1
        if let activateHandler { activateHandler() } else { isActive = true }
    }

    var deactivateCallCount = 0
    var deactivateHandler: (() -> Void)?
    func deactivate() {
        deactivateCallCount += 1
        if let deactivateHandler { deactivateHandler() } else { isActive = false }
    }
}
