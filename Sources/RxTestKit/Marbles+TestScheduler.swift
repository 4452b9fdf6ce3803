import Rx

extension TestScheduler {
    /// A hot observable from a marble line: with `^`, the `^` sits at the default subscription
    /// time (200), so `"--a--^--b--|"` emits `a` at 170, `b` at 230 and completes at 260.
    public func createHotObservable<Element>(marbles: String, values: [Character: Element], error: Swift.Error = MarbleError(), tickWidth: TestTime = Marbles.defaultTickWidth) throws -> TestableObservable<Element> {
        createHotObservable(try Marbles.parse(marbles, values: values, error: error, tickWidth: tickWidth))
    }

    /// A cold observable from a marble line, timed from each subscription: `"--a--|"` emits
    /// `a` 20 after subscribing and completes 50 after.
    public func createColdObservable<Element>(marbles: String, values: [Character: Element], error: Swift.Error = MarbleError(), tickWidth: TestTime = Marbles.defaultTickWidth) throws -> TestableObservable<Element> {
        createColdObservable(try Marbles.parse(marbles, values: values, error: error, tickWidth: tickWidth))
    }
}
