import Rx

/// Runs scheduled work at once, on the calling thread: the scheduler of binders that call
/// interactor methods, which must run on whatever scheduler the scene itself runs on.
struct DeliveringThreadScheduler: ImmediateSchedulerType {
    static let instance = DeliveringThreadScheduler()

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}
