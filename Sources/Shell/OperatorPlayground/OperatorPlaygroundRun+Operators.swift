import Rx
import RxTestKit

/// Maps each playground operator onto the real Rx operator of the same name.
extension OperatorPlaygroundRun {
    func apply(_ op: PlayOperator, to source: Observable<PlayValue>) throws(ShellError) -> Observable<PlayValue> {
        switch op {
        case .map(let expression):
            return source.map { x in try Self.evaluate(expression, ["x": x]) }
        case .filter(let expression):
            return source.filter { x in try Self.truth(expression, ["x": x]) }
        case .scan(let seed, let expression):
            return source.scan(seed) { acc, x in try Self.evaluate(expression, ["acc": acc, "x": x]) }
        case .debounce(let ticks):
            return source.debounce(.seconds(ticks), scheduler: scheduler)
        case .throttle(let ticks, let latest):
            return source.throttle(.seconds(ticks), latest: latest, scheduler: scheduler)
        case .delay(let ticks):
            return source.delay(.seconds(ticks), scheduler: scheduler)
        case .take(let count):
            return source.take(count)
        case .skip(let count):
            return source.skip(count)
        case .distinctUntilChanged:
            return source.distinctUntilChanged()
        case .observeOn:
            return source.observe(on: scheduler)
        case .subscribeOn:
            return source.subscribe(on: scheduler)
        case .startWith(let values):
            // startWith(b).startWith(a) emits a, b: apply the last value first.
            return values.reversed().reduce(source) { stream, value in stream.startWith(value) }
        case .merge(let names):
            return Observable.merge([source] + (try others(names)))
        case .concat(let names):
            return try others(names).reduce(source) { stream, next in stream.concat(next) }
        case .combineLatest(let name, let expression):
            return Observable.combineLatest(source, try observable(name)) { x, y in try Self.evaluate(expression, ["x": x, "y": y]) }
        case .withLatestFrom(let name, let expression):
            return source.withLatestFrom(try observable(name)) { x, y in try Self.evaluate(expression, ["x": x, "y": y]) }
        case .zip(let name, let expression):
            return Observable.zip(source, try observable(name)) { x, y in try Self.evaluate(expression, ["x": x, "y": y]) }
        case .flatMap(let name, let expression):
            let inner = try observable(name)
            return source.flatMap { x in inner.map { y in try Self.evaluate(expression, ["x": x, "y": y]) } }
        case .flatMapLatest(let name, let expression):
            let inner = try observable(name)
            return source.flatMapLatest { x in inner.map { y in try Self.evaluate(expression, ["x": x, "y": y]) } }
        case .concatMap(let name, let expression):
            let inner = try observable(name)
            return source.concatMap { x in inner.map { y in try Self.evaluate(expression, ["x": x, "y": y]) } }
        case .share(let replay):
            return source.share(replay: replay)
        }
    }

    private func others(_ names: [String]) throws(ShellError) -> [Observable<PlayValue>] {
        var streams: [Observable<PlayValue>] = []
        for name in names { streams.append(try observable(name)) }
        return streams
    }
}
