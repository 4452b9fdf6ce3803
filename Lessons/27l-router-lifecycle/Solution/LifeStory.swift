import RIBs
import Rx

// Drill 27l: a router's lifecycle stream. Reference solution.

/// `router`'s life as text: "loaded" when it loads, then "freed" when it is freed, and the
/// end. Like the lifecycle stream it reads, it replays nothing: a subscriber that comes after
/// the load sees only "freed". It must not keep the router alive.
public func lifeStory(of router: RouterScope) -> Observable<String> {
    router.lifecycle
        .map { stage in
            switch stage {
            case .didLoad: "loaded"
            }
        }
        .concat(Observable.just("freed"))
}
