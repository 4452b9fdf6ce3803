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
/// learner's tests in `NN-slug/Exercise/Tests` (`Solution/Tests` with `ARCHLAB_SOLUTIONS=1`).
/// Its seeded bugs (`NN-slug/Mutants/`) are not built here: `archlab check` and `grade` build
/// the tests against the reference in a generated package and each bug beside it as the same
/// modules (see `MutantRound` in the workbook), and scripts/check-course proves them through
/// `archlab check`.
///
/// Environment variables, read by the exercise checker and the grader:
/// - `ARCHLAB_SOLUTIONS=1` builds `NN-slug/Solution` instead of `NN-slug/Exercise`;
/// - `ARCHLAB_LESSON=NN-slug` keeps only that lesson, so one learner's unfinished exercise
///   never breaks the build of another; several folders separated by commas keep those
///   (scripts/check-course and check-fakes build the whole course in one build this way);
/// - `ARCHLAB_VARIANT=FOLDER` builds `NN-slug/FOLDER` instead of `Exercise` (scripts/check-fakes builds a
///   patched copy of the solution there, to prove that a hard-coded answer fails the tests);
/// See docs/LESSON_FORMAT.md.

let lessonsDirectory = URL(fileURLWithPath: Context.packageDirectory)
let useSolutions = Context.environment["ARCHLAB_SOLUTIONS"] == "1"
let onlyLessons: Set<String>? = Context.environment["ARCHLAB_LESSON"].flatMap { value in
    value.isEmpty ? nil : Set(value.split(separator: ",").map(String.init))
}
let variant = Context.environment["ARCHLAB_VARIANT"].flatMap { $0.isEmpty ? nil : $0 }

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

let lessonFolders = ((try? FileManager.default.contentsOfDirectory(atPath: lessonsDirectory.path)) ?? [])
    .filter { $0.first?.isNumber == true && (onlyLessons?.contains($0) ?? true) }
    .sorted()

var targets: [Target] = []
for folder in lessonFolders {
    guard let module = frontMatter("exercise", in: folder) else { continue }
    let testFolder = useSolutions ? "Solution" : "Exercise"
    // `ArchLabTestHarness`: the grader's witness in the test process (its verdicts are read
    // from it, not from what the process prints).
    let testDependencies: [Target.Dependency] = [.target(name: module), .product(name: "RxTesting", package: root),
                                                 .product(name: "ArchLabTestHarness", package: root)] + archLabLibraries
    if frontMatter("kind", in: folder) == "tests" {
        targets.append(.target(name: module, dependencies: archLabLibraries, path: "\(folder)/Reference"))
        // Under `Tests/`: SwiftPM warns about a test target whose path has no `Tests` folder.
        targets.append(.testTarget(name: "\(module)Tests", dependencies: testDependencies, path: "\(folder)/\(testFolder)/Tests"))
    } else {
        targets.append(.target(name: module, dependencies: archLabLibraries, path: "\(folder)/\(variant ?? testFolder)"))
        targets.append(.testTarget(name: "\(module)Tests", dependencies: testDependencies, path: "\(folder)/Tests"))
    }
}

let package = Package(
    name: "ArchLabLessons",
    platforms: [.macOS(.v15)], // the root package's: Synchronization's `Mutex` and `Atomic`
    dependencies: [.package(path: "..")],
    targets: targets,
    swiftLanguageModes: [.v6]
)
