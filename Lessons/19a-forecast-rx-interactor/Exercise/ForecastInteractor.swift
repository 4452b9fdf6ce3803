import Rx

// Drill 19a: an Rx interactor, requests in through a relay, the worker's Single out.
// Fill in the `// TODO`, then type `check` in archlab (or run `archlab check 19a`).
// Keep the names and signatures: the tests call them.

/// Fetches a city's temperature in degrees; a network call in the app.
public protocol ForecastWorker: AnyObject {
    func forecast(city: String) -> Single<Int>
}

/// Takes cities through `request`; answers with `"CITY: N°"`, or `"CITY: unavailable"` when
/// the worker fails, and only for the city requested last.
public final class ForecastInteractor {
    public let request = PublishRelay<String>()
    private let worker: ForecastWorker

    public init(worker: ForecastWorker) {
        self.worker = worker
    }

    public var response: Observable<String> {
        // TODO: for each requested city, the worker's answer as text, when it arrives; a new
        //       request drops the answer still awaited; a failure must not end the responses.
        request.map { "\($0): ?" }
    }
}
