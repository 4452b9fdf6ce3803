import XCTest
@testable import ArchLabShell

/// A check's report in the shell: laid out lines kept, overlong ones broken under their text.
final class ReportRendererLessonTests: XCTestCase {
    func testACheckResult_KeepsItsLayout_AndBreaksAWideLineUnderItsOwnText() {
        let text = """
        ✘ Exercise `streams` is not done yet: 1 of 9 tests fail.
          ✘ testInbox_StopReleasesTheSubscription (01-streams/Tests/StreamBasicsTests.swift:74): XCTAssertTrue failed - listen(to:) should subscribe
          #  expected        actual
        > 0  next(200, 2)    completed(200)
        """
        let lines = ReportRenderer.render(LessonReport.checkResult(text), style: .plain, width: 60)
        XCTAssertEqual(lines, [
            "✘ Exercise `streams` is not done yet: 1 of 9 tests fail.",
            "  ✘ testInbox_StopReleasesTheSubscription",
            "    (01-streams/Tests/StreamBasicsTests.swift:74):",
            "    XCTAssertTrue failed - listen(to:) should subscribe",
            "  #  expected        actual",
            "> 0  next(200, 2)    completed(200)",
        ])
        XCTAssertEqual(lines.map(\.count).max(), 56)
    }

    func testAMessage_IsPrintedAsItIs() {
        let long = String(repeating: "word ", count: 30)
        XCTAssertEqual(ReportRenderer.render(LessonReport.message(long), style: .plain, width: 40), [long])
    }
}
