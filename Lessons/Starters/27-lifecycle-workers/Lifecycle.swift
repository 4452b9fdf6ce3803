import RIBs
import Rx

// Lesson 27: the interactor lifecycle, disposeOnDeactivate and Workers.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check lifecycle-workers`).
// Keep the names and signatures: the tests call them.

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
        // TODO: record every tick while this interactor is active, and none after it deactivates.
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
        // TODO: save every change while the worker runs, and none after it stops.
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
        // TODO: start the worker with this interactor as its scope.
    }
}
