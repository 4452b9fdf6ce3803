#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArchLabWorkbook

/// Where the runner writes lines: the real standard streams, or a buffer in tests.
public protocol TextSink: AnyObject {
    func write(_ line: String, isError: Bool)
    func flush()
}

extension TextSink {
    /// Writes an outcome's lines in order, each to its stream.
    public func write(_ outcome: Shell.Outcome) {
        for line in outcome.lines {
            switch line {
            case .output(let text): write(text, isError: false)
            case .error(let text): write(text, isError: true)
            }
        }
    }
}

/// Standard output and standard error via write(2); output is buffered until `flush()`
/// (after each command), errors go out at once after the output before them.
public final class StandardStreams: TextSink {
    private var pending: [UInt8] = []

    public init() {}

    public func write(_ line: String, isError: Bool) {
        if isError {
            flushOutput()
            Self.writeAll(2, Array(line.utf8) + [0x0A])
        } else {
            pending += line.utf8
            pending.append(0x0A)
            if pending.count > 1 << 16 { flushOutput() }
        }
    }

    /// Writes a prompt: no newline, and out at once.
    public func writePrompt(_ text: String) {
        pending += text.utf8
        flushOutput()
    }

    public func flush() { flushOutput() }

    private func flushOutput() {
        guard !pending.isEmpty else { return }
        Self.writeAll(1, pending)
        pending.removeAll(keepingCapacity: true)
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = POSIX.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }  // a closed pipe: nothing more can be shown
                offset += written
            }
        }
    }
}

/// Collects lines in memory; errors and output interleaved in order.
public final class BufferSink: TextSink {
    public private(set) var lines: [String] = []
    public private(set) var errorLines: [String] = []
    public init() {}
    public func write(_ line: String, isError: Bool) {
        lines.append(line)
        if isError { errorLines.append(line) }
    }
    public func flush() {}
    /// Everything written, one line each, ending with a newline.
    public var text: String { lines.map { $0 + "\n" }.joined() }
}
