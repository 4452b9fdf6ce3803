import RIBs
import RxTesting

/// A router with a plain interactor: the smallest RIB.
final class BenchRouter: Router<Interactor> {}

/// Builds a tree of `count` RIBs (fan-out 4) under an active, loaded root; returns the root.
func buildTree(count: Int) -> BenchRouter {
    let root = BenchRouter(interactor: Interactor())
    root.interactable.activate()
    root.load()
    var frontier: [BenchRouter] = [root]
    var built = 1
    var index = 0
    while built < count {
        let parent = frontier[index]
        for _ in 0..<4 where built < count {
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

func ribsScenarios(scale: Int) -> [Scenario] {
    [1_000, 10_000, 100_000].map { size in
        let count = size / scale
        return Scenario(id: "r\(size / 1000)k", title: "RIBs: build, attach, activate, detach, free a tree of \(count)", rxSwift: "—", target: 5_000, units: count, unitName: "RIB") {
            // Leak checks go to a virtual clock that is never advanced: their scheduling
            // cost is measured, nothing fires.
            LeakDetector.setInstance(LeakDetector(scheduler: TestScheduler(initialClock: 0)))
            let root = buildTree(count: count)
            let freed = tearDown(root)
            LeakDetector.resetInstance()
            return freed
        }
    }
}
