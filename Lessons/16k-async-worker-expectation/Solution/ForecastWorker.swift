import Dispatch

// Drill 16k: a completion-handler worker on a real queue. Reference solution.

/// Why a forecast could not be given.
public enum ForecastError: Error, Equatable, Sendable {
    case unknownCity(String)
}

/// Looks up forecasts for a scene, away from its caller: the slow lookup runs on `workQueue`,
/// and the answer is handed back on `callbackQueue`, exactly once per request.
public final class ForecastWorker: Sendable {
    private let lookUp: @Sendable (String) -> Int?
    private let workQueue: DispatchQueue
    private let callbackQueue: DispatchQueue

    /// `lookUp` is slow (the network, in the app): it gives a city's temperature, or nil
    /// for a city it does not know.
    public init(lookUp: @escaping @Sendable (String) -> Int?, workQueue: DispatchQueue, callbackQueue: DispatchQueue) {
        self.lookUp = lookUp
        self.workQueue = workQueue
        self.callbackQueue = callbackQueue
    }

    /// Returns at once; later, `completion` gets `"City: 21°"`, or `.unknownCity(city)`.
    /// `lookUp` runs on the work queue, `completion` on the callback queue.
    public func forecast(for city: String, completion: @escaping @Sendable (Result<String, ForecastError>) -> Void) {
        workQueue.async { [lookUp, callbackQueue] in
            let result: Result<String, ForecastError> = lookUp(city).map { .success("\(city): \($0)°") } ?? .failure(.unknownCity(city))
            callbackQueue.async { completion(result) }
        }
    }
}
