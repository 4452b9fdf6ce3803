/// One lesson of the course, parsed from `Lessons/<NN-slug>/lesson.md` by `LessonParser`.
///
/// The shell shows its steps one by one through `Walkthrough`; CI replays `walkthrough`.
public struct Lesson: Equatable, Sendable {
    /// Stable identifier used by `lesson <id>`, progress and grading (`[a-z0-9-]+`).
    public var id: String
    public var title: String
    /// Ids of lessons that should be done first; `Course` checks that they exist and come earlier.
    public var prerequisites: [String]
    /// Expected time in minutes.
    public var minutes: Int
    /// Swift module name of the exercise (`Exercise/`, `Solution/`, `Tests/` in the lesson
    /// folder), or nil when the lesson has none.
    public var exercise: String?
    /// Who writes what in the exercise: the code (`Exercise/` against sealed `Tests/`), or the
    /// tests (`Exercise/` against `Reference/` and every `Mutants/NAME/`).
    public var kind: ExerciseKind
    /// Markdown between the front matter and the first step (usually a `#` title and a summary).
    public var introduction: String
    public var steps: [LessonStep]
    /// The folder name, e.g. `01-streams`; empty for a lesson parsed from a bare string.
    public var folder: String
    /// The file the lesson was read from, as given to the parser (used in messages).
    public var file: String
    /// The part of the course the lesson belongs to (`Rx basics`, `Clean Swift`, `RIBs`,
    /// `Capstone`), for grouping the `lessons` listing; nil when the front matter names none.
    public var track: String?
    /// The modules the exercise code may import, as the front matter's `imports:` lists them;
    /// nil for the default. `allowedImports` is what the checker enforces.
    public var imports: [String]?
    /// The escape hatches (`EscapeHatch`: `Mirror`, `UnsafeRawPointer`...) the exercise code
    /// may use, as the front matter's `allows:` lists them; none by default.
    public var allows: [String]
    /// The folder names this lesson had before the course renumbered it (`Lessons/renamed.txt`):
    /// a workspace still in the old layout holds its files there. Set by `Course.load`.
    public var formerFolders: [String] = []
    /// The ids this lesson had before it was renamed; progress recorded under them is its own.
    public var formerIDs: [String] = []
    /// Whether the starter builds (`starter:`); only a code exercise's may not.
    public var starter: StarterState

    public init(id: String, title: String, prerequisites: [String], minutes: Int, exercise: String?,
                introduction: String, steps: [LessonStep], folder: String, file: String, kind: ExerciseKind = .code,
                track: String? = nil, imports: [String]? = nil, starter: StarterState = .compiles, allows: [String] = []) {
        self.id = id
        self.title = title
        self.prerequisites = prerequisites
        self.minutes = minutes
        self.exercise = exercise
        self.kind = kind
        self.introduction = introduction
        self.steps = steps
        self.folder = folder
        self.file = file
        self.track = track
        self.imports = imports
        self.allows = allows
        self.starter = starter
    }

    /// Every command of every step's `archlab` blocks, in order: replaying them must pass
    /// every step's check (CI proves it).
    public var walkthrough: [String] { steps.flatMap(\.commands) }

    /// The walkthrough as a shell script: `lesson <id>`, each step's commands, `next` between
    /// steps. CI feeds it to `archlab` (with `ARCHLAB_SOLUTIONS=1`) and expects every step
    /// to be reported done.
    public var replayScript: [String] {
        var lines = ["lesson \(id)"]
        for (index, step) in steps.enumerated() {
            if index > 0 { lines.append("next") }
            lines += step.commands
        }
        return lines
    }

    /// The number the folder name starts with (`01-streams` → 01, `05a-…` → 05a), which orders
    /// the course; nil for a folder without one.
    public var number: LessonNumber? { LessonNumber(folder: folder) }
}
