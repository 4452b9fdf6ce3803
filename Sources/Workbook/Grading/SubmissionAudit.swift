import Foundation

/// Lists what a workspace holds that grading ignores but a teacher should know about: files
/// that, in a course checkout, would decide the result (tests, a seal, package files,
/// scripts), test code hidden among the exercise sources, and links out of the folder.
///
/// Grading never reads these files; the findings become the `tampered` flag of a report.
public enum SubmissionAudit {
    /// One suspicious file, relative to the workspace.
    public struct Finding: Equatable, Sendable, Codable {
        public var path: String
        public var reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        public var text: String { "\(path): \(reason)" }
    }

    private static let controlFiles: [String: String] = [
        "Package.swift": "a package file; grading uses the course's own",
        "Package.resolved": "a package file; grading uses the course's own",
        TestManifest.fileName: "a test seal; grading uses the course's own",
    ]
    private static let controlFolders: [String: String] = [
        "Tests": "a tests folder; grading runs the course's own tests",
        "Solution": "a solutions folder; solutions are not part of a workspace",
        "scripts": "scripts; grading runs none from a submission",
        "Lessons": "a copy of the course; grading uses the course's own",
    ]

    /// Folders whose files grading never takes, wherever they are (`Tests/`, `Solution/`...).
    public static func isControlFolder(_ name: String) -> Bool { controlFolders[name] != nil }

    /// Everything suspicious in `workspace`, sorted by path. `testFileNames` are the names of
    /// the course's test files (a copy of one among the sources is reported). With `workflow`,
    /// the Classroom workflow is compared with the one that course writes (`ClassroomWorkflow.findings`).
    public static func findings(in workspace: Workspace, testFileNames: Set<String> = [],
                                workflow: ClassroomWorkflow.Expectation? = nil) -> [Finding] {
        var found: [Finding] = []
        let lessonFolders = Set(workspace.manifest.lessons.map(\.folder))
        // A test-writing lesson's own `Tests/` folder holds the learner's work.
        let learnerTests = Set(workspace.manifest.lessons.filter { $0.kind == "tests" }.map { "\($0.folder)/Tests" })
        guard let enumerator = FileManager.default.enumerator(atPath: workspace.root.path) else { return [] }
        while let path = enumerator.nextObject() as? String {
            let parts = path.split(separator: "/").map(String.init)
            guard let name = parts.last else { continue }
            if parts.contains(where: { $0 == ".git" || $0 == ".build" || $0 == ".swiftpm" }) {
                if name == ".git" || name == ".build" || name == ".swiftpm" { enumerator.skipDescendants() }
                continue
            }
            let url = workspace.root.appendingPathComponent(path)
            let type = (try? FileManager.default.attributesOfItem(atPath: url.path)[.type]) as? FileAttributeType
            if type == .typeSymbolicLink, let first = parts.first, lessonFolders.contains(first) {
                found.append(Finding(path: path, reason: "a symbolic link among the exercise files; grading skips it"))
                continue
            }
            if type == .typeDirectory {
                if let reason = controlFolders[name], !learnerTests.contains(path) {
                    found.append(Finding(path: path + "/", reason: reason))
                    enumerator.skipDescendants()
                }
                continue
            }
            if let reason = controlFiles[name] {
                found.append(Finding(path: path, reason: reason))
            } else if name.hasSuffix(".sh") {
                found.append(Finding(path: path, reason: "a script; grading runs none from a submission"))
            } else if parts.count >= 2, lessonFolders.contains(parts[0]), name.hasSuffix(".swift"),
                      !learnerTests.contains(parts.dropLast().joined(separator: "/")) {
                if testFileNames.contains(name) {
                    found.append(Finding(path: path, reason: "has the name of a course test file; grading uses the course's own tests"))
                } else if let text = FileManager.default.contents(atPath: url.path).map({ String(decoding: $0, as: UTF8.self) }),
                          let reason = testCodeReason(text) {
                    found.append(Finding(path: path, reason: reason))
                }
            }
        }
        if let workflow { found += ClassroomWorkflow.findings(in: workspace, expecting: workflow) }
        return found.sorted { $0.path < $1.path }
    }

    private static let testModules: Set<String> = ["XCTest", "Testing", "RxTesting", "RxTestKit"]

    /// Exercise code has no business with the test frameworks: it could shadow an assertion.
    /// Read from tokens (`SwiftTokens`), so `import XCTest;` counts and the same words in a
    /// string or a comment do not; the first finding in the file is the reason.
    static func testCodeReason(_ text: String) -> String? {
        let source = SwiftTokens(text)
        var found: [(line: Int, reason: String)] = source.imports.compactMap { declaration in
            testModules.contains(declaration.module)
                ? (declaration.line, "exercise code imports \(declaration.module); tests belong to the course") : nil
        }
        let tokens = source.tokens
        for (index, token) in tokens.enumerated() {
            if token.kind == .attribute, token.text == "testable" {
                found.append((token.line, "exercise code uses `@testable import`; tests belong to the course"))
            } else if token.is("func"), index + 1 < tokens.count, tokens[index + 1].kind == .identifier, tokens[index + 1].text.hasPrefix("XCT") {
                found.append((token.line, "exercise code defines a test assertion (`\(tokens[index + 1].text)`); tests belong to the course"))
            }
        }
        return found.min { $0.line < $1.line }?.reason
    }
}
