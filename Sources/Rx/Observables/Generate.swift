extension ObservableType {
    /// Emits states from `initialState`, stepping with `iterate`, while `condition` holds.
    public static func generate(initialState: Element, condition: @escaping (Element) throws -> Bool, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, iterate: @escaping (Element) throws -> Element) -> Observable<Element> {
        Generate(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }

    /// Emits `element` forever (until disposed).
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        Generate(initialState: element, condition: { _ in true }, iterate: { $0 }, scheduler: scheduler)
    }
}

final private class GenerateSink<Observer: ObserverType>: Sink<Observer> {
    typealias State = Observer.Element
    private var state: State

    init(initialState: State, observer: Observer, cancel: Cancelable) {
        self.state = initialState
        super.init(observer: observer, cancel: cancel)
    }

    func run(condition: @escaping (State) throws -> Bool, iterate: @escaping (State) throws -> State, scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.scheduleRecursive(true) { isFirst, recurse in
            do {
                if !isFirst { self.state = try iterate(self.state) }
                if try condition(self.state) {
                    self.forwardOn(.next(self.state))
                    recurse(false)
                } else {
                    self.forwardOn(.completed)
                    self.dispose()
                }
            } catch {
                self.forwardOn(.error(error))
                self.dispose()
            }
        }
    }
}

final private class Generate<Element>: Producer<Element> {
    private let initialState: Element
    private let condition: (Element) throws -> Bool
    private let iterate: (Element) throws -> Element
    private let scheduler: ImmediateSchedulerType

    init(initialState: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element, scheduler: ImmediateSchedulerType) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = GenerateSink(initialState: initialState, observer: observer, cancel: cancel)
        let subscription = sink.run(condition: condition, iterate: iterate, scheduler: scheduler)
        return (sink: sink, subscription: subscription)
    }
}
