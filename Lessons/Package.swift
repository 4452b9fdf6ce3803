// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The course's exercises, built against the real ArchLab modules (the root package, by path).
///
/// Every `NN-slug/lesson.md` whose front matter names an `exercise: Module` gets a library
/// target `Module` (sources in `NN-slug/Exercise`) and a test target `ModuleTests` (in
/// `NN-slug/Tests`). Environment variables, read by the exercise checker, the grader and the scripts:
/// - `ARCHLAB_SOLUTIONS=1` builds `NN-slug/Solution` instead of `NN-slug/Exercise`;
/// - `ARCHLAB_LESSON=NN-slug` keeps only that lesson, so one learner's unfinished exercise
///   never breaks the build of another;
/// - `ARCHLAB_VARIANT=FOLDER` builds `NN-slug/FOLDER` instead (scripts/check-fakes builds a
///   patched copy of the solution there, to prove that a hard-coded answer fails the tests).
/// See docs/LESSON_FORMAT.md.

let lessonsDirectory = URL(fileURLWithPath: Context.packageDirectory)
let useSolutions = Context.environment["ARCHLAB_SOLUTIONS"] == "1"
let onlyLesson = Context.environment["ARCHLAB_LESSON"].flatMap { $0.isEmpty ? nil : $0 }
let variant = Context.environment["ARCHLAB_VARIANT"].flatMap { $0.isEmpty ? nil : $0 }
let sourceFolder = variant ?? (useSolutions ? "Solution" : "Exercise")

/// The root package's identity is its folder name (`ArchLab`, `main`, a worktree name...).
let root = lessonsDirectory.deletingLastPathComponent().lastPathComponent

let archLabLibraries: [Target.Dependency] = [
    "Rx", "RIBs", "CleanSwift", "HeadlessUI",
    "SampleTitle", "SampleLabelEditor", "SampleOrders", "SampleTodo", "SampleTicTacToe",
].map { .product(name: $0, package: root) }

/// Reads `exercise: Name` from a lesson's front matter; nil when the lesson has no exercise.
func exerciseModule(in folder: String) -> String? {
    let file = lessonsDirectory.appendingPathComponent(folder).appendingPathComponent("lesson.md")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).makeIterator()
    guard lines.next()?.trimmingCharacters(in: .whitespaces) == "---" else { return nil }
    while let line = lines.next() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed == "---" { return nil }
        if trimmed.hasPrefix("exercise:") {
            let name = trimmed.dropFirst("exercise:".count).trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : name
        }
    }
    return nil
}

let lessonFolders = ((try? FileManager.default.contentsOfDirectory(atPath: lessonsDirectory.path)) ?? [])
    .filter { $0.first?.isNumber == true && (onlyLesson == nil || $0 == onlyLesson) }
    .sorted()

var targets: [Target] = []
for folder in lessonFolders {
    guard let module = exerciseModule(in: folder) else { continue }
    targets.append(.target(name: module, dependencies: archLabLibraries,
                           path: "\(folder)/\(sourceFolder)"))
    targets.append(.testTarget(name: "\(module)Tests",
                               dependencies: [.target(name: module), .product(name: "RxTesting", package: root)]
                                   + archLabLibraries,
                               path: "\(folder)/Tests"))
}

let package = Package(
    name: "ArchLabLessons",
    dependencies: [.package(path: "..")],
    targets: targets,
    swiftLanguageModes: [.v6]
)
