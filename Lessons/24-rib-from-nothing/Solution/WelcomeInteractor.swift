import Foundation
import RIBs

// Lesson 24: Welcome's interactor. Reference solution.

protocol WelcomeRouting: ViewableRouting {}

protocol WelcomePresentable: Presentable {
    var listener: WelcomePresentableListener? { get set }
}

/// What Welcome tells its parent.
protocol WelcomeListener: AnyObject {
    func welcomeDidFinish(withName name: String)
}

final class WelcomeInteractor: PresentableInteractor<WelcomePresentable>, WelcomeInteractable, WelcomePresentableListener {
    weak var router: WelcomeRouting?
    weak var listener: WelcomeListener?

    override init(presenter: WelcomePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// Called by the view when Start is tapped. A blank name does nothing.
    func start(withName name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        listener?.welcomeDidFinish(withName: trimmed)
    }
}
