import RIBs
import Rx

// Drill 27l: a router's lifecycle stream.
// Fill in the `// TODO`, then type `check` in archlab (or run `archlab check router-lifecycle`).
// Keep the names and signatures: the tests call them.

/// `router`'s life as text: "loaded" when it loads, then "freed" when it is freed, and the
/// end. Like the lifecycle stream it reads, it replays nothing: a subscriber that comes after
/// the load sees only "freed". It must not keep the router alive.
public func lifeStory(of router: RouterScope) -> Observable<String> {
    // TODO: word each stage of the router's lifecycle, and say "freed" once it ends.
    Observable.empty()
}
