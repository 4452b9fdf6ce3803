import CleanSwift
import Rx

/// Seed 000's view controller: it configures the VIP cycle and shows the latest title.
///
/// Single-threaded by contract. The display is a `Driver`, delivered on
/// `SharingScheduler.make()`: the main scheduler, which runs at once on the main thread (the
/// shell's), or a scheduler a test mocks in.
public final class ViewController {
    public var interactor: InteractorInputLogics!
    public var presenter: PresenterOutputLogics!

    /// The title on screen; nil until the first display.
    public private(set) var title: String?
    /// True once the display has completed (after an error became "ERROR!").
    public private(set) var displayCompleted = false
    private let disposeBag = DisposeBag()

    /// The seed's initializer: a worker that answers at once, no tracing.
    public convenience init() {
        self.init(worker: TitleWorker(), tracer: nil)
    }

    /// A view controller whose cycle uses `worker`, traced into `tracer` when given.
    public convenience init(worker: TitleWorker, tracer: CycleTracer?) {
        self.init(worker: worker, tracer: tracer, taps: TitleStreamTaps())
    }

    /// A traced view controller whose response and display are also published on `taps`.
    init(worker: TitleWorker, tracer: CycleTracer?, taps: TitleStreamTaps) {
        self.configureVIPCycle(worker: worker, tracer: tracer, taps: taps)
    }

    /// Builds interactor and presenter (the seed's order: interactor first) and drives the
    /// display. With a tracer, each boundary is wrapped in a traced proxy, and the response and
    /// display proxies hand every event to `taps`.
    func configureVIPCycle(worker: TitleWorker, tracer: CycleTracer?, taps: TitleStreamTaps) {
        guard let tracer else {
            let interactor = Interactor(worker: worker)
            self.interactor = interactor
            self.presenter = Presenter(interactor: interactor)
            driveDisplay()
            return
        }
        let interactor = Interactor(worker: TracedTitleWorker(worker, tracer: tracer))
        self.interactor = TracedInteractorInput(interactor, tracer: tracer, from: .view, to: .interactor)
        let presenter = Presenter(interactor: TracedInteractorOutput(interactor, tracer: tracer, tap: taps.response))
        self.presenter = TracedPresenterOutput(presenter, tracer: tracer, tap: taps.display)
        driveDisplay()
    }

    private func driveDisplay() {
        presenter.display
            .drive(onNext: { [weak self] title in self?.title = title },
                   onCompleted: { [weak self] in self?.displayCompleted = true })
            .disposed(by: disposeBag)
    }
}
