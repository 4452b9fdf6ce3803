import CleanSwift

/// Where the label editor goes when done.
public protocol CommunityCardLabelEditorRoutingLogic: AnyObject {
    /// Back to the card, passing the saved labels back.
    func routeToCard()
}

/// Gives routers (and tests) the editor's data store.
public protocol CommunityCardLabelEditorDataPassing: AnyObject {
    var dataStore: CommunityCardLabelEditorDataStore? { get }
}

/// Passes the saved labels back into the card's reactive store, which the card observes.
public final class CommunityCardLabelEditorRouter: CommunityCardLabelEditorRoutingLogic, CommunityCardLabelEditorDataPassing {
    public weak var viewController: CommunityCardLabelEditorController?
    public var dataStore: CommunityCardLabelEditorDataStore?
    /// The card's labels, handed over by whoever opened the editor.
    public let cardLabels: ReactiveDataStore<[VingleLabel]>

    public init(cardLabels: ReactiveDataStore<[VingleLabel]>) {
        self.cardLabels = cardLabels
    }

    public func routeToCard() {
        guard let source = dataStore else { return }
        passDataToCard(source: source, destination: cardLabels)
    }

    /// Backward: the labels as saved.
    func passDataToCard(source: CommunityCardLabelEditorDataStore, destination: ReactiveDataStore<[VingleLabel]>) {
        destination.update(source.beforeCardLabels)
    }
}
