import Foundation
import RIBs
import RxTesting

/// A router with a plain interactor: the smallest RIB.
final class BenchRouter: Router<Interactor> {}

/// Builds a tree of `count` RIBs (`fanOut` children per parent) under an active, loaded root;
/// returns the root.
func buildTree(count: Int, fanOut: Int = 4) -> BenchRouter {
    let root = BenchRouter(interactor: Interactor())
    root.interactable.activate()
    root.load()
    var frontier: [BenchRouter] = [root]
    var built = 1
    var index = 0
    while built < count {
        let parent = frontier[index]
        for _ in 0..<fanOut where built < count {
            let child = BenchRouter(interactor: Interactor())
            parent.attachChild(child)
            frontier.append(child)
            built += 1
        }
        index += 1
    }
    return root
}

/// Detaches every child of the root (their subtrees deactivate) and frees the whole tree.
func tearDown(_ root: BenchRouter) -> Int {
    let children = root.children
    for child in children { root.detachChild(child) }
    root.interactable.deactivate()
    return children.count
}

/// One full cycle on a leak detector whose virtual clock is never advanced: the scheduling
/// cost of the leak checks is measured, nothing fires.
func treeCycle(count: Int, fanOut: Int) -> Int {
    LeakDetector.setInstance(LeakDetector(scheduler: TestScheduler(initialClock: 0)))
    let root = buildTree(count: count, fanOut: fanOut)
    let freed = tearDown(root)
    LeakDetector.resetInstance()
    return freed
}

func ribsScenarios(scale: Int) -> [Scenario] {
    let cycles = [1_000, 10_000, 100_000].map { size in
        let count = size / scale
        return Scenario(id: "r\(size / 1000)k", title: "RIBs: build, attach, activate, detach, free a tree of \(count)", rxSwift: "—", target: 5_000, units: count, unitName: "RIB") {
            treeCycle(count: count, fanOut: 4)
        }
    }
    // Diagnostics that split the cost (run with RIBS_BENCH_SPLIT=1): a wide, shallow tree
    // (is the growth in the depth-dependent subtree walks?) and the leak expectations alone
    // (one per RIB, on a never-advanced clock).
    guard ProcessInfo.processInfo.environment["RIBS_BENCH_SPLIT"] != nil else { return cycles }
    let splits = [1_000, 10_000, 100_000].flatMap { size in
        let count = size / scale
        return [
            Scenario(id: "r\(size / 1000)k-f64", title: "RIBs: the cycle with fan-out 64, \(count) RIBs", rxSwift: "—", target: 5_000, units: count, unitName: "RIB") {
                treeCycle(count: count, fanOut: 64)
            },
            Scenario(id: "r\(size / 1000)k-leak", title: "RIBs: \(count) leak expectations alone", rxSwift: "—", target: 5_000, units: count, unitName: "RIB") {
                LeakDetector.setInstance(LeakDetector(scheduler: TestScheduler(initialClock: 0)))
                for _ in 0..<count { LeakDetector.instance.expectDeallocate(object: Interactor()) }
                LeakDetector.resetInstance()
                return count
            },
        ]
    }
    return cycles + splits
}
