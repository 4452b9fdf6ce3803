import ArchLabWorkbook
import Foundation
import XCTest

/// The GitHub Classroom workflow: one autograding test per lesson, the course pinned, the job
/// in the Swift container CI uses, and a grade with findings failing every test.
/// (scripts/check-classroom runs actionlint on the real one.)
final class ClassroomWorkflowTests: XCTestCase {
    private let workflow = ClassroomWorkflow(courseRepository: "acme/ArchLab", courseRevision: "0123abc", lessons: ["streams", "virtual-time"])

    func testRepository_FromRemotes() {
        XCTAssertEqual(ClassroomWorkflow.repository(fromRemote: "https://github.com/acme/ArchLab.git\n"), "acme/ArchLab")
        XCTAssertEqual(ClassroomWorkflow.repository(fromRemote: "git@github.com:acme/arch-lab.git"), "acme/arch-lab")
        XCTAssertEqual(ClassroomWorkflow.repository(fromRemote: "acme/ArchLab"), "acme/ArchLab")
        XCTAssertNil(ClassroomWorkflow.repository(fromRemote: "https://gitlab.com/acme/ArchLab"))
        XCTAssertNil(ClassroomWorkflow.repository(fromRemote: "acme/Arch Lab; rm -rf /"))
    }

    func testYAML_OneGradedTestPerLessonAgainstThePinnedCourse() {
        let yaml = workflow.yaml
        XCTAssertTrue(yaml.contains("          repository: acme/ArchLab\n          ref: 0123abc\n          path: course\n"), yaml)
        XCTAssertTrue(yaml.contains("        run: course/.build/debug/archlab grade --workspace work --format json > grade.json || true\n"), yaml)
        XCTAssertTrue(yaml.contains("""
                  - name: virtual-time
                    id: lesson_virtual_time
                    uses: classroom-resources/autograding-command-grader@v1
                    with:
                      test-name: virtual-time
                      command: >-
                        jq -r -e --arg id 'virtual-time' 'if (.findings // [] | length) > 0 then
            """), yaml)
        XCTAssertTrue(yaml.contains("else .lessons[] | select(.id == $id) | .passed end' grade.json\n          timeout: 1\n          max-score: 10\n"), yaml)
        XCTAssertTrue(yaml.contains("          LESSON_VIRTUAL_TIME_RESULTS: \"${{ steps.lesson_virtual_time.outputs.result }}\"\n"), yaml)
        XCTAssertTrue(yaml.hasSuffix("          runners: lesson_streams,lesson_virtual_time\n"), yaml)
    }

    func testYAML_RunsInTheSwiftContainerWithBubblewrapAndLibedit() {
        let yaml = workflow.yaml
        XCTAssertTrue(yaml.contains("""
                container:
                  image: swift:\(ClassroomWorkflow.swiftVersion)-bookworm
                  # bubblewrap sandboxes the submitted code; it needs namespaces Docker refuses by default.
                  options: --privileged
                steps:
                  - name: Install libedit, bubblewrap, jq and git

            """), yaml)
        XCTAssertTrue(yaml.contains("apt-get install -y -qq --no-install-recommends libedit-dev bubblewrap jq git zstd\n"), yaml)
        XCTAssertFalse(yaml.contains("setup-swift"), yaml)
        XCTAssertFalse(yaml.contains("sudo"), yaml)
    }

    func testYAML_ChecksOutWithoutCredentialsAndCachesEveryBuildFolder() {
        let yaml = workflow.yaml
        XCTAssertEqual(yaml.components(separatedBy: "uses: actions/checkout@v4\n").count - 1, 2, yaml)
        XCTAssertEqual(yaml.components(separatedBy: "          persist-credentials: false\n").count - 1, 2, yaml)
        let cache = ["          path: |", "            course/.build", "            course/Lessons/.build", "            course/Lessons/.build-scratch",
                     "          key: archlab-${{ runner.os }}-swift\(ClassroomWorkflow.swiftVersion)-0123abc",
                     "          restore-keys: archlab-${{ runner.os }}-swift\(ClassroomWorkflow.swiftVersion)-"]
        XCTAssertTrue(yaml.contains("        uses: actions/cache@v4\n        with:\n" + cache.joined(separator: "\n") + "\n"), yaml)
    }

    func testYAML_ListsTheFindingsBeforeTheTests() throws {
        let yaml = workflow.yaml
        let findings = try XCTUnwrap(yaml.range(of: "      - name: List the submission findings (each one fails every test)\n        run: >-\n"))
        let grade = try XCTUnwrap(yaml.range(of: "      - name: Grade every exercise once\n"))
        let firstTest = try XCTUnwrap(yaml.range(of: "      - name: streams\n"))
        XCTAssertTrue(grade.upperBound <= findings.lowerBound && findings.upperBound <= firstTest.lowerBound, yaml)
        XCTAssertTrue(yaml.contains("\"::error title=Submission finding::\""), yaml)
    }

    /// The `.swift-version` file at the repository root is the one pin; the constant the
    /// workflow is written from must say the same.
    func testSwiftVersion_IsThePinnedOne() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let pinned = try String(contentsOf: root.appendingPathComponent(".swift-version"), encoding: .utf8)
        XCTAssertEqual(pinned, ClassroomWorkflow.swiftVersion + "\n",
                       "`.swift-version` and ClassroomWorkflow.swiftVersion disagree: change both to the Swift release CI uses")
        XCTAssertEqual(ClassroomWorkflow.containerImage, "swift:\(pinned.trimmingCharacters(in: .whitespacesAndNewlines))-bookworm")
    }

    func testTeacherNote_SaysWhatToProtectAndWhy() {
        let note = workflow.teacherNote
        XCTAssertTrue(note.contains("add `.github/**` to the protected file paths"), note)
        XCTAssertTrue(note.contains("## Why protect `.github/**`"), note)
        XCTAssertTrue(note.contains("started with `--privileged`"), note)
        XCTAssertTrue(note.contains("`swift:\(ClassroomWorkflow.swiftVersion)-bookworm`"), note)
        XCTAssertTrue(note.contains("libedit-dev, bubblewrap"), note)
        XCTAssertTrue(note.contains("(2 tests, 10 points each)"), note)
    }
}
