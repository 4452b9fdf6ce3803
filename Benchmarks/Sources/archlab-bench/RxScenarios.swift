import Rx
import RxTesting

let million = 1_000_000

func rxScenarios(scale: Int) -> [Scenario] {
    let events = million / scale
    return [
        Scenario(id: "a", title: "PublishSubject → map → filter → counter", rxSwift: "550–1060", target: 55, units: events, unitName: "event") {
            let subject = PublishSubject<Int>()
            var count = 0
            let subscription = subject.map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { _ in count += 1 })
            for value in 0..<events { subject.onNext(value) }
            subscription.dispose()
            return count
        },
        Scenario(id: "b", title: "Observable.range → map → filter", rxSwift: "3000", target: 300, units: events, unitName: "event") {
            var count = 0
            _ = Observable.range(start: 0, count: events).map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { _ in count += 1 })
            return count
        },
        Scenario(id: "c", title: "100 × 10k events into flatMap { just }", rxSwift: "1800", target: 180, units: events, unitName: "event") {
            var count = 0
            for _ in 0..<100 {
                let subject = PublishSubject<Int>()
                let subscription = subject.flatMap { Observable.just($0) }.subscribe(onNext: { _ in count += 1 })
                for value in 0..<(events / 100) { subject.onNext(value) }
                subscription.dispose()
            }
            return count
        },
        Scenario(id: "c′", title: "100 × 10k events into flatMapLatest { just }", rxSwift: "1500", target: 150, units: events, unitName: "event") {
            var count = 0
            for _ in 0..<100 {
                let subject = PublishSubject<Int>()
                let subscription = subject.flatMapLatest { Observable.just($0) }.subscribe(onNext: { _ in count += 1 })
                for value in 0..<(events / 100) { subject.onNext(value) }
                subscription.dispose()
            }
            return count
        },
        Scenario(id: "d", title: "TestScheduler: hot events → map → recorded", rxSwift: "3600–7500", target: 360, units: events / 10, unitName: "event") {
            let scheduler = TestScheduler(initialClock: 0)
            let recorded: [Recorded<Event<Int>>] = (1...(events / 10)).map { .next($0, $0) }
            let xs = scheduler.createHotObservable(recorded)
            let observer = scheduler.createObserver(Int.self)
            let subscription = xs.map { $0 * 2 }.subscribe(observer)
            scheduler.start()
            subscription.dispose()
            return observer.events.count
        },
        Scenario(id: "e", title: "BehaviorRelay.accept, one subscriber", rxSwift: "176–690", target: 20, units: events, unitName: "event") {
            let relay = BehaviorRelay(value: 0)
            var count = 0
            let subscription = relay.subscribe(onNext: { _ in count += 1 })
            for value in 0..<events { relay.accept(value) }
            subscription.dispose()
            return count
        },
        Scenario(id: "e′", title: "PublishRelay.accept, one subscriber", rxSwift: "160–800", target: 20, units: events, unitName: "event") {
            let relay = PublishRelay<Int>()
            var count = 0
            let subscription = relay.subscribe(onNext: { _ in count += 1 })
            for value in 0..<events { relay.accept(value) }
            subscription.dispose()
            return count
        },
        Scenario(id: "f", title: "subscribe + dispose on a PublishSubject", rxSwift: "935–1465", target: 100, units: events / 10, unitName: "subscription") {
            let subject = PublishSubject<Int>()
            var count = 0
            for _ in 0..<(events / 10) {
                let subscription = subject.subscribe(onNext: { count += $0 })
                subscription.dispose()
                count += 1
            }
            return count
        },
        Scenario(id: "f′", title: "subscribe + dispose through DisposeBags", rxSwift: "1480–2300", target: 150, units: events / 10, unitName: "subscription") {
            let subject = PublishSubject<Int>()
            var count = 0
            for _ in 0..<(events / 100) {
                let bag = DisposeBag()
                for _ in 0..<10 { subject.subscribe(onNext: { count += $0 }).disposed(by: bag) }
                count += 1
            }
            return count
        },
        Scenario(id: "h1", title: "PublishSubject, no operators", rxSwift: "430", target: 45, units: events, unitName: "event") {
            let subject = PublishSubject<Int>()
            var count = 0
            let subscription = subject.subscribe(onNext: { _ in count += 1 })
            for value in 0..<events { subject.onNext(value) }
            subscription.dispose()
            return count
        },
        Scenario(id: "h2", title: "6 map/filter pairs", rxSwift: "2000", target: 200, units: events, unitName: "event") {
            let subject = PublishSubject<Int>()
            var count = 0
            var chain = subject.asObservable()
            for _ in 0..<6 { chain = chain.map { $0 + 1 }.filter { $0 >= 0 } }
            let subscription = chain.subscribe(onNext: { _ in count += 1 })
            for value in 0..<events { subject.onNext(value) }
            subscription.dispose()
            return count
        },
        Scenario(id: "h3", title: "5 chained flatMaps", rxSwift: "6400", target: 640, units: events / 10, unitName: "event") {
            let subject = PublishSubject<Int>()
            var count = 0
            var chain = subject.asObservable()
            for _ in 0..<5 { chain = chain.flatMap { Observable.just($0) } }
            let subscription = chain.subscribe(onNext: { _ in count += 1 })
            for value in 0..<(events / 10) { subject.onNext(value) }
            subscription.dispose()
            return count
        },
        Scenario(id: "h4", title: "5 chained flatMapLatest", rxSwift: "5900", target: 590, units: events / 10, unitName: "event") {
            let subject = PublishSubject<Int>()
            var count = 0
            var chain = subject.asObservable()
            for _ in 0..<5 { chain = chain.flatMapLatest { Observable.just($0) } }
            let subscription = chain.subscribe(onNext: { _ in count += 1 })
            for value in 0..<(events / 10) { subject.onNext(value) }
            subscription.dispose()
            return count
        },
        Scenario(id: "h5", title: "7 nested 4-way combineLatest", rxSwift: "3900", target: 390, units: events / 10, unitName: "event") {
            let a = PublishSubject<Int>()
            let b = BehaviorSubject(value: 1)
            let c = BehaviorSubject(value: 2)
            let d = BehaviorSubject(value: 3)
            var chain = a.asObservable()
            for _ in 0..<7 { chain = Observable.combineLatest(chain, b, c, d) { $0 &+ $1 &+ $2 &+ $3 } }
            var count = 0
            let subscription = chain.subscribe(onNext: { _ in count += 1 })
            for value in 0..<(events / 10) { a.onNext(value) }
            subscription.dispose()
            return count
        },
        Scenario(id: "h6", title: "build, subscribe, dispose a chain of 6 map/filter pairs", rxSwift: "14000", target: 1400, units: events / 100, unitName: "chain") {
            let subject = PublishSubject<Int>()
            var count = 0
            for _ in 0..<(events / 100) {
                var chain = subject.asObservable()
                for _ in 0..<6 { chain = chain.map { $0 + 1 }.filter { $0 >= 0 } }
                let subscription = chain.subscribe(onNext: { _ in count += 1 })
                subscription.dispose()
                count += 1
            }
            return count
        },
    ]
}
