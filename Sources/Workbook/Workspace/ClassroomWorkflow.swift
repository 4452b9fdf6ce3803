/// The GitHub Classroom autograding workflow `archlab init DIR --classroom` writes to
/// `.github/workflows/classroom.yml`.
///
/// GitHub Classroom runs it in every student repository on each push: in the official Swift
/// container of `swiftVersion`, it checks out the submission and the course at the pinned
/// revision, builds `archlab`, grades the whole workspace once (`archlab grade --format
/// json`), lists the grade's submission findings, then reports one autograding test per
/// lesson, each worth `Gradebook.pointsPerExercise`, read from that one grade. While the
/// grade has a finding every lesson's test fails and prints them, so a submission with a
/// finding never scores full marks (docs/CLASSROOM.md says why).
///
/// `archlab grade` writes this text again from the course that grades (`findings(in:expecting:)`)
/// and reports any difference: the workflow in a submission is never trusted.
public struct ClassroomWorkflow: Equatable, Sendable {
    public static let path = ".github/workflows/classroom.yml"
    public static let teacherNotePath = ".github/TEACHER.md"
    /// The Swift release the course is built and tested with, and the workflow grades with.
    /// `.swift-version` at the repository root holds the same text; a test keeps them equal.
    public static let swiftVersion = "6.3.1"
    /// The official Swift image of `swiftVersion` the grading job runs in.
    public static var containerImage: String { "swift:\(swiftVersion)-bookworm" }
    /// What the job's container may do beyond Docker's defaults: bubblewrap, which sandboxes
    /// the submitted code, needs namespaces and mounts that the default seccomp profile and
    /// masked `/proc` refuse.
    public static let containerOptions = "--privileged"

    /// `owner/name` of the course repository on GitHub.
    public var courseRepository: String
    /// The course commit every student is graded against.
    public var courseRevision: String
    /// Lesson ids with an exercise, in course order.
    public var lessons: [String]

    public init(courseRepository: String, courseRevision: String, lessons: [String]) {
        self.courseRepository = courseRepository
        self.courseRevision = courseRevision
        self.lessons = lessons
    }

    /// `https://github.com/o/n(.git)`, `git@github.com:o/n.git` or `o/n` → `o/n`; nil otherwise.
    public static func repository(fromRemote remote: String) -> String? {
        var text = remote.trimmingCharacters(in: .whitespacesAndNewlines)
        for prefix in ["https://github.com/", "http://github.com/", "git@github.com:", "ssh://git@github.com/"] where text.hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count))
        }
        if text.hasSuffix(".git") { text = String(text.dropLast(4)) }
        if text.hasSuffix("/") { text = String(text.dropLast()) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let allowed = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) } }
        guard parts.count == 2, parts.allSatisfy(allowed) else { return nil }
        return text
    }

    /// A step id and environment-variable stem for a lesson: `virtual-time` → `virtual_time`.
    static func stepID(_ lesson: String) -> String {
        "lesson_" + lesson.map { $0.isLetter || $0.isNumber ? $0 : "_" }
    }

    /// jq: one `::error` annotation per finding of the grade (workflow-command characters
    /// escaped, so a file name cannot start a command of its own), or a line saying there is none.
    static let listFindings = #"if (.findings // [] | length) == 0 then "No findings: the submission holds only exercise files." "#
        + #"else .findings[] | "::error title=Submission finding::" + ((.path + ": " + .reason) | gsub("%"; "%25") | gsub("\r"; "%0D") | gsub("\n"; "%0A")) end"#

    /// jq, with `$id` a lesson id: true when that lesson passed and the grade has no finding;
    /// else false, after printing the findings (control characters replaced, each line
    /// starting with text of ours, so none is read as a workflow command).
    static let lessonVerdict = #"if (.findings // [] | length) > 0 then "This test fails while the submission has findings; remove what they name and push again:", "#
        + #"(.findings[] | "- " + ((.path + ": " + .reason) | gsub("[[:cntrl:]]"; "?"))), false "#
        + #"else .lessons[] | select(.id == $id) | .passed end"#

    public var yaml: String {
        let cacheKey = "archlab-${{ runner.os }}-swift\(Self.swiftVersion)-"
        var lines = [
            "# Written by `archlab init --classroom`. GitHub Classroom runs it on every push and",
            "# records one autograding test per lesson. `archlab grade` compares this file with the one",
            "# the course writes at the pinned revision: an edit is a finding, and while the grade has a",
            "# finding every test fails.",
            "name: ArchLab autograding",
            "on:",
            "  push:",
            "  workflow_dispatch:",
            "  repository_dispatch:",
            "permissions:",
            "  checks: write",
            "  actions: read",
            "  contents: read",
            "jobs:",
            "  run-autograding-tests:",
            "    runs-on: ubuntu-latest",
            "    if: github.actor != 'github-classroom[bot]'",
            "    timeout-minutes: 60",
            "    container:",
            "      image: \(Self.containerImage)",
            "      # bubblewrap sandboxes the submitted code; it needs namespaces Docker refuses by default.",
            "      options: \(Self.containerOptions)",
            "    steps:",
            "      - name: Install libedit, bubblewrap, jq and git",
            "        run: apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libedit-dev bubblewrap jq git zstd",
            "      - name: Check out the submission",
            "        uses: actions/checkout@v4",
            "        with:",
            "          path: work",
            "          persist-credentials: false",
            "      - name: Check out the course at the pinned revision",
            "        uses: actions/checkout@v4",
            "        with:",
            "          repository: \(courseRepository)",
            "          ref: \(courseRevision)",
            "          path: course",
            "          persist-credentials: false",
            "      - name: Reuse the course builds",
            "        uses: actions/cache@v4",
            "        with:",
            "          path: |",
            "            course/.build",
            "            course/Lessons/.build",
            "            course/Lessons/.build-scratch",
            "          key: \(cacheKey)\(courseRevision)",
            "          restore-keys: \(cacheKey)",
            "      - name: Build archlab",
            "        run: swift build --package-path course --product archlab",
            "      - name: Grade every exercise once",
            "        run: course/.build/debug/archlab grade --workspace work --format json > grade.json || true",
            "      - name: List the submission findings (each one fails every test)",
            "        run: >-",
            "          jq -r '\(Self.listFindings)' grade.json",
            "          || echo 'grade.json is missing or damaged: see the grade step above.'",
        ]
        for lesson in lessons {
            let id = Self.stepID(lesson)
            lines += [
                "      - name: \(lesson)",
                "        id: \(id)",
                "        uses: classroom-resources/autograding-command-grader@v1",
                "        with:",
                "          test-name: \(lesson)",
                "          command: >-",
                "            jq -r -e --arg id '\(lesson)' '\(Self.lessonVerdict)' grade.json",
                "          timeout: 1",
                "          max-score: \(Gradebook.pointsPerExercise)",
            ]
        }
        lines += [
            "      - name: Report the grade",
            "        uses: classroom-resources/autograding-grading-reporter@v1",
            "        env:",
        ]
        lines += lessons.map { "          \(Self.stepID($0).uppercased())_RESULTS: \"${{ steps.\(Self.stepID($0)).outputs.result }}\"" }
        lines += [
            "        with:",
            "          runners: \(lessons.map(Self.stepID).joined(separator: ","))",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
