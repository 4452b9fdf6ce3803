import Foundation
import ArchLabWorkbook

/// Predictions committed with `predict`, before the learner runs what they predict.
///
/// State: every committed prediction, oldest first (lesson checks read them through
/// `SessionProbe.predictions`), and which of them still wait for their run. After a command
/// that runs the clock (`advance`, `run`, `play`) each waiting prediction whose stream has
/// done something, or whose predicted time has passed, is set against what the stream
/// recorded and drawn with it; the answer is never shown before the prediction is committed.
public final class PredictionPart {
    /// Committed predictions, oldest first.
    public private(set) var committed: [Prediction] = []
    /// Indexes into `committed` not yet compared with a run.
    private var waiting: [Int] = []
    /// The clock and each playground stream's recorded count as the current command began:
    /// a playground prediction counts its times from the start of the `play` that runs it.
    private var before: (time: Int, recorded: [String: Int])?

    init() {}

    /// Commands after which waiting predictions of watched streams are compared.
    static let clockCommands: Set<String> = ["advance", "run"]

    /// `predict STREAM TEXT`: reads the prediction and keeps it, timed from now. The stream
    /// must be one whose events are recorded: a playground stream (`play` records it) or a
    /// watched stream of the loaded sample.
    func commit(_ stream: String, _ text: String, in session: Session) throws(ShellError) {
        try requireRecorded(stream, in: session)
        let prediction: Prediction
        do {
            prediction = try Prediction(stream: stream, parsing: text, committedAt: session.now,
                                        recordedBefore: session.recordedEventTexts(stream: stream).count, frame: Session.marbleFrame)
        } catch {
            throw ShellError.rejected("predict \(stream): " + error.message.replacingOccurrences(of: "`", with: "'"))
        }
        waiting.removeAll { committed[$0].stream == stream }
        committed.append(prediction)
        waiting.append(committed.count - 1)
        session.emit(.prediction(.committed(prediction, playground: session.playground.names.contains(stream))))
    }

    private func requireRecorded(_ stream: String, in session: Session) throws(ShellError) {
        if session.playground.names.contains(stream) || session.streams.watchedNames.contains(stream) { return }
        let sampleStreams = session.sample?.streams.map(\.name) ?? []
        if sampleStreams.contains(stream) {
            throw ShellError.wrongState(reason: "\(stream) is not watched, so its events are not recorded",
                                        nextStep: "Type 'watch \(stream)' first, then predict it.")
        }
        let known = session.playground.names + session.streams.watchedNames
        throw ShellError.unknownName(kind: "stream to predict", name: stream,
                                     suggestion: DidYouMean.closest(to: stream, among: known + sampleStreams),
                                     known: known.isEmpty ? ["(none yet: let b = cold \"--1--2--|\", or watch a stream)"] : known)
    }

    /// Before a command: notes where a `play` starts, for the playground predictions it runs.
    func beforeCommand(_ invocation: Invocation, in session: Session) {
        guard invocation.declaration.name == "play", !waiting.isEmpty else { before = nil; return }
        var recorded: [String: Int] = [:]
        for index in waiting { recorded[committed[index].stream] = session.recordedEventTexts(stream: committed[index].stream).count }
        before = (session.now, recorded)
    }

    /// After a command: compares and shows the waiting predictions whose run came.
    func afterCommand(_ invocation: Invocation, in session: Session) {
        guard !waiting.isEmpty else { return }
        let name = invocation.declaration.name
        let played = name == "play" ? Set(invocation.arguments.list("NAME")) : []
        guard !played.isEmpty || Self.clockCommands.contains(name) else { return }
        var stillWaiting: [Int] = []
        for index in waiting {
            let stream = committed[index].stream
            let isPlayground = session.playground.names.contains(stream)
            guard isPlayground ? played.contains(stream) : played.isEmpty else {
                stillWaiting.append(index)
                continue
            }
            if isPlayground, let before, let count = before.recorded[stream] {
                committed[index].committedAt = before.time
                committed[index].recordedBefore = count
            }
            let prediction = committed[index]
            let comparison = PredictionComparison(prediction: prediction, recorded: session.recordedEventTexts(stream: prediction.stream))
            let lastPredicted = prediction.events.map(\.time).max() ?? 0
            if comparison.actual.isEmpty, session.now - prediction.committedAt < lastPredicted {
                stillWaiting.append(index)
            } else {
                session.emit(.prediction(.compared(comparison)))
            }
        }
        waiting = stillWaiting
    }
}
