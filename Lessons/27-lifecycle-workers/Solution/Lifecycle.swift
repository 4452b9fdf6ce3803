import RIBs
import Rx

// Lesson 27: the interactor lifecycle, disposeOnDeactivate and Workers.
// Reference solution.

/// Records the clock's ticks while it is active.
public final class ClockInteractor: Interactor {
    public private(set) var seen: [Int] = []
    private let ticks: Observable<Int>

    public init(ticks: Observable<Int>) {
        self.ticks = ticks
        super.init()
    }

    public override func didBecomeActive() {
        super.didBecomeActive()
        ticks
            .subscribe(onNext: { [weak self] tick in self?.seen.append(tick) })
            .disposeOnDeactivate(interactor: self)
    }
}

/// Where drafts are saved.
public final class DraftStore {
    public private(set) var saved: [String] = []
    public init() {}
    public func save(_ draft: String) { saved.append(draft) }
}

/// Saves every change while started.
public final class AutosaveWorker: Worker {
    private let changes: Observable<String>
    private let store: DraftStore

    public init(changes: Observable<String>, store: DraftStore) {
        self.changes = changes
        self.store = store
        super.init()
    }

    public override func didStart(_ interactorScope: InteractorScope) {
        super.didStart(interactorScope)
        changes
            .subscribe(onNext: { [store] draft in store.save(draft) })
            .disposeOnStop(self)
    }
}

/// An editor whose drafts are autosaved while it is active.
public final class EditorInteractor: Interactor {
    public let worker: AutosaveWorker

    public init(worker: AutosaveWorker) {
        self.worker = worker
        super.init()
    }

    public override func didBecomeActive() {
        super.didBecomeActive()
        worker.start(self)
    }
}
