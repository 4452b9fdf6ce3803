/// Moves a non-Sendable value into a `@Sendable` closure or a task. Only for values that are
/// safe there by contract, and each use says why: dispatch schedulers hand state to exactly
/// one queued closure, as RxSwift does; observers and disposables may be called from any
/// thread (RxSwift's rules).
struct UncheckedSendable<Value>: @unchecked Sendable { // reason: see above; each use states why.
    let value: Value
}
