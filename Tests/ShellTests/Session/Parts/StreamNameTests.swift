import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// `StreamName`: a stream named by its short name when that names one stream.
final class StreamNameTests: XCTestCase {
    private let driver = ShellDriver(Session(catalog: .standard))

    func testShortStreamNamesWhenUnambiguous() {
        driver.succeed("scene title")
        XCTAssertEqual(driver.succeed("watch display"), ["watching title.display"])
        driver.succeed("fire request", "advance 60")
        XCTAssertEqual(driver.succeed("unwatch display"), ["stopped watching title.display"])
        XCTAssertEqual(driver.succeed("marbles display").first, "t              0    50")
        XCTAssertEqual(driver.error("watch nope"),
                       "error: no stream in title named 'nope'. Known: title.request, title.response, title.display, title.cycle.")
    }

    func testAShortNameMatchingSeveralStreamsAsksForTheFullName() {
        XCTAssertThrowsError(try StreamName.resolve("display", among: ["a.display", "b.display"], kind: "stream")) { error in
            XCTAssertEqual((error as? ShellError)?.message, "'display' could be a.display or b.display. Type the full name.")
        }
        XCTAssertEqual(try StreamName.resolve("b.display", among: ["a.display", "b.display"], kind: "stream"), "b.display")
    }
}
