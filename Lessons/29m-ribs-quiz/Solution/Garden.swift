import RIBs
import Rx

// Quiz: the RIBs track together. Garden, the parent RIB. Reference solution.

/// What the app gives Garden: the soil probe's readings.
protocol GardenDependency: Dependency {
    var soilProbe: Observable<Int> { get }
}

final class GardenComponent: Component<GardenDependency> {}

// MARK: - Interactor

protocol GardenRouting: ViewableRouting {
    func routeToWatering(bed: String)
    func routeFromWatering()
}

protocol GardenPresentable: Presentable {
    var listener: GardenPresentableListener? { get set }
    func show(watered bed: String)
}

/// What Garden's view tells its interactor.
protocol GardenPresentableListener: AnyObject {
    func water(bed: String)
}

/// Garden listens to Watering.
protocol GardenInteractable: Interactable, WateringListener {
    var router: GardenRouting? { get set }
}

final class GardenInteractor: PresentableInteractor<GardenPresentable>, GardenInteractable, GardenPresentableListener {
    weak var router: GardenRouting?

    override init(presenter: GardenPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// Called by the view when Water is tapped for `bed`.
    func water(bed: String) {
        router?.routeToWatering(bed: bed)
    }

    /// Called by Watering once its bed is wet enough.
    func didFinishWatering(bed: String) {
        presenter.show(watered: bed)
        router?.routeFromWatering()
    }
}

// MARK: - View

protocol GardenViewControllable: ViewControllable {}

/// A Water button per bed, and the beds watered so far.
final class GardenViewController: HeadlessViewController, GardenPresentable, GardenViewControllable {
    weak var listener: GardenPresentableListener?
    private var watered: [String] = []

    /// The user tapped Water for `bed`.
    func tapWater(bed: String) {
        listener?.water(bed: bed)
    }

    func show(watered bed: String) {
        watered.append(bed)
    }

    override func render() -> String {
        watered.isEmpty ? "Nothing watered yet" : "Watered: \(watered.joined(separator: ", "))"
    }
}

// MARK: - Router

final class GardenRouter: LaunchRouter<GardenInteractable, GardenViewControllable>, GardenRouting {
    private let wateringBuilder: WateringBuildable
    private var watering: Routing?

    init(interactor: GardenInteractable, viewController: GardenViewControllable, wateringBuilder: WateringBuildable) {
        self.wateringBuilder = wateringBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    /// Builds Watering for `bed` (listener: Garden's interactor), keeps it and attaches it;
    /// while one is attached, another tap does nothing.
    func routeToWatering(bed: String) {
        guard watering == nil else { return }
        let watering = wateringBuilder.build(withListener: interactor, bed: bed)
        self.watering = watering
        attachChild(watering)
    }

    /// Detaches Watering and forgets it.
    func routeFromWatering() {
        guard let watering else { return }
        detachChild(watering)
        self.watering = nil
    }
}

// MARK: - Builder

protocol GardenBuildable: Buildable {
    func build() -> LaunchRouting
}

final class GardenBuilder: Builder<GardenDependency>, GardenBuildable {
    func build() -> LaunchRouting {
        let viewController = GardenViewController()
        let component = GardenComponent(dependency: dependency)
        let interactor = GardenInteractor(presenter: viewController)
        return GardenRouter(interactor: interactor, viewController: viewController,
                            wateringBuilder: WateringBuilder(dependency: component))
    }
}

/// The app: it owns the soil probe.
final class AppComponent: EmptyComponent, GardenDependency {
    let soilProbe: Observable<Int>
    init(soilProbe: Observable<Int>) {
        self.soilProbe = soilProbe
        super.init()
    }
}
