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
final class VerdictObserver: NSObject, XCTestObservation, @unchecked Sendable {
    private let key: String
    private let descriptor: Int32

    init(key: String, descriptor: Int32) {
        self.key = key
        self.descriptor = descriptor
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

    /// One line, written with one `write` so that lines never interleave.
    private func emit(_ line: String) {
        let bytes = Array("\(key) \(line)\n".utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}

/// Called once by the C constructor before `main`; see `VerdictObserver`.
@_cdecl("archlab_test_harness_install")
public func archlabTestHarnessInstall() {
    guard let folder = getenv("ARCHLAB_VERDICTS").map({ String(cString: $0) }), !folder.isEmpty else { return }
    unsetenv("ARCHLAB_VERDICTS")
    let keyPath = folder + "/key"
    guard let key = try? String(contentsOfFile: keyPath, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
          key.count >= 32 else { return }
    unlink(keyPath)
    let descriptor = open(folder + "/report", O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    XCTestObservationCenter.shared.addTestObserver(VerdictObserver(key: key, descriptor: descriptor))
}
