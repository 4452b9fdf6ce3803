import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A non-blocking descriptor that becomes readable when files changed (an inotify instance,
/// or the pipe a `PollingFileWatcher` writes to): what both watchers wait on and drain.
struct FileEventDescriptor {
    let descriptor: Int32

    /// Whether events arrived, forgetting them; a burst is read whole: after the first
    /// event it waits `settle` seconds for the rest.
    func take(settle: Double) -> Bool {
        guard drain() else { return false }
        finishBurst(settle: settle)
        return true
    }

    /// Blocks until events arrive (then takes them as ``take(settle:)`` does) or `deadline` passes.
    func wait(until deadline: Date, settle: Double) -> Bool {
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return false }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(min(remaining, 1) * 1000))
            if ready > 0 {
                _ = drain()
                finishBurst(settle: settle)
                return true
            }
            if ready < 0, errno != EINTR { return false }
        }
    }

    private func finishBurst(settle: Double) {
        usleep(useconds_t(settle * 1_000_000))
        _ = drain()
    }

    /// Reads every pending event; whether there was any.
    private func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var any = false
        while read(descriptor, &buffer, buffer.count) > 0 { any = true }
        return any
    }
}
