import ArchLabWorkbook

/// The session as the workbook's step checks see it: read-only, cheap.
struct SessionProbe: LessonStateProbe {
    let session: Session

    var loadedScene: String? { session.sample?.kind == .scene ? session.sample?.name : nil }
    var launchedApp: String? { session.sample?.kind == .app ? session.sample?.name : nil }
    var ribNames: [String] { session.samples.ribTree?.allNames ?? [] }
    var firedRequests: [String] { session.firedRequests }
    var now: Int { session.now }
    var commandsRun: [String] { session.commandsRun }

    func recordedEvents(stream: String) -> [(time: Int, event: String)] {
        session.recordedEventTexts(stream: stream)
    }
}
