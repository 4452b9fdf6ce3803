import RIBs

// Drill 28a, seeded bug: a tour that detaches the exhibit but leaves its screen up.

public final class TourViewController: HeadlessViewController, ViewControllable {}

public final class TourInteractor: Interactor, ExhibitListener {
    public weak var router: TourRouter?

    public func exhibitDidClose() { router?.closeExhibit() }
}

public final class TourRouter: ViewableRouter<TourInteractor, TourViewController> {
    private let exhibitBuilder: ExhibitBuilder
    /// The attached Exhibit, if any.
    public private(set) var exhibit: ExhibitRouter?

    public init(interactor: TourInteractor, viewController: TourViewController, exhibitBuilder: ExhibitBuilder) {
        self.exhibitBuilder = exhibitBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    /// Builds Exhibit, attaches it and shows its screen; does nothing while one is open.
    public func openExhibit() {
        guard exhibit == nil else { return }
        let child = exhibitBuilder.build(withListener: interactor)
        exhibit = child
        attachChild(child)
        viewController.present(child.viewControllable.uiviewController, animated: false)
    }

    /// Takes Exhibit's screen down, detaches it and lets it go.
    public func closeExhibit() {
        guard let child = exhibit else { return }
        detachChild(child)
        exhibit = nil
    }
}

/// The builder's work: Tour with its beacon.
public func buildTour(beacon: RoomBeacon) -> TourRouter {
    TourRouter(interactor: TourInteractor(), viewController: TourViewController(),
               exhibitBuilder: ExhibitBuilder(beacon: beacon))
}
