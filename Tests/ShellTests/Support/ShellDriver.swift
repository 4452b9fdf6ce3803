import ArchLabShell
import XCTest

/// Drives one `Shell` the way a script would, for tests: lines in, printed text out.
///
/// The one copy of the run/error helpers the shell tests share. Helpers that check something
/// take the caller's `#filePath`/`#line`, so a failure points at the test's line.
public final class ShellDriver {
    public let shell: Shell
    public var session: Session { shell.session }

    public init(_ session: Session = Session(), width: Int = 80) {
        shell = Shell(session: session, width: width)
    }

    /// Runs each line and returns everything printed, errors included, in order.
    @discardableResult
    public func run(_ lines: String...) -> [String] {
        lines.flatMap { shell.submit(line: $0).text }
    }

    /// Runs each line, failing at the caller when one prints an error; returns what was printed.
    @discardableResult
    public func succeed(_ lines: String..., file: StaticString = #filePath, line: UInt = #line) -> [String] {
        lines.flatMap { text in
            let outcome = shell.submit(line: text)
            XCTAssertTrue(outcome.succeeded, "\(text): \(outcome.text)", file: file, line: line)
            return outcome.text
        }
    }

    /// The first error a line printed, or nil when it succeeded.
    public func error(_ line: String) -> String? {
        Self.firstError(in: shell.submit(line: line))
    }

    /// The first error line of an outcome, or nil.
    public static func firstError(in outcome: Shell.Outcome) -> String? {
        for entry in outcome.lines { if case .error(let text) = entry { return text } }
        return nil
    }

    /// What Tab offers at the end of `line`.
    public func complete(_ line: String) -> [String] {
        session.completions(line: line, cursor: line.count)
    }

    /// The right-prompt hint for `line`.
    public func hint(_ line: String) -> String? {
        session.hint(line: line)
    }
}
