import ArchLabTestSupport
import XCTest

final class ANSITextTests: XCTestCase {
    func testStrip_RemovesColourCursorAndCarriageReturns() {
        XCTAssertEqual(ANSIText.strip("\u{1B}[1;36marchlab\u{1B}[0m> \r\u{1B}[10Gh\u{7}\r\n"), "archlab> h\n")
    }

    func testStrip_RemovesOSCAndCharsetSelection() {
        XCTAssertEqual(ANSIText.strip("\u{1B}]0;title\u{7}a\u{1B}(Bb\u{1B}]2;x\u{1B}\\c"), "abc")
    }

    func testStrip_DropsEscapeCutOffAtEnd() {
        XCTAssertEqual(ANSIText.strip("done\u{1B}[1;3"), "done")
        XCTAssertEqual(ANSIText.strip("done\u{1B}"), "done")
    }

    func testExitStatusDecoding() {
        XCTAssertEqual(PTYExitStatus(waitStatus: 0x0000), .exited(0))
        XCTAssertEqual(PTYExitStatus(waitStatus: 0x0300), .exited(3))
        XCTAssertEqual(PTYExitStatus(waitStatus: 0x0009), .signaled(9))
        XCTAssertEqual(PTYExitStatus(waitStatus: 0x0082), .signaled(2))  // SIGINT with core flag
        XCTAssertEqual(PTYExitStatus.exited(0).description, "exited with 0")
        XCTAssertEqual(PTYExitStatus.signaled(9).description, "killed by signal 9")
    }

    func testBuildProducts_ReportsWhereItLooked() {
        XCTAssertThrowsError(try BuildProducts.executable(named: "no-such-tool-\(UInt32.random(in: 0...UInt32.max))")) { error in
            XCTAssertTrue("\(error)".contains(".build"), "\(error)")
        }
    }
}
