import RIBs
import Rx

// Drill 26a: a viewless child reads a stream its parent's component shares.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 26a`).
// Keep the names and signatures: the tests call them.

// MARK: - What Ride shares with its children

final class RideComponent: Component<EmptyDependency> {
    /// The ride's distance: one for the whole ride, whoever asks.
    var rideDistance: RideDistance {
        // TODO: one RideDistance per Ride, the same object whoever asks.
        RideDistance()
    }
}

extension RideComponent: OdometerDependency {
    var distance: DistanceReading {
        // TODO: Odometer only reads the distance: give it the ride's own, read-only.
        RideDistance()
    }
}

// MARK: - Odometer's builder

final class OdometerBuilder: Builder<OdometerDependency>, OdometerBuildable {
    func build(withListener listener: OdometerListener) -> OdometerRouting {
        // TODO: Odometer has no view: its router is made from its interactor alone. Give the
        //       interactor the distance its dependency provides, and the listener.
        OdometerRouter(interactor: OdometerInteractor(distance: RideDistance()))
    }
}

// MARK: - The distance (complete: read it, do not change it)

/// Read-only: for RIBs that only follow the ride.
protocol DistanceReading: AnyObject {
    /// The kilometres ridden so far; the current total first.
    var kilometres: Observable<Int> { get }
}

/// Read-write: for Ride, which counts the kilometres.
final class RideDistance: DistanceReading {
    private let relay = BehaviorRelay(value: 0)
    var kilometres: Observable<Int> { relay.asObservable() }
    func add(kilometres: Int) { relay.accept(relay.value + kilometres) }
}

// MARK: - Odometer, a viewless child (complete: read it, do not change it)

protocol OdometerDependency: Dependency {
    var distance: DistanceReading { get }
}

protocol OdometerListener: AnyObject {
    /// Every tenth kilometre, once each: 10, 20, 30...
    func odometerPassed(milestone: Int)
}

/// Viewless: a `Routing`, not a `ViewableRouting`.
protocol OdometerRouting: Routing {}

protocol OdometerInteractable: Interactable {
    var listener: OdometerListener? { get set }
}

final class OdometerInteractor: Interactor, OdometerInteractable {
    weak var listener: OdometerListener?
    private let distance: DistanceReading
    private var lastMilestone = 0

    init(distance: DistanceReading) {
        self.distance = distance
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        distance.kilometres
            .subscribe(onNext: { [weak self] kilometres in self?.reach(kilometres) })
            .disposeOnDeactivate(interactor: self)
    }

    private func reach(_ kilometres: Int) {
        while lastMilestone + 10 <= kilometres {
            lastMilestone += 10
            listener?.odometerPassed(milestone: lastMilestone)
        }
    }
}

final class OdometerRouter: Router<OdometerInteractable>, OdometerRouting {}

protocol OdometerBuildable: Buildable {
    func build(withListener listener: OdometerListener) -> OdometerRouting
}

// MARK: - Ride, the parent (complete: read it, do not change it)

protocol RideInteractable: Interactable, OdometerListener {}

final class RideInteractor: Interactor, RideInteractable {
    /// The milestones Odometer reported, in order.
    private(set) var announced: [Int] = []
    private let distance: RideDistance

    init(distance: RideDistance) {
        self.distance = distance
        super.init()
    }

    /// The rider pedalled this far.
    func pedalled(kilometres: Int) {
        distance.add(kilometres: kilometres)
    }

    func odometerPassed(milestone: Int) {
        announced.append(milestone)
    }
}

/// Attaches Odometer as soon as it loads.
final class RideRouter: Router<RideInteractable> {
    private let odometerBuilder: OdometerBuildable

    init(interactor: RideInteractable, odometerBuilder: OdometerBuildable) {
        self.odometerBuilder = odometerBuilder
        super.init(interactor: interactor)
    }

    override func didLoad() {
        super.didLoad()
        attachChild(odometerBuilder.build(withListener: interactor))
    }
}

final class RideBuilder: Builder<EmptyDependency> {
    /// Returns the interactor and the component too, so that tests can reach them.
    func build() -> (router: RideRouter, interactor: RideInteractor, component: RideComponent) {
        let component = RideComponent(dependency: dependency)
        let interactor = RideInteractor(distance: component.rideDistance)
        let router = RideRouter(interactor: interactor, odometerBuilder: OdometerBuilder(dependency: component))
        return (router, interactor, component)
    }
}
