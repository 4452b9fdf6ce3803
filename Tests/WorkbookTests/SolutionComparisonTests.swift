import ArchLabWorkbook
import Foundation
import XCTest

/// `LineDiff` on small texts, and `SolutionComparison` on a course in a temporary folder.
final class SolutionComparisonTests: XCTestCase {
    func testDiff_IdenticalTextsHaveNoDiff() {
        XCTAssertNil(LineDiff.unified(from: "a\nb\n", to: "a\nb\n", oldName: "x", newName: "y"))
        XCTAssertNil(LineDiff.unified(from: "", to: "", oldName: "x", newName: "y"))
        // A missing final newline alone is not a difference worth showing.
        XCTAssertNil(LineDiff.unified(from: "a\nb", to: "a\nb\n", oldName: "x", newName: "y"))
    }

    func testDiff_OneChangedLineWithContext() {
        XCTAssertEqual(LineDiff.unified(from: "1\n2\n3\n4\n5\n", to: "1\n2\nthree\n4\n5\n", oldName: "yours/A.swift", newName: "solution/A.swift", context: 1), """
            --- yours/A.swift
            +++ solution/A.swift
            @@ -2,3 +2,3 @@
             2
            -3
            +three
             4
            """)
    }

    func testDiff_AddedToEmptyAndRemovedEverything() {
        XCTAssertEqual(LineDiff.unified(from: "", to: "a\nb\n", oldName: "o", newName: "n"), "--- o\n+++ n\n@@ -0,0 +1,2 @@\n+a\n+b")
        XCTAssertEqual(LineDiff.unified(from: "a\n", to: "", oldName: "o", newName: "n"), "--- o\n+++ n\n@@ -1,1 +0,0 @@\n-a")
    }

    func testDiff_FarApartChangesMakeTwoHunks_NearOnesOne() throws {
        let old = (1...20).map(String.init).joined(separator: "\n")
        var new = (1...20).map(String.init)
        new[1] = "two"
        new[17] = "eighteen"
        let far = try XCTUnwrap(LineDiff.unified(from: old, to: new.joined(separator: "\n"), oldName: "o", newName: "n"))
        XCTAssertEqual(far.split(separator: "\n").filter { $0.hasPrefix("@@") }, ["@@ -1,5 +1,5 @@", "@@ -15,6 +15,6 @@"])
        new[17] = "18"
        new[5] = "six"
        let near = try XCTUnwrap(LineDiff.unified(from: old, to: new.joined(separator: "\n"), oldName: "o", newName: "n"))
        XCTAssertEqual(near.split(separator: "\n").filter { $0.hasPrefix("@@") }, ["@@ -1,9 +1,9 @@"])
    }

    func testDiff_EditScriptKeepsTheLongestCommonLines() {
        XCTAssertEqual(LineDiff.lines(from: ["a", "b", "c", "d"], to: ["a", "c", "x", "d"]),
                       [.same("a"), .removed("b"), .same("c"), .added("x"), .same("d")])
    }

    func testComparison_CheckoutExerciseAgainstSolution() throws {
        let course = try MiniCourse()
        defer { course.remove() }
        let lesson = try XCTUnwrap(course.course().lesson(id: "counter"))
        let comparison = SolutionComparison(lesson: lesson, lessonsDirectory: course.lessons, workspace: nil)
        XCTAssertEqual(comparison.lessonID, "counter")
        XCTAssertEqual(comparison.files.map(\.path), ["Counter.swift"])
        let diff = try XCTUnwrap(comparison.files.first?.diff)
        XCTAssertTrue(diff.contains("-    // TODO: return 3\n-    0\n+    3"), diff)
        XCTAssertEqual(comparison.files.first?.learnerHasFile, true)
    }

    func testComparison_WorkspaceFilesAreTheLearners_IdenticalSaysSo() throws {
        let course = try MiniCourse()
        defer { course.remove() }
        let workspace = try course.workspace()
        let lesson = try XCTUnwrap(course.course().lesson(id: "counter"))
        try MiniCourse.solution.write(to: workspace.folder(for: lesson).appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
        let same = SolutionComparison(lesson: lesson, lessonsDirectory: course.lessons, workspace: workspace)
        XCTAssertEqual(same.files, [SolutionComparison.File(path: "Counter.swift", diff: nil, learnerHasFile: true)])
        try FileManager.default.removeItem(at: workspace.folder(for: lesson).appendingPathComponent("Counter.swift"))
        let missing = SolutionComparison(lesson: lesson, lessonsDirectory: course.lessons, workspace: workspace)
        XCTAssertEqual(missing.files.first?.learnerHasFile, false)
        XCTAssertEqual(missing.files.first?.diff?.contains("+    3"), true)
    }
}
