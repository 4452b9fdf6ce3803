import Rx

// Drill 07a: debounce or throttle a volume slider. Reference solution.

/// The volume to save: a level once the slider has been still for `quiet` ticks (and the last
/// level at once if the drag stream completes first).
public func volumeToSave(_ levels: Observable<Int>, quiet: Int, scheduler: SchedulerType) -> Observable<Int> {
    levels.debounce(.seconds(quiet), scheduler: scheduler)
}

/// The volume to play while dragging: the first level at once, then at most one level per
/// `window` ticks, the latest of that window, when the window ends.
public func volumeToPlay(_ levels: Observable<Int>, window: Int, scheduler: SchedulerType) -> Observable<Int> {
    levels.throttle(.seconds(window), latest: true, scheduler: scheduler)
}
