import Rx

// Drill 07a: debounce or throttle a volume slider.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 7a`).
// Keep the names and signatures: the tests call them.

/// The volume to save: a level once the slider has been still for `quiet` ticks (and the last
/// level at once if the drag stream completes first).
public func volumeToSave(_ levels: Observable<Int>, quiet: Int, scheduler: SchedulerType) -> Observable<Int> {
    // TODO: wait for a pause of `quiet` ticks, then pass on the level the pause followed.
    _ = (quiet, scheduler)
    return levels
}

/// The volume to play while dragging: the first level at once, then at most one level per
/// `window` ticks, the latest of that window, when the window ends.
public func volumeToPlay(_ levels: Observable<Int>, window: Int, scheduler: SchedulerType) -> Observable<Int> {
    // TODO: let the first level through at once, then keep only the latest of each window.
    _ = (window, scheduler)
    return levels
}
