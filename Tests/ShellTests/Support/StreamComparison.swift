import ArchLabTestSupport
import CleanSwift
import Rx
import RxTesting
import XCTest
@testable import ArchLabShell

/// Watches a sample stream in the shell and, at the same virtual time, subscribes a
/// `TestScheduler` observer (the session's clock) to the observable the stream is named
/// after, so a test can ask whether the shell recorded exactly what that observable sent.
final class StreamComparison {
    let driver: ShellDriver
    private var subscriptions: [Disposable] = []

    init(catalog: SampleCatalog = .standard) {
        driver = ShellDriver(Session(catalog: catalog))
    }

    var session: Session { driver.shell.session }

    /// The loaded VIP scene, as the sample made it.
    var scene: RunningScene? { (session.sample as? VIPSceneSample)?.scene }

    /// Types `watch STREAM` and subscribes an observer to `source` right after, on the same tick.
    func watch<Element>(_ stream: String, against source: Observable<Element>,
                        file: StaticString = #filePath, line: UInt = #line) -> TestableObserver<Element> {
        driver.succeed("watch \(stream)", file: file, line: line)
        let observer = session.scheduler.createObserver(Element.self)
        subscriptions.append(source.subscribe(observer))
        return observer
    }

    /// `next(hello)@50`, `completed@50`: the events the observer got, in RxSwift's own
    /// `Event` description (not the shell's `EventText`, which is under test).
    static func texts<Element>(of observer: TestableObserver<Element>) -> [String] {
        observer.events.map { "\($0.value.debugDescription)@\($0.time)" }
    }

    /// What the shell recorded on `stream`, in the same form.
    func recorded(_ stream: String) -> [String] {
        session.recordedEventTexts(stream: stream).map { "\($0.event)@\($0.time)" }
    }

    /// The shell recorded on `stream` exactly the events `observer` got, at the same times,
    /// and there were some.
    func assertRecorded<Element>(_ stream: String, matches observer: TestableObserver<Element>,
                                 file: StaticString = #filePath, line: UInt = #line) {
        let expected = Self.texts(of: observer)
        XCTAssertFalse(expected.isEmpty, "the observable sent nothing, so the comparison proves nothing", file: file, line: line)
        XCTAssertEqual(recorded(stream), expected, "\(stream) in the shell differs from the observable it names", file: file, line: line)
    }

    deinit {
        for subscription in subscriptions { subscription.dispose() }
    }
}
