import Foundation
import XCTest

/// Paths to the checked-in fixtures (found from this file, so no bundle resources are needed).
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let course = root.appendingPathComponent("Course")

    /// A captured real tool output from `Fixtures/Output`.
    static func output(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let url = root.appendingPathComponent("Output").appendingPathComponent(name)
        let data = try XCTUnwrap(FileManager.default.contents(atPath: url.path), "missing fixture \(name)", file: file, line: line)
        return String(decoding: data, as: UTF8.self)
    }
}
