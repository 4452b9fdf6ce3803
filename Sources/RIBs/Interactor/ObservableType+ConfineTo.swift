import Rx

extension ObservableType {
    /// Passes elements on only while `interactorScope` is active: the latest element is
    /// emitted again each time the scope becomes active, and elements arriving while inactive
    /// are held back (only the latest one counts). The subscription itself stays alive.
    ///
    /// For code outside an interactor (e.g. a worker) that must act only while its RIB is
    /// attached.
    public func confineTo(_ interactorScope: InteractorScope) -> Observable<Element> {
        Observable
            .combineLatest(interactorScope.isActiveStream, self) { isActive, value in (isActive, value) }
            .filter { isActive, _ in isActive }
            .map { _, value in value }
    }
}
