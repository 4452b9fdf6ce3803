/// The modules exercise code may import: the ones a lesson's `imports:` may name, and what a
/// lesson without the key allows. `ImportPolicy` enforces it when an exercise is checked.
public enum ExerciseImports {
    /// What `imports:` may list (besides the lesson's own exercise module): the course's
    /// libraries, the test libraries, and the few platform modules a lesson may teach.
    /// Anything else (`Glibc`, `Darwin`...) reaches past what any lesson teaches.
    public static let known = [
        "Rx", "RIBs", "CleanSwift", "HeadlessUI", "ArchLabRegistry",
        "SampleTitle", "SampleLabelEditor", "SampleOrders", "SampleTodo", "SampleTicTacToe",
        "RxTesting", "RxTestKit", "XCTest", "Testing",
        "Foundation", "Dispatch", "Synchronization",
    ]

    /// Without `imports:`, a code exercise may import these.
    public static let codeDefault = ["Rx", "RIBs", "CleanSwift", "HeadlessUI"]
    /// Without `imports:`, a test-writing exercise (`kind: tests`) may import these.
    public static let testsDefault = codeDefault + ["XCTest", "RxTesting"]
}

extension Lesson {
    /// The modules this lesson's exercise code may import, in the order messages list them:
    /// the front matter's `imports:` or the default of its kind, then the lesson's own
    /// exercise module (the code under test, for a test-writing lesson). Empty without an exercise.
    public var allowedImports: [String] {
        guard let exercise else { return [] }
        let listed = imports ?? (kind == .tests ? ExerciseImports.testsDefault : ExerciseImports.codeDefault)
        return listed.contains(exercise) ? listed : listed + [exercise]
    }
}
