import RxTesting

/// The shell's `advance` is `TestScheduler.advanceTo` on the session clock; issue 5 asks for
/// 1M scheduled events in ≤ 1 s, i.e. ≤ 1000 ns per event (scheduling included).
func shellScenarios(scale: Int) -> [Scenario] {
    let events = million / scale
    return [
        Scenario(id: "s1", title: "shell clock: schedule then advance through scheduled events", rxSwift: "—", target: 1000, units: events, unitName: "event") {
            let scheduler = TestScheduler(initialClock: 0)
            var count = 0
            for time in 1...events { scheduler.scheduleAt(time) { count += 1 } }
            scheduler.advanceTo(events)
            return count
        },
    ]
}
