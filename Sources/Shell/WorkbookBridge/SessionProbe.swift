import ArchLabWorkbook
import RIBs

/// The session as the workbook's step checks see it: read-only, cheap.
struct SessionProbe: LessonStateProbe {
    let session: Session

    var loadedScene: String? { session.sample?.kind == .scene ? session.sample?.name : nil }
    var launchedApp: String? { session.sample?.kind == .app ? session.sample?.name : nil }
    var ribNames: [String] { session.samples.ribTree?.allNames ?? [] }
    var firedRequests: [String] { session.firedRequests }
    var now: Int { session.now }
    var clockAdvances: [Int] { session.clock.advances }
    var commandsRun: [String] { session.commandsRun }

    func recordedEvents(stream: String) -> [(time: Int, event: String)] {
        session.recordedEventTexts(stream: stream)
    }

    /// What the leak detector still holds against the app: leaks whose object is alive, and
    /// expectations not yet due (an object detached less than the detector's delay ago).
    var unfreedRIBObjects: [String] {
        guard session.samples.ribTree != nil else { return [] }
        let detector = LeakDetector.instance
        return detector.detectedLeaks.filter(\.isStillAlive).map(\.objectDescription)
            + detector.pendingExpectations.map(\.objectDescription)
    }

    /// Predictions committed with `predict`, oldest first.
    var predictions: [Prediction] { session.predictions.committed }

    /// Every call the samples traced in this session, printed or not.
    var tracedCalls: [String] { session.samples.traceLog.map(\.call) }
}
