import Rx

// Lesson 09: schedulers, subscribe(on:) and observe(on:). Reference solution.

/// Starts `work` on `background` (it is subscribed there) and delivers its events on `main`.
public func loadInBackground<Element>(_ work: Observable<Element>, background: ImmediateSchedulerType,
                                      main: SchedulerType) -> Observable<Element> {
    work
        .subscribe(on: background)
        .observe(on: main)
}

/// `titles`, delivered on `scheduler`.
public func display(_ titles: Observable<String>, on scheduler: SchedulerType) -> Observable<String> {
    titles.observe(on: scheduler)
}
