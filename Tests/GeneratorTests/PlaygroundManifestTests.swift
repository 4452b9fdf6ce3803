@testable import ArchLabGenerator
import XCTest

final class PlaygroundManifestTests: XCTestCase {
    func testText_RoundTrips() throws {
        let text = "scene Greeter\nrib Home\nrib Child viewless parent=Home\n"

        let manifest = try PlaygroundManifest(parsing: text, path: "p")

        XCTAssertEqual(manifest.units, [
            .scene(try UnitName("Greeter")),
            .rib(try UnitName("Home"), isViewless: false, parent: nil),
            .rib(try UnitName("Child"), isViewless: true, parent: try UnitName("Home")),
        ])
        XCTAssertEqual(manifest.text, text)
        XCTAssertEqual(manifest.children(of: try UnitName("Home")).map(\.name.type), ["Child"])
    }

    func testBadLine_IsReportedWithItsNumber() {
        XCTAssertThrowsError(try PlaygroundManifest(parsing: "scene Greeter\n\nrib Home sideways\n", path: "p.manifest")) { error in
            XCTAssertEqual(error as? GeneratorError, .unreadableManifest(path: "p.manifest", line: 3, text: "rib Home sideways"))
        }
    }
}
