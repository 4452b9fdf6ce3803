import Rx

// Lesson 09: schedulers, subscribe(on:) and observe(on:).
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check schedulers`).
// Keep the names and signatures: the tests call them.

/// Starts `work` on `background` (it is subscribed there) and delivers its events on `main`.
public func loadInBackground<Element>(_ work: Observable<Element>, background: ImmediateSchedulerType,
                                      main: SchedulerType) -> Observable<Element> {
    // TODO: the work must start on `background`; whoever subscribes gets the results on `main`.
    return work
}

/// `titles`, delivered on `scheduler`.
public func display(_ titles: Observable<String>, on scheduler: SchedulerType) -> Observable<String> {
    // TODO: every title arrives on `scheduler`.
    return titles
}
