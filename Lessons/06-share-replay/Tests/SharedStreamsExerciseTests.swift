import Rx
import RxTesting
import SharedStreams
import XCTest

/// Lesson 06's checks. Do not edit: `check` compares this file with the shipped copy.
final class SharedStreamsExerciseTests: XCTestCase {
    func testTwoSubscribers_OneWorkerCallPerRequest() {
        let scheduler = TestScheduler(initialClock: 0)
        let worker = CountingWorker(titles: ["Mars", "Venus"], latency: 30, scheduler: scheduler)
        let interactor = TitleInteractor(worker: worker)
        let display = scheduler.createObserver(String.self)
        let analytics = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            interactor.response.subscribe(display).disposed(by: bag)
            interactor.response.subscribe(analytics).disposed(by: bag)
        }
        scheduler.scheduleAt(210) { interactor.request.accept(()) }
        scheduler.scheduleAt(260) { interactor.request.accept(()) }
        scheduler.start()
        XCTAssertEqual(worker.calls, 2, "two requests should call the worker twice, not once per request per subscriber")
        XCTAssertEqual(display.events, [.next(240, "Mars"), .next(290, "Venus")], "each request's title, when the worker answers")
        XCTAssertEqual(analytics.events, display.events, "both subscribers see the same titles")
    }

    func testThreeSubscribers_StillOneCall() {
        let scheduler = TestScheduler(initialClock: 0)
        let worker = CountingWorker(titles: ["Io"], latency: 5, scheduler: scheduler)
        let interactor = TitleInteractor(worker: worker)
        let observers = (0..<3).map { _ in scheduler.createObserver(String.self) }
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { observers.forEach { interactor.response.subscribe($0).disposed(by: bag) } }
        scheduler.scheduleAt(150) { interactor.request.accept(()) }
        scheduler.start()
        XCTAssertEqual(worker.calls, 1, "one request, one worker call, with three subscribers")
        XCTAssertEqual(observers.map(\.events), Array(repeating: [.next(155, "Io")], count: 3))
    }

    func testLateSubscriber_GetsTheLatestTitleAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let worker = CountingWorker(titles: ["Ceres", "Pallas"], latency: 20, scheduler: scheduler)
        let interactor = TitleInteractor(worker: worker)
        let early = scheduler.createObserver(String.self)
        let late = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { interactor.response.subscribe(early).disposed(by: bag) }
        scheduler.scheduleAt(210) { interactor.request.accept(()) }
        scheduler.scheduleAt(300) { interactor.response.subscribe(late).disposed(by: bag) }
        scheduler.scheduleAt(310) { interactor.request.accept(()) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(300, "Ceres"), .next(330, "Pallas")],
                       "joining at 300, the late subscriber gets the latest title (Ceres) at once, then the next one")
        XCTAssertEqual(worker.calls, 2, "joining replays the latest title; it does not call the worker")
    }

    func testAfterEveryoneLeft_StartsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let worker = CountingWorker(titles: ["Titan", "Rhea"], latency: 10, scheduler: scheduler)
        let interactor = TitleInteractor(worker: worker)
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        var subscription: Disposable?
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { subscription = interactor.response.subscribe(first) }
        scheduler.scheduleAt(210) { interactor.request.accept(()) }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.scheduleAt(300) { interactor.response.subscribe(second).disposed(by: bag) }
        scheduler.scheduleAt(310) { interactor.request.accept(()) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, "Titan")])
        XCTAssertEqual(second.events, [.next(320, "Rhea")],
                       "after every subscriber left, a new one must not get the old title (Titan): share while connected")
    }
}

/// Answers `titles` in turn, each `latency` ticks after it is asked, and counts the calls.
final class CountingWorker: TitleWorker {
    private(set) var calls = 0
    private var titles: [String]
    private let latency: Int
    private let scheduler: TestScheduler

    init(titles: [String], latency: Int, scheduler: TestScheduler) {
        self.titles = titles
        self.latency = latency
        self.scheduler = scheduler
    }

    override func getTitle() -> Single<String> {
        calls += 1
        let title = titles.isEmpty ? "no more titles" : titles.removeFirst()
        return Observable<Int>.timer(.seconds(latency), scheduler: scheduler).map { _ in title }.asSingle()
    }
}
