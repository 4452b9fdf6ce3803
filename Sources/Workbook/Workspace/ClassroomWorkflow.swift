/// The GitHub Classroom autograding workflow `archlab init DIR --classroom` writes to
/// `.github/workflows/classroom.yml`.
///
/// GitHub Classroom runs it in every student repository on each push: it checks out the
/// submission and the course at the pinned revision, builds `archlab`, grades the whole
/// workspace once (`archlab grade --format json`), then reports one autograding test per
/// lesson, each worth `Gradebook.pointsPerExercise`, read from that one grade.
public struct ClassroomWorkflow: Equatable, Sendable {
    public static let path = ".github/workflows/classroom.yml"
    public static let teacherNotePath = ".github/TEACHER.md"

    /// `owner/name` of the course repository on GitHub.
    public var courseRepository: String
    /// The course commit every student is graded against.
    public var courseRevision: String
    /// Lesson ids with an exercise, in course order.
    public var lessons: [String]
    public var swiftVersion = "6.1"

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

    public var yaml: String {
        var lines = [
            "# Written by `archlab init --classroom`. GitHub Classroom runs it on every push and",
            "# records one autograding test per lesson. Edits to it are reported by `archlab grade`.",
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
            "    steps:",
            "      - name: Check out the submission",
            "        uses: actions/checkout@v4",
            "        with:",
            "          path: work",
            "      - name: Check out the course at the pinned revision",
            "        uses: actions/checkout@v4",
            "        with:",
            "          repository: \(courseRepository)",
            "          ref: \(courseRevision)",
            "          path: course",
            "      - name: Reuse the course build",
            "        uses: actions/cache@v4",
            "        with:",
            "          path: |",
            "            course/.build",
            "            course/Lessons/.build-scratch",
            "          key: archlab-${{ runner.os }}-swift\(swiftVersion)-\(courseRevision)",
            "      - name: Install the Swift toolchain",
            "        uses: swift-actions/setup-swift@v2",
            "        with:",
            "          swift-version: \"\(swiftVersion)\"",
            "      - name: Install libedit",
            "        run: sudo apt-get update -qq && sudo apt-get install -y -qq libedit-dev",
            "      - name: Build archlab",
            "        run: swift build --package-path course --product archlab",
            "      - name: Grade every exercise once",
            "        run: course/.build/debug/archlab grade --workspace work --format json > grade.json || true",
        ]
        for lesson in lessons {
            let id = Self.stepID(lesson)
            lines += [
                "      - name: \(lesson)",
                "        id: \(id)",
                "        uses: classroom-resources/autograding-command-grader@v1",
                "        with:",
                "          test-name: \(lesson)",
                "          command: jq -e '.lessons[] | select(.id == \"\(lesson)\") | .passed' grade.json",
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

    /// The teacher's note that goes beside the workflow in the template repository.
    public var teacherNote: String {
        """
        # For the teacher: this folder is a GitHub Classroom template

        1. Push this folder to a new GitHub repository and mark it a template repository
           (Settings → General → Template repository).
        2. In GitHub Classroom, create an assignment from that template. Leave Classroom's own
           autograding tests empty: `workflows/classroom.yml` already holds one test per lesson
           (\(lessons.count) tests, \(Gradebook.pointsPerExercise) points each) and reports them.
        3. The workflow grades against the course at `\(courseRepository)` revision
           `\(courseRevision)`. The course repository must be public, or readable by the students'
           repositories. To move the class to a newer course, run `archlab init --classroom` again
           in the template (your files stay) and push.
        4. To grade the whole class on your own machine instead, clone every student repository
           into one folder and run `archlab grade --roster FOLDER --format html --output grades.html`.

        You may delete this file from the template; students do not need it.

        """
    }
}
