import RIBs
import Rx

// Quiz: the RIBs track together. Watering, a viewless child RIB.
// Fill in the `// TODO` here, in Garden.swift and in GardenComponent+Watering.swift, then type
// `check` in archlab (or run `archlab check 29m`). Keep the names and signatures: the tests call them.

/// The garden's soil sensor: the moisture levels, in percent, that its probe measures.
final class MoistureSensor {
    let levels: Observable<Int>
    init(probe: Observable<Int>) { levels = probe }
}

/// What Watering needs from its parent: the garden's sensor.
protocol WateringDependency: Dependency {
    var sensor: MoistureSensor { get }
}

protocol WateringRouting: Routing {}

/// What Watering tells its parent.
protocol WateringListener: AnyObject {
    func didFinishWatering(bed: String)
}

protocol WateringInteractable: Interactable {
    var router: WateringRouting? { get set }
    var listener: WateringListener? { get set }
}

/// Waters one bed until the sensor says the soil is wet enough.
final class WateringInteractor: Interactor, WateringInteractable {
    /// The level, in percent, at which a bed is watered.
    static let wetEnough = 60

    weak var router: WateringRouting?
    weak var listener: WateringListener?
    let bed: String
    let sensor: MoistureSensor
    /// The levels measured while watering.
    private(set) var levels: [Int] = []

    init(bed: String, sensor: MoistureSensor) {
        self.bed = bed
        self.sensor = sensor
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // TODO: while this interactor is active, hand every level the sensor measures to
        // `measured(_:)`; none after it deactivates.
    }

    /// Keeps `level`; tells the listener once the soil is wet enough.
    private func measured(_ level: Int) {
        levels.append(level)
        if level >= Self.wetEnough {
            listener?.didFinishWatering(bed: bed)
        }
    }
}

final class WateringRouter: Router<WateringInteractable>, WateringRouting {
    override init(interactor: WateringInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}

protocol WateringBuildable: Buildable {
    func build(withListener listener: WateringListener, bed: String) -> WateringRouting
}

final class WateringBuilder: Builder<WateringDependency>, WateringBuildable {
    func build(withListener listener: WateringListener, bed: String) -> WateringRouting {
        let interactor = WateringInteractor(bed: bed, sensor: dependency.sensor)
        interactor.listener = listener
        return WateringRouter(interactor: interactor)
    }
}
