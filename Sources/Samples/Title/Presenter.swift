import Rx

/// Seed 000's presenter output: what the view shows, as a `Driver`.
public protocol PresenterOutputLogics {
    var display: Driver<String> { get }
}

/// Seed 000's presenter: the interactor's response as a `Driver`; an error becomes the
/// single element `"ERROR!"`, after which the driver completes.
public final class Presenter: PresenterOutputLogics {
    public var display: Driver<String> {
        // Errors in the interactor's response are the presenter's to handle.
        return interactor.response
            .asDriver(onErrorJustReturn: "ERROR!")
    }

    private var interactor: InteractorOutputLogics

    public init(interactor: InteractorOutputLogics) {
        self.interactor = interactor
    }
}
