// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The course's exercises, built against the real ArchLab modules (the root package, by path).
///
/// Every `NN-slug/lesson.md` whose front matter names an `exercise: Module` gets a library
/// target `Module` (sources in `NN-slug/Exercise`) and a test target `ModuleTests` (in
/// `NN-slug/Tests`).
///
/// A test-writing lesson (`kind: tests`) is the other way round: the library `Module` is the
/// sealed code under test, `NN-slug/Reference`, and the test target `ModuleTests` is the
/// learner's tests in `NN-slug/Exercise/Tests` (`Solution/Tests` with `ARCHLAB_SOLUTIONS=1`). With `ARCHLAB_MUTANT=NAME` the library takes
/// `NN-slug/Mutants/NAME/*.swift` in place of the `Reference` files of the same names, so the
/// same tests run against a seeded bug.
///
/// Environment variables, read by the exercise checker and the grader:
/// - `ARCHLAB_SOLUTIONS=1` builds `NN-slug/Solution` instead of `NN-slug/Exercise`;
/// - `ARCHLAB_LESSON=NN-slug` keeps only that lesson, so one learner's unfinished exercise
///   never breaks the build of another;
/// - `ARCHLAB_VARIANT=FOLDER` builds `NN-slug/FOLDER` instead of `Exercise` (scripts/check-fakes builds a
///   patched copy of the solution there, to prove that a hard-coded answer fails the tests);
/// - `ARCHLAB_MUTANT=NAME` builds that mutant of every test-writing lesson (unset or empty:
///   the reference).
/// - `ARCHLAB_LAYOUT` is not read here: it only makes SwiftPM evaluate this manifest again
///   (its cache is keyed by the manifest's text and environment) after a file in `Reference/`
///   or `Mutants/` was added or removed, since the test-writing targets list their files.
/// See docs/LESSON_FORMAT.md.

let lessonsDirectory = URL(fileURLWithPath: Context.packageDirectory)
let useSolutions = Context.environment["ARCHLAB_SOLUTIONS"] == "1"
let onlyLesson = Context.environment["ARCHLAB_LESSON"].flatMap { $0.isEmpty ? nil : $0 }
let variant = Context.environment["ARCHLAB_VARIANT"].flatMap { $0.isEmpty ? nil : $0 }
let mutant = Context.environment["ARCHLAB_MUTANT"].flatMap { $0.isEmpty ? nil : $0 }

/// The root package's identity is its folder name (`ArchLab`, `main`, a worktree name...).
let root = lessonsDirectory.deletingLastPathComponent().lastPathComponent

let archLabLibraries: [Target.Dependency] = [
    "Rx", "RIBs", "CleanSwift", "HeadlessUI",
    "SampleTitle", "SampleLabelEditor", "SampleOrders", "SampleTodo", "SampleTicTacToe", "ArchLabRegistry",
].map { .product(name: $0, package: root) }

/// Reads `key: value` from a lesson's front matter; nil when the key is missing or empty.
func frontMatter(_ key: String, in folder: String) -> String? {
    let file = lessonsDirectory.appendingPathComponent(folder).appendingPathComponent("lesson.md")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).makeIterator()
    guard lines.next()?.trimmingCharacters(in: .whitespaces) == "---" else { return nil }
    while let line = lines.next() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed == "---" { return nil }
        if trimmed.hasPrefix("\(key):") {
            let value = trimmed.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : value
        }
    }
    return nil
}

/// The visible entries of a folder, sorted; empty when it does not exist.
func entries(_ path: String) -> [String] {
    let url = lessonsDirectory.appendingPathComponent(path)
    return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
}

/// The code under test of a test-writing lesson, as `sources`/`exclude` relative to the lesson
/// folder: every `Reference/*.swift`, with the chosen mutant's files replacing their namesakes.
func codeUnderTest(in folder: String) -> (sources: [String], exclude: [String]) {
    let reference = entries("\(folder)/Reference").filter { $0.hasSuffix(".swift") }
    let mutated = mutant.map { name in entries("\(folder)/Mutants/\(name)").filter { $0.hasSuffix(".swift") } } ?? []
    let sources = reference.filter { !mutated.contains($0) }.map { "Reference/\($0)" }
        + mutated.map { "Mutants/\(mutant!)/\($0)" }
    // Everything else in the folder is declared excluded, so SwiftPM does not warn about it.
    var exclude = entries(folder).filter { $0 != "Reference" && $0 != "Mutants" }
    exclude += entries("\(folder)/Reference").map { "Reference/\($0)" }.filter { !sources.contains($0) }
    for name in entries("\(folder)/Mutants") {
        if name != mutant { exclude.append("Mutants/\(name)"); continue }
        exclude += entries("\(folder)/Mutants/\(name)").map { "Mutants/\(name)/\($0)" }.filter { !sources.contains($0) }
    }
    return (sources, exclude)
}

let lessonFolders = ((try? FileManager.default.contentsOfDirectory(atPath: lessonsDirectory.path)) ?? [])
    .filter { $0.first?.isNumber == true && (onlyLesson == nil || $0 == onlyLesson) }
    .sorted()

var targets: [Target] = []
for folder in lessonFolders {
    guard let module = frontMatter("exercise", in: folder) else { continue }
    let testFolder = useSolutions ? "Solution" : "Exercise"
    let testDependencies: [Target.Dependency] = [.target(name: module), .product(name: "RxTesting", package: root)] + archLabLibraries
    if frontMatter("kind", in: folder) == "tests" {
        let code = codeUnderTest(in: folder)
        targets.append(.target(name: module, dependencies: archLabLibraries, path: folder,
                               exclude: code.exclude, sources: code.sources))
        // Under `Tests/`: SwiftPM warns about a test target whose path has no `Tests` folder.
        targets.append(.testTarget(name: "\(module)Tests", dependencies: testDependencies, path: "\(folder)/\(testFolder)/Tests"))
    } else {
        targets.append(.target(name: module, dependencies: archLabLibraries, path: "\(folder)/\(variant ?? testFolder)"))
        targets.append(.testTarget(name: "\(module)Tests", dependencies: testDependencies, path: "\(folder)/Tests"))
    }
}

let package = Package(
    name: "ArchLabLessons",
    dependencies: [.package(path: "..")],
    targets: targets,
    swiftLanguageModes: [.v6]
)
