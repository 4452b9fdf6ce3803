import Foundation
import Synchronization

/// Runs the tests of a built test bundle sealed off, and takes each verdict from the grader's
/// observer in the process (`VerdictReport`), never from what the process prints or how it
/// exits.
///
/// The tests to expect are listed first (`--list-tests`, which runs no test code: Swift has
/// no static initialisers and exercise code may declare none). A test passes only when the
/// observer saw it start and finish with no failure. When the process ends early (`exit`, a
/// crash, a signal), the test that was running fails with the reason, and the tests not yet
/// started run again in a new process, until every test has a verdict or a run makes no
/// progress. So printed text, closed descriptors, `exit`, `abort`, signals or sleeping can
/// make a test fail, never pass.
public struct SealedTestRun: Sendable {
    public var sandbox: Sandbox
    public var runner: any CommandRunner
    /// The built test bundle (on Linux, an executable that takes `Module.Class` filters).
    public var bundle: URL
    /// The path the bundle has inside the sandbox; one fixed path, so that every variant of a
    /// test-writing exercise runs from the same place.
    public var bundleInside: String
    /// A course-owned folder for the runs' report folders (one per process, removed after).
    public var runsFolder: URL
    /// Seconds for all the processes of this run together.
    public var timeout: Double
    /// The grade's shared budget, when it has one: each process runs at most what is left of
    /// it, and spends its seconds from it.
    public var budget: TestBudget?

    public init(sandbox: Sandbox, runner: any CommandRunner, bundle: URL, runsFolder: URL, timeout: Double,
                bundleInside: String = "/archlab/bin/ArchLabTests.xctest") {
        self.sandbox = sandbox
        self.runner = runner
        self.bundle = bundle
        self.runsFolder = runsFolder
        self.timeout = timeout
        self.bundleInside = sandbox.isSealed ? bundleInside : bundle.path
    }

    /// What a run found.
    public struct Outcome: Sendable {
        /// One case per expected test, in listing order; `module` set on each.
        public var run: TestRun
        /// Everything the processes printed, for the failure details shown to the learner.
        public var output: CommandOutput
        /// The tests the bundle holds of the classes asked for.
        public var expected: [String]

        public init(run: TestRun, output: CommandOutput, expected: [String]) {
            self.run = run
            self.output = output
            self.expected = expected
        }

        /// A run whose verdicts could only be read from its text (`swift test`, where no bundle
        /// can be run directly): not sealed, as docs/CLASSROOM.md says. A run that printed
        /// only passes but ended with a failing status does not pass.
        public init(unsealed output: CommandOutput, module: String, timeout: Double) {
            var run = TestOutputParser.parseTestOutput(output.combined)
            run.cases = run.cases.map { var test = $0; test.module = module; return test }
            if output.timedOut {
                run.crash = TestCrash(testName: nil, message: "the tests ran longer than \(Int(timeout)) seconds and were stopped (an endless loop, or waiting for an event that never comes?)", location: nil)
                run.ranOutOfTime = true
            } else if run.allPassed && output.status != 0 {
                run.crash = TestCrash(testName: nil, message: "the test process ended with status \(output.status)", location: nil)
            }
            self.init(run: run, output: output, expected: run.cases.map { "\(module).\($0.suite)/\($0.name)" })
        }
    }

