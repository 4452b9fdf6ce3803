import Rx

/// The stream of every RIB tree change in the process.
///
/// Names are computed only while someone observes, so an unobserved tree pays one check per
/// change. Events are delivered synchronously on the thread that changed the tree.
public enum RIBEvents {
    private static let subject = PublishSubject<RIBEvent>()

    /// Every attach, detach, activation, deactivation and load, after it happened.
    public static var stream: Observable<RIBEvent> { subject.asObservable() }

    /// Called by `Router` and `Interactor`; `describe` runs only when observed.
    static func emit(_ describe: () -> RIBEvent) {
        guard subject.hasObservers else { return }
        subject.onNext(describe())
    }
}
