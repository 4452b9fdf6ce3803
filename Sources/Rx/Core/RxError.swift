/// Errors produced by the library itself.
///
/// `@unchecked Sendable`: `disposed(object:)` carries the disposed object only to name it in
/// the message; nothing reads or mutates it through the error.
public enum RxError: Swift.Error, @unchecked Sendable, CustomDebugStringConvertible {
    /// An unknown error.
    case unknown
    /// The object was disposed before the operation.
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument was out of range.
    case argumentOutOfRange
    /// The sequence had no elements where one was required.
    case noElements
    /// The sequence had more than one element where one was required.
    case moreThanOneElement
    /// The sequence did not emit in time.
    case timeout

    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }
}

extension RxError: CustomStringConvertible {
    public var description: String { debugDescription }
}
