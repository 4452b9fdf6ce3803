import Foundation

extension NotificationCenter: ReactiveCompatible {}

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (all, for `nil`) from `object` (any, for `nil`; held
    /// weakly) posted while subscribed. Disposing removes the observer.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        Observable.create { [weak object] observer in
            // The block may run on the posting thread; observers may be called from any thread.
            let forward = UncheckedSendable(value: observer)
            let token = base.addObserver(forName: name, object: object, queue: nil) { notification in
                forward.value.on(.next(notification))
            }
            return Disposables.create { base.removeObserver(token) }
        }
    }
}
