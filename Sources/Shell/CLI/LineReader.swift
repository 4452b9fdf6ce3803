#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads commands line by line from a file descriptor (a pipe, a script file), byte-exact.
///
/// Never holds more than `limit` bytes of one line: a 1 MB line is skipped and reported as
/// `lineTooLong`, bytes that are not UTF-8 as `invalidUTF8`, and reading goes on with the next
/// line. Used for piped standard input, `archlab FILE` and `source FILE`.
public final class LineReader {
    public enum Item: Equatable, Sendable {
        case line(String)
        case invalid(ShellError)
    }

    /// Longest accepted line in bytes; commands are short, this leaves room for long marbles.
    public static let defaultLimit = 65_536

    /// Where the lines come from (waited on by `ScriptRunner` for piped input).
    public let descriptor: Int32
    private let ownsDescriptor: Bool
    private let limit: Int
    private var chunk = [UInt8](repeating: 0, count: 65_536)
    private var chunkStart = 0
    private var chunkEnd = 0
    private var finished = false
    /// 1-based number of the line last returned, for "error (line 3)".
    public private(set) var lineNumber = 0

    public init(descriptor: Int32, limit: Int = LineReader.defaultLimit) {
        self.descriptor = descriptor
        self.ownsDescriptor = false
        self.limit = limit
    }

    /// Opens a file for reading; the error names the file and why it cannot be read.
    public init(path: String, limit: Int = LineReader.defaultLimit) throws(ShellError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ShellError.file(path: path, reason: Self.describeErrno()) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw ShellError.file(path: path, reason: "it is a directory")
        }
        self.descriptor = descriptor
        self.ownsDescriptor = true
        self.limit = limit
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// Whether input was read that ``next()`` has not returned yet (or the input ended), so
    /// ``next()`` will not wait for the source.
    public var hasBufferedInput: Bool { chunkStart < chunkEnd || finished }

    /// The next line without its newline (and without a trailing `\r`), nil at end of input.
    public func next() -> Item? {
        var bytes: [UInt8] = []
        var total = 0
        var sawAnything = false
        while true {
            if chunkStart == chunkEnd {
                if finished || !refill() {
                    return sawAnything ? finish(bytes, total: total) : nil
                }
            }
            sawAnything = true
            let window = chunk[chunkStart..<chunkEnd]
            if let newline = window.firstIndex(of: 0x0A) {
                let count = newline - chunkStart
                if total + count <= limit { bytes.append(contentsOf: chunk[chunkStart..<newline]) }
                total += count
                chunkStart = newline + 1
                return finish(bytes, total: total)
            }
            let count = chunkEnd - chunkStart
            if total + count <= limit { bytes.append(contentsOf: window) }
            total += count
            chunkStart = chunkEnd
        }
    }

    private func finish(_ bytes: [UInt8], total: Int) -> Item {
        lineNumber += 1
        if total > limit { return .invalid(.lineTooLong(bytes: total, limit: limit)) }
        var bytes = bytes
        if bytes.last == 0x0D { bytes.removeLast() }
        if let bad = Self.firstInvalidUTF8Offset(bytes) { return .invalid(.invalidUTF8(byteOffset: bad)) }
        return .line(String(decoding: bytes, as: UTF8.self))
    }

    private func refill() -> Bool {
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                chunkStart = 0
                chunkEnd = count
                return true
            }
            if count < 0 && errno == EINTR { continue }
            finished = true
            return false
        }
    }

    /// Offset of the first byte that does not start or continue a valid UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    static func describeErrno() -> String {
        switch errno {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case EISDIR: return "it is a directory"
        default:
            guard let text = strerror(errno) else { return "error \(errno)" }
            return String(cString: text)
        }
    }
}
