import RIBs
import Rx

/// A real interactor that writes its lifecycle calls into a shared log.
final class LoggingInteractor: Interactor, RIBNamed {
    let ribName: String
    let log: CallLog
    var onDidBecomeActive: (() -> Void)?

    init(_ name: String, log: CallLog) {
        self.ribName = name
        self.log = log
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        log.append("\(ribName).didBecomeActive")
        onDidBecomeActive?()
    }

    override func willResignActive() {
        super.willResignActive()
        log.append("\(ribName).willResignActive")
    }
}

/// A real router over a `LoggingInteractor` that logs `didLoad` and may attach children there.
final class LoggingRouter: Router<LoggingInteractor>, RIBNamed {
    var ribName: String { interactor.ribName }
    var childrenToAttachOnLoad: [Routing] = []

    init(_ name: String, log: CallLog) {
        super.init(interactor: LoggingInteractor(name, log: log))
    }

    override func didLoad() {
        super.didLoad()
        interactor.log.append("\(ribName).didLoad")
        for child in childrenToAttachOnLoad { attachChild(child) }
    }
}

/// A real viewable router, its view a plain `HeadlessViewController`.
final class LoggingViewableRouter: ViewableRouter<LoggingInteractor, ViewControllableMock>, RIBNamed {
    var ribName: String { interactor.ribName }

    init(_ name: String, log: CallLog, view: ViewControllableMock = ViewControllableMock()) {
        super.init(interactor: LoggingInteractor(name, log: log), viewController: view)
    }
}