    /// Runs every test of `classes` (`Module.Class`).
    public func run(classes: [String]) -> Outcome {
        try? FileManager.default.createDirectory(at: runsFolder, withIntermediateDirectories: true)
        let executable: URL
        if sandbox.isSealed {
            do { executable = try Self.executeOnlyCopy(of: bundle, in: runsFolder) } catch {
                return Outcome(run: TestRun(), output: CommandOutput(status: -1, stdout: "", stderr: "could not prepare the test bundle in \(runsFolder.path): \(error)"),
                               expected: [])
            }
        } else {
            executable = bundle
        }
        defer { if executable != bundle { try? FileManager.default.removeItem(at: executable) } }
        let listing = list(executable)
        var combined = CommandOutput(status: listing.status, stdout: "", stderr: "", seconds: listing.seconds,
                                     timedOut: listing.timedOut, cancelled: listing.cancelled)
        if listing.cancelled || listing.timedOut || listing.status == 127 { return Outcome(run: TestRun(), output: combined, expected: []) }
        let wanted = Set(classes)
        let expected = Self.listedTests(listing.stdout).filter { wanted.contains(Self.classOf($0)) }
        guard !expected.isEmpty else {
            combined.stdout = listing.stdout
            combined.stderr = listing.stderr
            return Outcome(run: TestRun(), output: combined, expected: [])
        }

        var seen: [String: VerdictReport.Test] = [:]
        var crashes: [String: TestCrash] = [:]
        var remaining = expected
        var ended: String?
        // `timeout` bounds the test processes' seconds, as the budget does: the copy and the
        // listing are the grader's time, and a run whose timeout is what was left of the budget
        // then spends all of it when it runs out.
        var testing = 0.0
        while !remaining.isEmpty {
            let left = min(timeout - testing, budget?.left ?? .infinity)
            guard left > 0 else { combined.timedOut = true; break }
            let (report, output) = runOnce(remaining, executable: executable, timeout: left)
            budget?.spend(output.seconds)
            testing += output.seconds
            combined.stdout += output.stdout
            combined.stderr += output.stderr
            combined.seconds += output.seconds
            combined.status = output.status
            for (id, test) in report.tests { seen[id] = test }
            if output.cancelled { combined.cancelled = true; break }
            if output.timedOut { combined.timedOut = true; break }
            // The test this process was in when it ended: its own reason, from this process.
            let unfinished = report.tests.filter { $0.value.started && !$0.value.finished }
            let said = unfinished.isEmpty ? nil : TestOutputParser.parseTestOutput(output.combined).crash
            for id in unfinished.keys {
                let name = String(id.drop { $0 != "/" }.dropFirst())
                crashes[id] = TestCrash(testName: name, message: said.flatMap { $0.message == "the test process stopped unexpectedly" ? nil : $0.message }
                                            ?? "\(Self.ending(of: output)) before `\(name)` finished",
                                        location: said?.location)
            }
            let notStarted = remaining.filter { seen[$0]?.started != true }
            if report.finished || notStarted.count == remaining.count {
                ended = report.finished ? nil : Self.ending(of: output)
                break
            }
            remaining = notStarted
        }
        return Outcome(run: Self.testRun(expected: expected, seen: seen, crashes: crashes, ended: ended, timedOut: combined.timedOut,
                                         cancelled: combined.cancelled, timeout: timeout),
                       output: combined, expected: expected)
    }

    /// The bundle's `--list-tests` output, remembered per bundle file (path, size and
    /// modification time): a test-writing check runs one bundle once per seeded bug.
    private func list(_ executable: URL) -> CommandOutput {
        let attributes = try? FileManager.default.attributesOfItem(atPath: bundle.path)
        let stamp = "\(bundle.path)|\((attributes?[.size] as? Int) ?? -1)|\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1)"
        if let known = Self.listings.withLock({ $0[stamp] }) { return known }
        let listing = runner.run(command([bundleInside, "--list-tests"], executable: executable), in: runsFolder, environment: [:], timeout: min(timeout, 60))
        if listing.status == 0 { Self.listings.withLock { $0[stamp] = listing } }
        return listing
    }

    private static let listings = Mutex<[String: CommandOutput]>([:])

    /// One process running `tests`; its report and output.
    private func runOnce(_ tests: [String], executable: URL, timeout: Double) -> (VerdictReport, CommandOutput) {
        let folder = runsFolder.appendingPathComponent("run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = Self.newKey()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data((key + "\n").utf8).write(to: folder.appendingPathComponent("key"))
        } catch {
            return (VerdictReport(text: "", key: key),
                    CommandOutput(status: -1, stdout: "", stderr: "could not prepare the test run in \(folder.path): \(error)"))
        }
        let user = Sandbox.nextUnprivilegedID()
        Sandbox.prepareWritable(folder, unprivileged: true, userID: user)
        let output = runner.run(command([bundleInside, tests.joined(separator: ",")], executable: executable, verdicts: folder, userID: user),
                                in: runsFolder, environment: sandbox.isSealed ? [:] : ["ARCHLAB_VERDICTS": folder.path], timeout: timeout)
        let text = (try? String(contentsOf: folder.appendingPathComponent("report"), encoding: .utf8)) ?? ""
        return (VerdictReport(text: text, key: key), output)
    }

    /// `arguments` as run: sealed off when there is a sandbox (the bundle's execute-only copy
    /// `executable`, the toolchain and the report folder are all it sees), as they are otherwise.
    private func command(_ arguments: [String], executable: URL, verdicts: URL? = nil, userID: UInt32 = Sandbox.nextUnprivilegedID()) -> [String] {
        guard sandbox.isSealed else { return arguments }
        var mounts = [SandboxSpec.Mount(executable.path, at: bundleInside)]
        var environment: [String: String] = [:]
        if let verdicts {
            mounts.append(SandboxSpec.Mount(verdicts.path, writable: true))
            environment["ARCHLAB_VERDICTS"] = verdicts.path
        }
        let spec = SandboxSpec(mounts: mounts, workingDirectory: "/tmp", environment: environment,
                               limits: .tests(cpuSeconds: UInt64(max(timeout, 1)) + 5), unprivileged: true, userID: userID)
        return sandbox.command(arguments, spec: spec)
    }

