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
