import Foundation
import ArchLabWorkbook

/// Predictions committed with `predict`, before the learner runs what they predict.
///
/// State: every committed prediction, oldest first (lesson checks read them through
/// `SessionProbe.predictions`), and which of them still wait for their outcome. A playground
/// stream's prediction is drawn against what happened after the `play` that runs it (its
/// times count from the start of that play). A sample stream's prediction is drawn after the
/// first command that decides it: the clock has passed its last predicted event, or the
/// stream already did something the prediction did not say. The answer is never shown
/// before the prediction is committed.
///
/// Made by the session with the output, the clock predictions are timed by, and what can be
/// predicted: the operator playground's streams, the streams part (watched streams and every
/// recording) and the loaded sample's streams.
public final class PredictionPart {
    /// Committed predictions, oldest first.
    public private(set) var committed: [Prediction] = []
    /// Indexes into `committed` not yet compared with a run.
    private var waiting: [Int] = []
    /// The clock and each playground stream's recorded count as the current command began:
    /// a playground prediction counts its times from the start of the `play` that runs it.
    private var before: (time: Int, recorded: [String: Int])?
    private let output: any ReportSink
    private let clock: ClockPart
    private let operatorPlayground: any PlayedStreams
    private let streams: StreamsPart
    private let samples: any LoadedSampleSource

    init(output: any ReportSink, clock: ClockPart, operatorPlayground: any PlayedStreams, streams: StreamsPart,
         samples: any LoadedSampleSource) {
        self.output = output
        self.clock = clock
        self.operatorPlayground = operatorPlayground
        self.streams = streams
        self.samples = samples
    }

    /// `predict STREAM TEXT`: reads the prediction and keeps it, timed from now. The stream
    /// must be one whose events can be recorded: a playground stream (`play` records it) or a
    /// stream of the loaded sample (recorded once watched, so a late watcher can be predicted).
    func commit(_ stream: String, _ text: String) throws(ShellError) {
        let next = try nextStep(for: stream)
        let prediction: Prediction
        do {
            prediction = try Prediction(stream: stream, parsing: text, committedAt: clock.now,
                                        recordedBefore: streams.recordedEventTexts(stream: stream).count, frame: Session.marbleFrame)
        } catch {
            throw ShellError.rejected("predict \(stream): " + error.message.replacingOccurrences(of: "`", with: "'"))
        }
        waiting.removeAll { committed[$0].stream == stream }
        committed.append(prediction)
        waiting.append(committed.count - 1)
        output.emit(.prediction(.committed(prediction, then: next)))
    }

    /// What to type after predicting `stream`; throws for a stream nothing records.
    private func nextStep(for stream: String) throws(ShellError) -> String {
        if operatorPlayground.names.contains(stream) { return "type 'play \(stream)'" }
        let run = samples.loaded is RIBTreeSample ? "fire, attach, detach or advance" : "fire, advance"
        if streams.watchedNames.contains(stream) { return "run it (\(run))" }
        let sampleStreams = samples.loaded?.streams.map(\.name) ?? []
        if sampleStreams.contains(stream) { return "type 'watch \(stream)' (it is not watched yet), then run it (\(run))" }
        let known = operatorPlayground.names + streams.watchedNames
        throw ShellError.unknownName(kind: "stream to predict", name: stream,
                                     suggestion: DidYouMean.closest(to: stream, among: known + sampleStreams),
                                     known: known.isEmpty ? ["(none yet: let b = cold \"--1--2--|\", or watch a stream)"] : known)
    }

    /// Before a command: notes where a `play` starts, for the playground predictions it runs.
    func beforeCommand(_ invocation: Invocation) {
        guard invocation.declaration.name == "play", !waiting.isEmpty else { before = nil; return }
        var recorded: [String: Int] = [:]
        for index in waiting { recorded[committed[index].stream] = streams.recordedEventTexts(stream: committed[index].stream).count }
        before = (clock.now, recorded)
    }

    /// After a command: draws each waiting prediction that the command decided.
    func afterCommand(_ invocation: Invocation) {
        let name = invocation.declaration.name
        guard !waiting.isEmpty, name != "predict" else { return }
        let played = name == "play" ? Set(invocation.arguments.list("NAME")) : []
        var stillWaiting: [Int] = []
        for index in waiting {
            let stream = committed[index].stream
            if operatorPlayground.names.contains(stream) {
                guard played.contains(stream) else { stillWaiting.append(index); continue }
                if let before, let count = before.recorded[stream] {
                    committed[index].committedAt = before.time
                    committed[index].recordedBefore = count
                }
            }
            let comparison = PredictionComparison(prediction: committed[index], recorded: streams.recordedEventTexts(stream: stream))
            if played.contains(stream) || Self.isDecided(comparison, elapsed: clock.now - committed[index].committedAt) {
                output.emit(.prediction(.compared(comparison)))
            } else {
                stillWaiting.append(index)
            }
        }
        waiting = stillWaiting
    }

    /// A sample stream's prediction is decided once the clock has passed its last predicted
    /// event, or once the stream did something the prediction contradicts.
    static func isDecided(_ comparison: PredictionComparison, elapsed: Int) -> Bool {
        let lastPredicted = comparison.prediction.events.map(\.time).max() ?? 0
        if let difference = comparison.firstDifference, let real = difference.actual, real.time <= elapsed { return true }
        return elapsed >= lastPredicted && (comparison.firstDifference == nil || elapsed > lastPredicted || !comparison.actual.isEmpty)
    }
}
