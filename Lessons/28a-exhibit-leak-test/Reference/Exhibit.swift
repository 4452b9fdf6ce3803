import RIBs
import Rx

// Drill 28a: the Exhibit RIB under test (the correct one). Sealed: `check` runs your tests
// against it and against seeded bugs.

/// The museum's room beacon, owned by the tour: it outlives every exhibit.
public final class RoomBeacon {
    /// The name of each room the visitor walks into.
    public let rooms = PublishSubject<String>()
    public init() {}
}

public protocol ExhibitListener: AnyObject {
    func exhibitDidClose()
}

/// What Exhibit's view tells its interactor.
public protocol ExhibitPresentableListener: AnyObject {
    func closeTapped()
}

public protocol ExhibitPresentable: Presentable {
    var listener: ExhibitPresentableListener? { get set }
    func show(room: String)
}

public protocol ExhibitViewControllable: ViewControllable {}

/// Exhibit's screen: the room the visitor is in.
public final class ExhibitViewController: HeadlessViewController, ExhibitPresentable, ExhibitViewControllable {
    public weak var listener: ExhibitPresentableListener?
    public private(set) var caption = ""

    public func show(room: String) { caption = "Now in: \(room)" }
    public func tapClose() { listener?.closeTapped() }
    override public func render() -> String { caption }
}

/// Shows each room the beacon announces while Exhibit is attached.
public final class ExhibitInteractor: PresentableInteractor<ExhibitPresentable>, ExhibitPresentableListener {
    public weak var listener: ExhibitListener?
    private let beacon: RoomBeacon

    public init(presenter: ExhibitPresentable, beacon: RoomBeacon) {
        self.beacon = beacon
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override public func didBecomeActive() {
        super.didBecomeActive()
        beacon.rooms
            .subscribe(onNext: { [weak self] room in self?.presenter.show(room: room) })
            .disposeOnDeactivate(interactor: self)
    }

    public func closeTapped() { listener?.exhibitDidClose() }
}

public final class ExhibitRouter: ViewableRouter<ExhibitInteractor, ExhibitViewController> {}

public final class ExhibitBuilder {
    private let beacon: RoomBeacon

    public init(beacon: RoomBeacon) { self.beacon = beacon }

    public func build(withListener listener: ExhibitListener) -> ExhibitRouter {
        let viewController = ExhibitViewController()
        let interactor = ExhibitInteractor(presenter: viewController, beacon: beacon)
        interactor.listener = listener
        return ExhibitRouter(interactor: interactor, viewController: viewController)
    }
}
