import Rx

/// Events are equal when their kinds and payloads are; errors compare by their description
/// (RxTest does the same on Linux, where `NSError` bridging is unavailable).
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.error(left), .error(right)): return errorsEqual(left, right)
        case let (.next(left), .next(right)): return left == right
        default: return false
        }
    }
}

func errorsEqual(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
    String(reflecting: left) == String(reflecting: right) && String(describing: type(of: left)) == String(describing: type(of: right))
}

/// Maybe outcomes are equal when their kinds and payloads are; errors as for `Event`.
extension MaybeEvent: Equatable where Element: Equatable {
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.error(left), .error(right)): return errorsEqual(left, right)
        case let (.success(left), .success(right)): return left == right
        default: return false
        }
    }
}

/// Completable outcomes are equal when their kinds are; errors as for `Event`.
extension CompletableEvent: Equatable {
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.error(left), .error(right)): return errorsEqual(left, right)
        default: return false
        }
    }
}

/// `SingleEvent` is `Result<Element, Error>`, which cannot be `Equatable` (the error type is
/// not), so the assertions compare it with this.
func singleEventsEqual<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case let (.success(left), .success(right)): return left == right
    case let (.failure(left), .failure(right)): return errorsEqual(left, right)
    default: return false
    }
}
