import XCTest
@testable import ArchLabShell

final class DidYouMeanTests: XCTestCase {
    func testEditDistance() {
        XCTAssertEqual(DidYouMean.editDistance("fire", "fire"), 0)
        XCTAssertEqual(DidYouMean.editDistance("fier", "fire"), 1)
        XCTAssertEqual(DidYouMean.editDistance("", "abc"), 3)
        XCTAssertEqual(DidYouMean.editDistance("kitten", "sitting"), 3)
    }

    func testClosestIsStableAndBounded() {
        XCTAssertEqual(DidYouMean.closest(to: "Loggedin", among: ["Root", "LoggedOut", "LoggedIn"]), "LoggedIn")
        XCTAssertEqual(DidYouMean.closest(to: "tit", among: ["title", "labels"]), "title")
        XCTAssertNil(DidYouMean.closest(to: "zzzzzz", among: ["title", "labels"]))
        XCTAssertNil(DidYouMean.closest(to: "", among: ["title"]))
        XCTAssertNil(DidYouMean.closest(to: String(repeating: "a", count: 10_000), among: ["a"]))
    }
}
