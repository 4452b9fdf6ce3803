@testable import ArchLabLoader
import Foundation
import XCTest

final class LoadableModuleTests: XCTestCase {
    func testProvider_IsTheTypeDeclaredRegistrationProviding() {
        XCTAssertEqual(LoadableModule.provider(declaredIn: "import ArchLabRegistry\n\npublic enum LessonRegistrations: RegistrationProviding {\n}"),
                       "LessonRegistrations")
        XCTAssertEqual(LoadableModule.provider(declaredIn: "final class Offer: NSObject, RegistrationProviding {"), "Offer")
        XCTAssertNil(LoadableModule.provider(declaredIn: "// see RegistrationProviding: a protocol\nlet x: RegistrationProviding.Type"))
    }

    func testDeclaring_ReadsTheSources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-loadable-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "struct A {}\n".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try "enum Offers: RegistrationProviding {}\n".write(to: folder.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        let sources = LoadableModule.swiftFiles(under: folder)

        XCTAssertEqual(sources.map(\.lastPathComponent), ["A.swift", "B.swift"])
        XCTAssertEqual(LoadableModule.declaring(name: "Exercise", sources: sources)?.provider, "Offers")
        XCTAssertNil(LoadableModule.declaring(name: "Exercise", sources: Array(sources.prefix(1))))
    }
}
