import ArchLabWorkbook

/// A stand-in for the shell that understands just enough of DESIGN.md's vocabulary (`scene`,
/// `app`, `fire`, `advance`, `check`, and records every command) to replay walkthroughs in
/// workbook tests. The real replay runs through `archlab` in CI.
struct SimulatedShell {
    var probe = FakeProbe(advances: [])
    var session: Walkthrough

    /// Runs one command line; returns the session events it produced (e.g. step done).
    mutating func run(_ line: String) -> [WalkthroughEvent] {
        let words = line.split(separator: " ").map(String.init)
        probe.commandsRun.append(line)
        switch words.first {
        case "lesson": return words.count > 1 ? [session.start(words[1], at: probe)] : []
        case "next": return [session.next(at: probe)]
        case "back": return [session.back(at: probe)]
        case "hint": return [session.hint()]
        case "scene": probe.loadedScene = words.dropFirst().first
        case "app": probe.launchedApp = words.dropFirst().first
        case "fire": if let name = words.dropFirst().first { probe.firedRequests.append(name) }
        case "advance":
            probe.now += words.dropFirst().first.flatMap { Int($0) } ?? 0
            probe.advances?.append(probe.now)
        case "check":
            if session.lesson?.exercise != nil { session.recordExercise(passed: true) } // as with ARCHLAB_SOLUTIONS=1
        default: break
        }
        return session.evaluate(probe).map { [$0] } ?? []
    }
}
