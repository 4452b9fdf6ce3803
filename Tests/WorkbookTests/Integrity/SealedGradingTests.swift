// Linux only: the sandbox these attacks must not escape is bubblewrap, and the checks read
// `/proc` and open sockets with Glibc's types (docs/PORTING.md).
#if os(Linux)
import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import Glibc
import XCTest

/// A dishonest student's hand-ins against the real course, graded for real: every attack
/// must fail its lesson, and nothing it tried may reach the grader's machine. Runs with
/// `ARCHLAB_LESSONS_INTEGRATION=1` (scripts/test sets it after the course checks built the
/// course's libraries); it then needs a working sandbox (bubblewrap) and fails without one.
final class SealedGradingTests: XCTestCase {
    private static let lessons = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Lessons")
    private var folder: TemporaryFolder!
    private var course: Course!

    override func setUpWithError() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["ARCHLAB_LESSONS_INTEGRATION"] == "1",
                          "set ARCHLAB_LESSONS_INTEGRATION=1 to grade attacks against the real course")
        let sandbox = Sandbox.detect()
        XCTAssertTrue(sandbox.isSealed, "no sandbox: \(sandbox.unavailableReason ?? "")")
        try XCTSkipUnless(sandbox.isSealed)
        folder = try TemporaryFolder(prefix: "archlab-attack")
        course = try Course.load(from: Self.lessons)
    }

    override func tearDown() {
        folder = nil
    }

    /// A workspace whose lesson 12 holds `files`; the rest are starters.
    private func workspace(_ name: String, lesson12 files: [String: String]) throws -> Workspace {
        let root = folder.url.appendingPathComponent(name)
        let workspace = try Workspace.create(at: root, course: course, courseRevision: "test").workspace
        let lesson = workspace.root.appendingPathComponent("12-models")
        for (file, text) in files { try Data(text.utf8).write(to: lesson.appendingPathComponent(file)) }
        return workspace
    }

    private var starters12: URL { Self.lessons.appendingPathComponent("12-models/Exercise") }
    private var lesson12: Lesson { course.lessons.first { $0.folder == "12-models" }! }

    /// A check of `workspace`'s lesson 12 with the symbol check off: these attacks call the C
    /// library (`open`, `socket`, `exit`...), which `SymbolPolicy` refuses before anything
    /// runs (`CLibraryAttackTests`); here the sandbox and the harness must hold on their own.
    private func check(_ workspace: Workspace, timeout: Double = 60) -> ExerciseResult {
        var checker = ExerciseChecker(lessonsDirectory: Self.lessons, runner: ProcessCommandRunner())
        checker.screensSymbols = false
        checker.workspace = workspace
        checker.testTimeout = timeout
        return checker.check(lesson12)
    }

    private func testNames() throws -> [String] {
        let text = try String(contentsOf: Self.lessons.appendingPathComponent("12-models/Tests/ModelsExerciseTests.swift"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "func test"), let paren = line.range(of: "(") else { return nil }
            return "ModelsExerciseTests." + line[range.lowerBound..<paren.lowerBound].dropFirst(5)
        }
    }

    func testPrintedPassesAndExitZeroPassNothing() throws {
        let names = try testNames()
        XCTAssertGreaterThan(names.count, 2)
        let files = try SubmittedCode.lesson12(body: "forge()", helpers: SubmittedCode.forgedPasses(testNames: names), starters: starters12)
        let result = check(try workspace("forger", lesson12: files))
        XCTAssertEqual(result.outcome, .testsFailed, result.learnerText())
        XCTAssertEqual(result.testRun?.passed.count, 0, result.learnerText())
        XCTAssertEqual(result.testRun?.cases.count, names.count, "every sealed test has a verdict")
        // The tests that reach the forger end its process; each is a failure that says so.
        let ended = result.testRun?.cases.filter { $0.failures.contains { $0.message.contains("ended (exit status 0) before") } } ?? []
        XCTAssertGreaterThan(ended.count, 2, result.learnerText())
    }

    func testSilencedOutputAndForcedStatusPassNothing() throws {
        let files = try SubmittedCode.lesson12(body: "forge()", helpers: SubmittedCode.silenced, starters: starters12)
        let result = check(try workspace("silent", lesson12: files))
        XCTAssertEqual(result.outcome, .testsFailed, result.learnerText())
        XCTAssertEqual(result.testRun?.passed.count, 0, result.learnerText())
    }

    func testTheSandboxKeepsTheCourseHomeOtherStudentsAndNetworkOutOfReach() throws {
        let other = try workspace("bob", lesson12: [:])
        let otherFile = other.root.appendingPathComponent("12-models/Stolen.swift").path
        let courseFile = Self.lessons.appendingPathComponent("12-models/Tests/Injected-\(UUID().uuidString).swift").path
        let homeFile = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("archlab-attack-\(UUID().uuidString)").path
        let listener = try LoopbackListener()
        let probe = SubmittedCode.probe(solution: Self.lessons.appendingPathComponent("12-models/Solution/LabelEditorInteractor.swift").path,
                                        courseFile: courseFile, homeFile: homeFile, otherStudentFile: otherFile, port: listener.port)
        // The probe's answer becomes the name of the first label, which the tests then show.
        let files = try SubmittedCode.lesson12(body: "labels.append(Label(id: 1, name: probe()))", helpers: probe, starters: starters12)
        let result = check(try workspace("mallory", lesson12: files))
        let shown = (result.testRun?.cases ?? []).flatMap(\.failures).map { "\($0.actual ?? "") \($0.message)" }.joined(separator: "\n")
        XCTAssertTrue(shown.contains("read-solution:no write-course:no write-home:no write-other-student:no network:no"), shown)
        for path in [courseFile, homeFile, otherFile] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: path), "the sandboxed code wrote \(path)")
            try? FileManager.default.removeItem(atPath: path)
        }
        XCTAssertEqual(listener.accepted, 0, "the sandboxed code reached the grader's network")
    }

    /// Lesson 12 may import Foundation, so the sandbox alone must keep the test process from
    /// the bytes that tell one build from another (the test-writing attack: fail whenever the
    /// bundle is not the reference's) and from its own memory and environment.
    func testTheTestsCannotReadTheirOwnBundleMemoryOrEnvironment() throws {
        let files = try SubmittedCode.lesson12(body: "labels.append(Label(id: 1, name: readSelf()))", helpers: SubmittedCode.selfReader, starters: starters12)
        let result = check(try workspace("narcissus", lesson12: files))
        let shown = (result.testRun?.cases ?? []).flatMap(\.failures).map { "\($0.actual ?? "") \($0.message)" }.joined(separator: "\n")
        XCTAssertTrue(shown.contains("read-bundle:no read-exe:no open-mem:no open-environ:no chmod-bundle:no size-padded:yes"), shown)
    }

    /// A lesson-13a test that tells the reference from a seeded bug by the bytes of its own
    /// bundle, and one that reflects into the grader's observer for its key: neither is built.
    func testALearnersTestThatReadsItsBundleOrReflectsIntoTheObserverIsNotBuilt() throws {
        let lesson = try XCTUnwrap(course.lessons.first { $0.folder == "13a-profile-interactor-spy" })
        let honest = try String(contentsOf: Self.lessons.appendingPathComponent("13a-profile-interactor-spy/Solution/Tests/ProfileInteractorSpecTests.swift"), encoding: .utf8)
        let attacks = [
            "FileManager": """
                final class BundleSniffTests: XCTestCase {
                    func testTheBundleIsTheReference() throws {
                        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: CommandLine.arguments[0]), "the bundle cannot be read")
                        XCTAssertEqual(bytes.count % 7, 3, "a hash of the reference's bytes would go here")
                    }
                }
                """,
            "Mirror": """
                final class KeyFinderTests: XCTestCase {
                    func testTheKeyCannotBeFound() {
                        var found: [String] = []
                        func walk(_ value: Any, depth: Int) {
                            guard depth < 6 else { return }
                            for child in Mirror(reflecting: value).children {
                                if let text = child.value as? String, text.count == 64 { found.append(text) }
                                walk(child.value, depth: depth + 1)
                            }
                        }
                        walk(XCTestObservationCenter.shared, depth: 0)
                        XCTAssertEqual(found, [], "the grader's key, from which every verdict line can be forged")
                    }
                }
                """,
        ]
        for (name, attack) in attacks.sorted(by: { $0.key < $1.key }) {
            let workspace = try workspace("spy-\(name)", lesson12: [:])
            try Data((honest + "\n" + attack + "\n").utf8).write(to: workspace.root.appendingPathComponent("13a-profile-interactor-spy/Tests/ProfileInteractorSpecTests.swift"))
            var checker = ExerciseChecker(lessonsDirectory: Self.lessons, runner: ProcessCommandRunner())
            checker.workspace = workspace
            let result = checker.check(lesson)
            XCTAssertEqual(result.outcome, .buildFailed, "\(name): \(result.learnerText())")
            XCTAssertTrue(result.compilerErrors.contains { $0.message.hasPrefix("`\(name)` is not allowed in lesson 13a's exercise") }, "\(name): \(result.learnerText())")
        }
    }

    func testAProcessStartedByTheTestsEndsWithThem() throws {
        let token = "\(Int.random(in: 900_000...999_999))"
        let files = try SubmittedCode.lesson12(body: "leaveBehind(\"\(token)\")", helpers: SubmittedCode.outliving, starters: starters12)
        _ = check(try workspace("lingerer", lesson12: files))
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(Self.processes(withArgument: token), [], "a process the tests started outlived the grade")
    }

    func testAMemoryHogFailsItsOwnLessonOnly() throws {
        let files = try SubmittedCode.lesson12(body: "_ = hog(2)", helpers: SubmittedCode.memoryHog, starters: starters12)
        let result = check(try workspace("hog", lesson12: files))
        XCTAssertEqual(result.outcome, .testsFailed, result.learnerText())
        XCTAssertEqual(result.testRun?.passed.count, 0)
        XCTAssertTrue(result.testRun?.cases.contains { $0.status == .crashed } ?? false, result.learnerText())
    }

    func testAStudentWhoSleepsCostsAtMostTheBudgetAndIsReportedAsTimeout() throws {
        let files = try SubmittedCode.lesson12(body: "Thread.sleep(forTimeInterval: 1000)", helpers: "", starters: starters12)
        let sleeper = try workspace("sleeper", lesson12: files)
        var grader = BatchGrader(lessonsDirectory: Self.lessons, sources: .workspace(sleeper), scratch: folder.url.appendingPathComponent("grade"),
                                 buildDirectory: ExerciseChecker.sharedBuildDirectory(lessonsDirectory: Self.lessons))
        grader.testBudget = 8
        let started = Date()
        let report = grader.grade(course, only: ["models", "streams"])
        let testing = report.results.map(\.testSeconds).reduce(0, +)
        XCTAssertLessThan(testing, 8 + 5, "the tests ran past the budget")
        XCTAssertEqual(report.results.first { $0.folder == "12-models" }?.outcome, .timedOut, report.renderText())
        XCTAssertLessThan(Date().timeIntervalSince(started), 600)
    }

    /// Pids of processes whose command line has `argument`.
    static func processes(withArgument argument: String) -> [String] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { $0.allSatisfy(\.isNumber) } ?? []
        return pids.filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return data.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == argument }
        }
    }
}

/// A TCP listener on 127.0.0.1 that counts the connections it accepts (none, if the sandbox
/// holds).
final class LoopbackListener: @unchecked Sendable { // `count` is written by its own thread, read after
    let port: Int
    private let socket: Int32
    private var count = 0
    private let lock = NSLock()

    init() throws {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard bound == 0, listen(descriptor, 8) == 0 else { throw CocoaError(.fileWriteUnknown) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        port = Int(UInt16(bigEndian: address.sin_port))
        socket = descriptor
        Thread.detachNewThread { [weak self] in
            while true {
                let client = accept(descriptor, nil, nil)
                guard client >= 0 else { return }
                close(client)
                self?.lock.lock(); self?.count += 1; self?.lock.unlock()
            }
        }
    }

    var accepted: Int { lock.lock(); defer { lock.unlock() }; return count }

    deinit { shutdown(socket, Int32(SHUT_RDWR)); close(socket) }
}
#endif
