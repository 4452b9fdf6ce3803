/// Where a part says what it did: typed reports, in the order they happen. Every part is given
/// its session's `SessionOutput` as this when it is made, and never sees the session.
protocol ReportSink: AnyObject {
    /// Queues `report` after everything said so far.
    func emit(_ report: Report)
}

/// A session's output: the reports its parts emitted, in order, until the caller takes them
/// (`Session.takeOutput()`). Events seen on watched streams wait here and go out as one
/// aligned batch just before the next report, so the order of what is printed stays true.
///
/// Made and owned by the session; single-threaded like it.
final class SessionOutput: ReportSink {
    private var reports: [Report] = []
    /// Events seen on watched streams, waiting to be printed as one aligned batch.
    private var pendingEvents: [StreamEvent] = []

    func emit(_ report: Report) {
        flushEvents()
        reports.append(report)
    }

    /// Queues an event a watched stream sent; it goes out with the others seen before the
    /// next report. Called by the streams part only.
    func record(_ event: StreamEvent) {
        pendingEvents.append(event)
    }

    /// True when watched streams sent events not taken yet.
    var hasPendingEvents: Bool { !pendingEvents.isEmpty }

    /// Forgets the events not taken yet (the streams that sent them are no longer watched).
    func dropPendingEvents() {
        pendingEvents = []
    }

    /// Returns and clears everything queued so far, pending events included.
    func take() -> [Report] {
        flushEvents()
        defer { reports = [] }
        return reports
    }

    private func flushEvents() {
        guard !pendingEvents.isEmpty else { return }
        reports.append(.events(pendingEvents))
        pendingEvents = []
    }
}
