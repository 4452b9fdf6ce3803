import ArchLabWorkbook
import XCTest
@testable import ArchLabShell

/// Prediction and actual on one axis, the first difference marked.
final class PredictionRendererTests: XCTestCase {
    private func comparison(_ predicted: String, _ recorded: [(time: Int, event: String)]) throws -> PredictionComparison {
        PredictionComparison(prediction: try Prediction(stream: "b", parsing: predicted, committedAt: 0, recordedBefore: 0),
                             recorded: recorded)
    }

    func testAWrongPredictionIsDrawnAgainstTheActualWithTheDifferenceMarked() throws {
        let lines = PredictionRenderer.render(try comparison("--1--2--|", [(20, "next(1)"), (50, "next(3)"), (80, "completed")]), style: .plain)
        XCTAssertEqual(lines, [
            "t    0    50",
            "you  --1--2--|",
            "b    --1--3--|",
            "          ^",
            "First difference at t=50: you said next(2); the stream gave next(3) at t=50.",
        ])
    }

    func testWideValuesStayAligned() throws {
        let lines = PredictionRenderer.render(try comparison("--10--20|", [(20, "next(10)"), (40, "next(20)"), (60, "completed")]), style: .plain)
        let you = try XCTUnwrap(lines.first { $0.hasPrefix("you") })
        let actual = try XCTUnwrap(lines.first { $0.hasPrefix("b ") })
        let marker = try XCTUnwrap(lines.first { $0.contains("^") })
        let column = marker.firstIndex(of: "^").map { marker.distance(from: marker.startIndex, to: $0) }
        XCTAssertEqual(column, actual.range(of: "20").map { actual.distance(from: actual.startIndex, to: $0.lowerBound) },
                       "the mark stands under the actual event: \n\(lines.joined(separator: "\n"))")
        XCTAssertNotEqual(you, actual)
    }

    func testARightPredictionSaysSo() throws {
        let lines = PredictionRenderer.render(try comparison("--1|", [(20, "next(1)"), (30, "completed")]), style: .plain)
        XCTAssertEqual(lines.last, "Your prediction was right.")
        XCTAssertFalse(lines.contains { $0.contains("^") })
    }

    func testNothingRecordedIsTheFirstDifference() throws {
        let lines = PredictionRenderer.render(try comparison("--1|", []), style: .plain)
        XCTAssertEqual(lines.last, "First difference at t=20: you said next(1); the stream recorded nothing more.")
    }
}