    /// Sizes of the bundles the sandbox runs are rounded up to a multiple of this.
    static let paddedSize = 64 << 20

    /// A copy of `bundle` in `folder` that the test process may run but not read (mode 0111: a
    /// program needs no read permission to be executed, and bound read-only it cannot be
    /// changed back), so that neither its path nor `/proc/self/exe` give the tests their own
    /// bytes, with which a learner's test could tell a seeded bug from the reference without
    /// testing anything. What `stat` still shows says nothing either: every copy is modified
    /// at the same time, and its size is rounded up to `paddedSize` (with a hole: no disk is
    /// used, and the program ignores what follows its last section). A bundle that is not a
    /// program (an ELF file) but a script, as stand-ins in tests are, is copied readable and
    /// unpadded: its interpreter must read it.
    static func executeOnlyCopy(of bundle: URL, in folder: URL) throws -> URL {
        let copy = folder.appendingPathComponent("bundle-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: bundle, to: copy)
        do {
            let handle = try FileHandle(forUpdating: copy)
            let program = try handle.read(upToCount: 4) == Data([0x7F, 0x45, 0x4C, 0x46])
            if program {
                let size = try handle.seekToEnd()
                let padded = UInt64(paddedSize)
                try handle.truncate(atOffset: (size + padded - 1) / padded * padded)
            }
            try handle.close()
            try FileManager.default.setAttributes([.posixPermissions: program ? 0o111 : 0o555, .modificationDate: Date(timeIntervalSince1970: 0)],
                                                  ofItemAtPath: copy.path)
        } catch {
            try? FileManager.default.removeItem(at: copy)
            throw error
        }
        return copy
    }

    /// A fresh secret for one process: 32 random bytes as hex.
    static func newKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// `Module.Class/method` lines of `--list-tests` output.
    static func listedTests(_ text: String) -> [String] {
        TextLines.split(text).compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let slash = trimmed.firstIndex(of: "/"), trimmed[..<slash].contains("."), !trimmed.contains(" ") else { return nil }
            return trimmed
        }
    }

    /// `Module.Class/method` → `Module.Class`.
    static func classOf(_ id: String) -> String { String(id.prefix { $0 != "/" }) }

    /// Why a process ended before its tests did, from its exit status.
    private static func ending(of output: CommandOutput) -> String {
        output.status > 128 ? "the test process was killed by signal \(output.status - 128)" : "the test process ended (exit status \(output.status))"
    }

    /// One case per expected test, from what the observer saw.
    static func testRun(expected: [String], seen: [String: VerdictReport.Test], crashes: [String: TestCrash], ended: String?,
                        timedOut: Bool, cancelled: Bool, timeout: Double) -> TestRun {
        var cases: [TestCaseResult] = []
        var runCrash: TestCrash?
        for id in expected {
            let name = String(id.drop { $0 != "/" }.dropFirst())
            let qualified = classOf(id)
            let module = qualified.split(separator: ".").first.map(String.init)
            let suite = qualified.split(separator: ".").last.map(String.init) ?? qualified
            let test = seen[id] ?? VerdictReport.Test()
            var result = TestCaseResult(suite: suite, name: name, status: .passed, failures: test.failures, seconds: test.seconds)
            result.module = module
            if test.passed {
                cases.append(result)
                continue
            }
            if test.started && test.finished {
                result.status = .failed
                if test.skipped { result.failures.append(TestFailure(file: nil, line: nil, message: "the test was skipped; a skipped test does not pass")) }
            } else if test.started {
                // Its own reason is kept as its failure: later tests ran in new processes.
                result.status = .crashed
                let crash = timedOut && crashes[id] == nil
                    ? TestCrash(testName: name, message: "the tests ran longer than \(Int(timeout)) seconds and were stopped (an endless loop, or waiting for an event that never comes?)", location: nil)
                    : crashes[id] ?? TestCrash(testName: name, message: "\(ended ?? "the test process ended") before `\(name)` finished", location: nil)
                result.failures.append(TestFailure(file: nil, line: nil, message: crash.message))
                runCrash = runCrash ?? crash
            } else {
                result.status = .failed
                let why = cancelled ? "the check was stopped before `\(name)` started"
                    : timedOut ? "the time ran out before `\(name)` started"
                    : "`\(name)` never ran: \(ended ?? "the test process ended") before it started"
                result.failures.append(TestFailure(file: nil, line: nil, message: why))
            }
            cases.append(result)
        }
        return TestRun(cases: cases, crash: runCrash, ranOutOfTime: timedOut)
    }
}
