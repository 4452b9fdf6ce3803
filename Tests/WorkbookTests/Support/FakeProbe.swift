import ArchLabWorkbook

/// A hand-set shell state for check evaluation tests.
struct FakeProbe: LessonStateProbe {
    var loadedScene: String?
    var launchedApp: String?
    var ribNames: [String] = []
    var firedRequests: [String] = []
    var now = 0
    /// The clock after each `advance`/`run`; nil: one advance to `now`, as if typed.
    var advances: [Int]?
    var clockAdvances: [Int] { advances ?? [now] }
    var commandsRun: [String] = []
    var streams: [String: [(time: Int, event: String)]] = [:]
    var unfreedRIBObjects: [String] = []
    var predictions: [Prediction] = []
    var tracedCalls: [String] = []

    func recordedEvents(stream: String) -> [(time: Int, event: String)] { streams[stream] ?? [] }
}
