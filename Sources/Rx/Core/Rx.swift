import Dispatch
import Foundation

/// A span of time, as in RxSwift: `.seconds(1)`, `.milliseconds(200)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time.
public typealias RxTime = Date

/// Programmer misuse: an abstract method that a subclass must override.
@usableFromInline
func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method: a subclass must override it.", file: file, line: line)
}

/// Programmer misuse that RxSwift also traps on.
@usableFromInline
func rxFatalError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}

extension DispatchTimeInterval {
    /// The interval in seconds as a `Double` (`.never` is infinity).
    public var seconds: Double {
        switch self {
        case .seconds(let value): return Double(value)
        case .milliseconds(let value): return Double(value) / 1_000
        case .microseconds(let value): return Double(value) / 1_000_000
        case .nanoseconds(let value): return Double(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}

extension Date {
    func addingDispatchInterval(_ interval: DispatchTimeInterval) -> Date {
        addingTimeInterval(interval.seconds)
    }
}
