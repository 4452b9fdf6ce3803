import Rx

// Drill 19a: an Rx interactor, requests in through a relay, the worker's Single out.
// Reference solution.

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
        request.flatMapLatest { [worker] city in
            worker.forecast(city: city)
                .map { "\(city): \($0)°" }
                .asObservable()
                .catchAndReturn("\(city): unavailable")
        }
    }
}
