import Rx

/// Reads the live RIB tree: snapshots, lookups by name, and a stream of snapshots.
public enum RIBTree {
    /// The subtree under `router` now.
    public static func snapshot(of router: Routing) -> RIBNode {
        RIBNode(
            name: RIBNaming.name(of: router),
            isViewful: router is ViewableRouting,
            isActive: router.interactable.isActive,
            children: router.children.map { snapshot(of: $0) }
        )
    }

    /// The first router named `name` under `root` (depth first, `root` included), with its
    /// parent (`nil` for `root`).
    public static func find(_ name: String, in root: Routing) -> (router: Routing, parent: Routing?)? {
        if RIBNaming.name(of: root) == name { return (root, nil) }
        return findChild(name, under: root)
    }

    private static func findChild(_ name: String, under parent: Routing) -> (router: Routing, parent: Routing?)? {
        for child in parent.children {
            if RIBNaming.name(of: child) == name { return (child, parent) }
            if let found = findChild(name, under: child) { return found }
        }
        return nil
    }

    /// Every router under `root`, depth first, `root` first.
    public static func routers(under root: Routing) -> [Routing] {
        [root] + root.children.flatMap { routers(under: $0) }
    }

    /// Snapshots of the subtree under `root`: the current one on subscription, then a new
    /// one after each tree change that alters it. Holds `root` weakly and completes when it
    /// is freed.
    public static func observe(_ root: Routing) -> Observable<RIBNode> {
        Observable.create { [weak root] observer in
            guard let root else {
                observer.onCompleted()
                return Disposables.create()
            }
            var last = snapshot(of: root)
            observer.onNext(last)
            let events = RIBEvents.stream.subscribe(onNext: { [weak root] _ in
                guard let root else {
                    observer.onCompleted()
                    return
                }
                let next = snapshot(of: root)
                if next != last {
                    last = next
                    observer.onNext(next)
                }
            })
            return events
        }
    }
}
