import RIBs
import Rx

/// Each call `body` makes on `RIBCalls.stream` as it begins, indented by its depth:
/// `    LoggedOutListener.didLogin(withUserName: "Ann")`, for comparing whole traces.
func beginningCalls(during body: () -> Void) -> [String] {
    var calls: [String] = []
    let subscription = RIBCalls.stream.filter { $0.phase == .begin }.subscribe(onNext: { call in
        calls.append(String(repeating: "  ", count: call.depth) + call.description)
    })
    body()
    subscription.dispose()
    return calls
}
