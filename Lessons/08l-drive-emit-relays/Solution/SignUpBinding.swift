import Rx

// Drill 08l: drive and emit into relays. Reference solution.

/// What the sign-up screen shows: a title, always with a current value, and toasts, each
/// shown once to whoever is watching when it comes.
public final class SignUpScreen {
    public let title = BehaviorRelay<String>(value: "")
    public let toasts = PublishRelay<String>()

    public init() {}
}

/// Binds the form's streams into `screen`, on the main scheduler: each title into `title`
/// (a failing title stream shows "Sign up", and the title stays), each error message into
/// `toasts` (a failing message stream ends the toasts quietly). Disposing the result ends both.
public func bind(titles: Observable<String>, errorMessages: Observable<String>, into screen: SignUpScreen) -> Disposable {
    let title = titles
        .asDriver(onErrorJustReturn: "Sign up")
        .drive(screen.title)
    let toasts = errorMessages
        .asSignal(onErrorSignalWith: .empty())
        .emit(to: screen.toasts)
    return Disposables.create(title, toasts)
}
