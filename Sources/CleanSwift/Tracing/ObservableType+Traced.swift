import Rx

extension ObservableType {
    /// Records each element that passes as a call `from` → `to` named `method`, then passes it
    /// on unchanged. An error is recorded as a failure and passed on too.
    ///
    /// Used by configurators of Rx-style scenes, where the VIP boundaries are streams:
    /// `taps.traced(by: tracer, from: .view, to: .interactor, method: "request")`.
    public func traced(by tracer: CycleTracer, from: VIPRole, to: VIPRole, method: String) -> Observable<Element> {
        tracing(tracer, from: from, to: to, method: method, kind: .call)
    }

    /// Records each element as a reply `from` → `to` to an earlier `method` call (a worker
    /// answering its interactor), an error as a failure.
    public func tracedReplies(by tracer: CycleTracer, from: VIPRole, to: VIPRole, method: String) -> Observable<Element> {
        tracing(tracer, from: from, to: to, method: method, kind: .reply)
    }

    private func tracing(_ tracer: CycleTracer, from: VIPRole, to: VIPRole, method: String, kind: CycleCall.Kind) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            source.subscribe { event in
                switch event {
                case .next(let element):
                    tracer.record(from: from, to: to, method: method, argument: element, kind: kind)
                case .error(let error):
                    tracer.record(from: from, to: to, method: method, argument: error, kind: .failure)
                case .completed:
                    break
                }
                observer.on(event)
            }
        }
    }
}
