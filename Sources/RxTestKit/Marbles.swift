import Rx

/// Marble strings: timelines written as text, such as `"--a--b--|"`, parsed into recorded
/// events and rendered back from them. The syntax is documented in `docs/MARBLES.md`.
///
/// One character is one tick of `tickWidth` virtual time units (10 by default): `-` lets time
/// pass, a value symbol emits the value mapped to it, `|` completes, `#` fails, `^` marks the
/// subscription, `(ab)` puts several events on the same tick, and spaces are ignored.
public enum Marbles {
    /// Virtual time units per marble character, unless told otherwise.
    public static let defaultTickWidth: TestTime = 10
}

/// The error a `#` stands for when no other error is given.
public struct MarbleError: Swift.Error, Equatable, CustomStringConvertible {
    /// What the error says.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String = "marble error #") { self.message = message }

    public var description: String { message }
}

/// A marble string that cannot be read, with the 1-based column of the offending character.
public struct MarbleSyntaxError: Swift.Error, Equatable, CustomStringConvertible {
    /// The marble string as given.
    public let marbles: String
    /// The 1-based character column of the problem.
    public let column: Int
    /// What is wrong and what to write instead.
    public let reason: String

    public var description: String {
        "marbles \"\(marbles)\", column \(column): \(reason)"
    }
}
