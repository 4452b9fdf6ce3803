import CLibEditShim
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libedit's character reader (`EL_GETCFN`) while event sources are set: waits on the
/// keyboard and on every source's descriptor at once (keys waiting are read first), decodes
/// typed bytes as libedit's own reader does (`mbrtowc` in the terminal's locale, an invalid byte dropped), and hands
/// libedit ``wakeKey`` when a source has work, so that the key function bound to it can run
/// the work and ask for a redraw between two keys, where libedit's state is consistent.
///
/// Installed by `LineEditor.readLine()` only when there are sources; without them libedit
/// reads with its built-in reader, exactly as before. Runs inside `el_gets` only.
final class EventReader {
    /// The character handed to libedit for "a source has work": U+0080, a C1 control that
    /// no keyboard sends; typed, it is dropped. Bound to the `archlab-event` key function.
    static let wakeKey: wchar_t = 0x80

    private let input: Int32
    var sources: [LineEditor.EventSource] = []
    /// The source whose `takeEvent` said yes, until the bound key function takes it.
    private(set) var pending: LineEditor.EventSource?
    /// Sources whose descriptor failed (closed, error): not waited on again this line.
    private var broken: Set<Int> = []
    private var bytes: [UInt8] = []

    init(input: Int32) {
        self.input = input
    }

    /// Called at the start of each line.
    func beginLine() {
        broken = []
        bytes = []
        pending = nil
    }

    /// Returns the pending source's work once; nil when there is none.
    func takePending() -> LineEditor.EventSource? {
        defer { pending = nil }
        return pending
    }

    /// One character for libedit: 1 with `character` set, 0 at end of input, -1 on error.
    func nextCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        while true {
            var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
            let waiting = sources.indices.filter { !broken.contains($0) }
            descriptors += waiting.map { pollfd(fd: sources[$0].descriptor, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 {
                if errno == EINTR { continue } // a resize or a job-control stop; libedit handled it
                return -1
            }
            // Keys first: what was typed before the work is in the line when the work runs.
            if descriptors[0].revents != 0 {
                switch readByte() {
                case .endOfInput: return 0
                case .failed: return -1
                case .again: continue
                case .byte(let byte):
                    if let decoded = decode(appending: byte), decoded != Self.wakeKey {
                        character.pointee = decoded
                        return 1
                    }
                    continue
                }
            }
            for (offset, index) in waiting.enumerated() {
                let revents = Int32(descriptors[offset + 1].revents)
                if revents & Int32(POLLIN) != 0 {
                    if sources[index].takeEvent() {
                        pending = sources[index]
                        character.pointee = Self.wakeKey
                        return 1
                    }
                } else if revents & Int32(POLLERR | POLLHUP | POLLNVAL) != 0 {
                    broken.insert(index)
                }
            }
        }
    }

    private enum ByteRead { case byte(UInt8), endOfInput, failed, again }

    private func readByte() -> ByteRead {
        var byte: UInt8 = 0
        let count = read(input, &byte, 1)
        if count == 1 { return .byte(byte) }
        if count == 0 { return .endOfInput }
        return errno == EINTR || errno == EAGAIN ? .again : .failed
    }

    /// Adds `byte` to the sequence being read; a whole character once complete, nil while
    /// incomplete or when the sequence was invalid (dropped, as libedit's reader does: an
    /// invalid sequence keeps its last byte, which may start the next character).
    /// `mbrtowc`'s answers for "needs more bytes" and "not a character" (`(size_t)-2` and
    /// `(size_t)-1`; Swift imports `size_t` as `Int`).
    private static let incomplete = -2
    private static let invalid = -1

    private func decode(appending byte: UInt8) -> wchar_t? {
        bytes.append(byte)
        let wasLonger = bytes.count > 1
        var state = mbstate_t()
        var wide: wchar_t = 0
        let result = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { mbrtowc(&wide, $0.baseAddress, $0.count, &state) }
        }
        switch result {
        case Self.incomplete:
            return nil
        case Self.invalid:
            let last = bytes.last
            bytes = []
            if wasLonger, let last { return decode(appending: last) }
            return nil
        default:
            bytes = []
            return wide
        }
    }
}
