import Foundation

// Usage: archlab-bench [--quick] [--cpu-time] [--only ID,ID] [--config NAME]
let arguments = CommandLine.arguments.dropFirst()
let configuration = arguments.firstIndex(of: "--config").flatMap { index in
    let next = arguments.index(after: index)
    return next < arguments.endIndex ? arguments[next] : nil
} ?? "unnamed"
let quick = arguments.contains("--quick")
Clock.usesThreadCPUTime = arguments.contains("--cpu-time")
let only: Set<String>? = arguments.firstIndex(of: "--only").flatMap { index in
    let next = arguments.index(after: index)
    return next < arguments.endIndex ? Set(arguments[next].split(separator: ",").map(String.init)) : nil
}
let scale = quick ? 10 : 1
let repetitions = quick ? 3 : 7

let baselineScenario = Scenario(id: "base", title: "baseline: loop over non-inlined map/filter closures", rxSwift: "—", target: .infinity, units: million / scale, unitName: "event") {
    baseline(events: million / scale)
}
let base = measure(baselineScenario, repetitions: repetitions)
// The Rx targets are stated for a machine whose baseline runs at 4 ns/event; they scale with
// the baseline measured in this run. The RIBs and shell targets are absolute.
let targetScale = base.nanosecondsPerUnit / 4
print("ArchLab Rx benchmarks (\(configuration) build, release, best of \(repetitions), \(Clock.usesThreadCPUTime ? "thread CPU time" : "wall clock")), ns per unit")
print("baseline: \(String(format: "%.1f", base.nanosecondsPerUnit)) ns/event; Rx targets scaled by \(String(format: "%.2f", targetScale))")
print("")
print("| id | scenario | RxSwift 6.10 | target | ArchLab | vs target |")
print("|---|---|---|---|---|---|")
var failures = 0
let rx = rxScenarios(scale: scale)
let scaledIDs = Set(rx.map(\.id))
for scenario in rx + ribsScenarios(scale: scale) + shellScenarios(scale: scale) where only == nil || only!.contains(scenario.id) {
    let result = measure(scenario, repetitions: repetitions)
    let value = result.nanosecondsPerUnit
    let target = scaledIDs.contains(scenario.id) ? scenario.target * targetScale : scenario.target
    let ok = value <= target
    if !ok { failures += 1 }
    let shown = value >= 1000 ? String(format: "%.0f", value) : String(format: "%.1f", value)
    print("| \(scenario.id) | \(scenario.title) (ns/\(scenario.unitName)) | \(scenario.rxSwift) | ≤ \(Int(target.rounded())) | \(shown) | \(ok ? "met" : "MISSED") |")
    fflush(nil)
}
print("")
print(failures == 0 ? "All targets met." : "\(failures) target(s) missed.")
