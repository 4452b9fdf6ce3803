/// The baseline: a plain loop calling non-inlined closures for the same map and filter as
/// scenario (a), so every run reports how fast this machine is right now.
/// Chosen at run time so the optimiser cannot see through the closures and fold the loop.
nonisolated(unsafe) var baselineTransforms: [(Int) -> Int] = [{ $0 + 1 }, { $0 + 2 }] // reason: written once at start-up, read by the single benchmark thread.
nonisolated(unsafe) var baselinePredicates: [(Int) -> Bool] = [{ $0 % 2 == 0 }, { $0 % 3 == 0 }] // reason: as above.

@inline(never)
func makeBaselineClosures() -> ((Int) -> Int, (Int) -> Bool) {
    let pick = CommandLine.arguments.count > 1000 ? 1 : 0
    return (baselineTransforms[pick], baselinePredicates[pick])
}

@inline(never)
func baseline(events: Int) -> Int {
    let (transform, predicate) = makeBaselineClosures()
    var count = 0
    for value in 0..<events {
        let mapped = transform(value)
        if predicate(mapped) { count &+= 1 }
    }
    return count
}
