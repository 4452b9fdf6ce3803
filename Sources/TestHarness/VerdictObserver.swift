import ArchLabTestHarnessStart
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The grader's witness inside a test process: an XCTest observer that writes what each test
/// did to a report file the grader reads after the process ended.
///
/// The grader names a fresh folder in `ARCHLAB_VERDICTS` holding a one-line `key` file.
/// Before `main` (see `ArchLabTestHarnessStart`), the observer reads the key, deletes the file,
/// unsets the variable and opens `report` in the same folder; every line it writes starts with
/// the key. Code under test runs later: it cannot read the key back, so whatever it prints or
/// writes is not a verdict. Without `ARCHLAB_VERDICTS` (a learner running `swift test`)
/// nothing is installed. The line format is read by `VerdictReport` in the workbook:
///
///     <key> start <Module.Class/test>
///     <key> fail <Module.Class/test> <file>\t<line>\t<message, newlines as \n>
///     <key> skip <Module.Class/test>
///     <key> finish <Module.Class/test> <seconds>
///     <key> done
///
/// The key is never a stored property (reflection of the observer finds a closure, whose
/// context it cannot read) and never a whole `String`: the closure keeps it masked with a
/// random pad, each line is put together in a byte buffer that is zeroed after its `write`, and
/// the key file is read into a buffer zeroed too. A scan of the process's memory for the
/// key's text therefore finds nothing it can use; code that reads raw memory can still
/// unmask it, which is why the import policy refuses raw memory to exercise code
/// (docs/CLASSROOM.md, "What grading defends against").
final class VerdictObserver: NSObject, XCTestObservation, @unchecked Sendable {
    private let emit: @Sendable (String) -> Void

    init(key: [UInt8], descriptor: Int32) {
        emit = Self.writer(key: key, descriptor: descriptor)
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        emit("start \(Self.identifier(of: testCase))")
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        let message = description.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\t", with: " ")
        emit("fail \(Self.identifier(of: testCase)) \(filePath ?? "")\t\(lineNumber)\t\(message)")
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        let identifier = Self.identifier(of: testCase)
        if testCase.testRun?.hasBeenSkipped == true { emit("skip \(identifier)") }
        emit("finish \(identifier) \(testCase.testRun?.totalDuration ?? 0)")
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        emit("done")
    }

    /// `Module.Class/method`, the form the test bundle takes on its command line.
    static func identifier(of testCase: XCTestCase) -> String {
        let type = String(reflecting: Swift.type(of: testCase))
        let method = testCase.name.split(separator: ".").last.map(String.init) ?? testCase.name
        return "\(type)/\(method)"
    }

    /// Writes `<key> <line>\n` with one `write`, so that lines never interleave; `key` is kept
    /// masked with a random pad in the closure's context.
    private static func writer(key: [UInt8], descriptor: Int32) -> @Sendable (String) -> Void {
        var generator = SystemRandomNumberGenerator()
        let pad = key.map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let masked = zip(key, pad).map { $0 ^ $1 }
        return { line in
            // Room for the whole line first: growing would free a copy of the key unzeroed.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(masked.count + line.utf8.count + 2)
            for index in masked.indices { bytes.append(masked[index] ^ pad[index]) }
            bytes.append(UInt8(ascii: " "))
            bytes += line.utf8
            bytes.append(UInt8(ascii: "\n"))
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written <= 0 { return }
                    offset += written
                }
            }
            for index in bytes.indices { bytes[index] = 0 }
        }
    }
}

/// Called once by the C constructor before `main`; see `VerdictObserver`.
@_cdecl("archlab_test_harness_install")
public func archlabTestHarnessInstall() {
    guard let folder = getenv("ARCHLAB_VERDICTS").map({ String(cString: $0) }), !folder.isEmpty else { return }
    unsetenv("ARCHLAB_VERDICTS")
    let keyPath = folder + "/key"
    guard var key = readKey(keyPath) else { return }
    defer { for index in key.indices { key[index] = 0 } }
    unlink(keyPath)
    let descriptor = open(folder + "/report", O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    XCTestObservationCenter.shared.addTestObserver(VerdictObserver(key: key, descriptor: descriptor))
}

/// The key file's first line, at least 32 bytes of it, read into a buffer that is zeroed
/// afterwards (no `String` or `Data` of it is left behind in freed memory).
private func readKey(_ path: String) -> [UInt8]? {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var buffer = [UInt8](repeating: 0, count: 256)
    defer { for index in buffer.indices { buffer[index] = 0 } }
    var count = 0
    while count < buffer.count {
        let got = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress! + count, $0.count - count) }
        if got <= 0 { break }
        count += got
    }
    let line = buffer[..<count].prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: " ") }
    return line.count >= 32 ? Array(line) : nil
}
