import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// A number too big for `Int` is called that, with the range the argument takes, in `fire`
/// arguments and in command arguments alike.
final class WholeNumberTextTests: XCTestCase {
    private let driver = ShellDriver(Session(catalog: .standard))

    func testANumberTooBigIsCalledThatWithTheRange() {
        driver.succeed("app todo", "fire login name=ann", "fire add title=milk")
        XCTAssertEqual(driver.error("fire open id=99999999999999999999999"),
                       "error: fire open: id=99999999999999999999999 is a whole number too big: id takes a whole number from "
                       + "\(Int.min) to \(Int.max). Usage: fire open id=<number>")
        XCTAssertEqual(driver.error("fire open id=-99999999999999999999999"),
                       "error: fire open: id=-99999999999999999999999 is a whole number too small: id takes a whole number from "
                       + "\(Int.min) to \(Int.max). Usage: fire open id=<number>")
        XCTAssertEqual(driver.error("advance 99999999999999999999"),
                       "error: advance: TICKS cannot be '99999999999999999999': expected a whole number from 0 to 1000000000 "
                       + "(that one is too big), as in: advance 100.")
    }
}
