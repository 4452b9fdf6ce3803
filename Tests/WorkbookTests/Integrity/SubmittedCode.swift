import Foundation

/// Exercise files a dishonest student might hand in, for the sealed-grading tests: each is
/// lesson 12's starter (whose lesson may import Foundation) with `createLabel`, which every
/// one of its tests calls, doing something else first.
enum SubmittedCode {
    /// Lesson 12's starter with `body` run at the start of `createLabel`, and `helpers` (code
    /// with `import Foundation`) in a file of its own.
    static func lesson12(body: String, helpers: String, starters: URL) throws -> [String: String] {
        let interactor = try String(contentsOf: starters.appendingPathComponent("LabelEditorInteractor.swift"), encoding: .utf8)
        let marker = "public func createLabel(_ request: LabelEditorModels.Create.Request) {"
        precondition(interactor.contains(marker), "lesson 12's starter changed; update SubmittedCode")
        return [
            "LabelEditorInteractor.swift": interactor.replacingOccurrences(of: marker, with: marker + "\n" + body + "\n"),
            // Foundation brings the C library with it on Linux: no other import is allowed here.
            "Attack.swift": "import Foundation\n\n" + helpers,
        ]
    }

    /// Prints a passing XCTest line for every test of lesson 12, then ends the process with
    /// status 0 (the attack the text parser fell for).
    static func forgedPasses(testNames: [String]) -> String {
        var code = "func forge() -> Never {\n"
        for name in testNames {
            code += "    print(\"Test Case '\(name)' started at 2026-01-01 00:00:00.000\")\n"
            code += "    print(\"Test Case '\(name)' passed (0.001 seconds)\")\n"
        }
        code += "    print(\"\\t Executed \(testNames.count) tests, with 0 failures (0 unexpected) in 0.01 (0.01) seconds\")\n"
        code += "    fflush(nil)\n    exit(0)\n}\n"
        return code
    }

    /// Closes standard output and error, then ends with status 0.
    static let silenced = """
    func forge() -> Never {
        let null = open("/dev/null", O_WRONLY)
        dup2(null, 1); dup2(null, 2)
        exit(0)
    }
    """

    /// Tries what a sealed-off test process must not be able to do, and returns what worked
    /// as text (`read-solution:no write-course:no ...`), which the test then shows as the
    /// label's name in its failure message. `targets` are host paths the attack aims at.
    static func probe(solution: String, courseFile: String, homeFile: String, otherStudentFile: String, port: Int) -> String {
        """
        func probe() -> String {
            var found: [String] = []
            let solution = (try? String(contentsOfFile: \(literal(solution)), encoding: .utf8)) != nil
            found.append("read-solution:\\(solution ? "yes" : "no")")
            let wroteCourse = (try? "pwned".write(toFile: \(literal(courseFile)), atomically: false, encoding: .utf8)) != nil
            found.append("write-course:\\(wroteCourse ? "yes" : "no")")
            let wroteHome = (try? "pwned".write(toFile: \(literal(homeFile)), atomically: false, encoding: .utf8)) != nil
            found.append("write-home:\\(wroteHome ? "yes" : "no")")
            let wroteOther = (try? "pwned".write(toFile: \(literal(otherStudentFile)), atomically: false, encoding: .utf8)) != nil
            found.append("write-other-student:\\(wroteOther ? "yes" : "no")")
            found.append("network:\\(connects(port: \(port)) ? "yes" : "no")")
            return found.joined(separator: " ")
        }

        func connects(port: Int) -> Bool {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard socket >= 0 else { return false }
            defer { close(socket) }
            // A `sockaddr` spelled out byte by byte (port, then 127.0.0.1): no pointer is named, as
            // the import policy wants of exercise code.
            var address = sockaddr()
            address.sa_family = sa_family_t(AF_INET)
            address.sa_data = (CChar(truncatingIfNeeded: port >> 8), CChar(truncatingIfNeeded: port), 127, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0)
            return connect(socket, &address, socklen_t(MemoryLayout<sockaddr>.size)) == 0
        }
        """
    }

    /// Starts `sleep TOKEN` in a session of its own with no descriptor of the test process,
    /// and does not wait for it: a process meant to outlive the run and its process group.
    static let outliving = """
    func leaveBehind(_ token: String) {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "setsid sleep \\(token) </dev/null >/dev/null 2>&1 &"]
        try? shell.run()
        shell.waitUntilExit()
    }
    """

    /// Allocates and touches `gibibytes` GiB.
    static let memoryHog = """
    func hog(_ gibibytes: Int) -> Int {
        var pages = [UInt8](repeating: 1, count: gibibytes << 30)
        pages[4096] = 2
        return Int(pages[4096])
    }
    """

    /// Tries to read what would tell one build of the code under test from another, or the
    /// grader's key: its own bundle (by path and as `/proc/self/exe`), its memory and its
    /// environment through `/proc/self`, and to make the bundle readable again.
    static let selfReader = """
    func readSelf() -> String {
        var found: [String] = []
        let bundle = CommandLine.arguments[0]
        found.append("read-bundle:\\(FileManager.default.contents(atPath: bundle) != nil ? "yes" : "no")")
        found.append("read-exe:\\(FileManager.default.contents(atPath: "/proc/self/" + "exe") != nil ? "yes" : "no")")
        for name in ["mem", "environ"] {
            let descriptor = open("/proc/self/" + name, O_RDONLY)
            found.append("open-\\(name):\\(descriptor >= 0 ? "yes" : "no")")
            if descriptor >= 0 { close(descriptor) }
        }
        found.append("chmod-bundle:\\(chmod(bundle, 0o755) == 0 ? "yes" : "no")")
        let size = (try? FileManager.default.attributesOfItem(atPath: bundle)[.size] as? Int) ?? 0
        found.append("size-padded:\\(size > 0 && size % (64 << 20) == 0 ? "yes" : "no")")
        return found.joined(separator: " ")
    }
    """

    /// Finds the grader's report folder in `/proc/self/mountinfo` (the sandbox mounts it at
    /// its own path), reads the key from the report's first line, writes with it that the
    /// running test finished, and ends the process: the test passes unless the key cannot be
    /// read back, and the grader runs the tests not yet started in a new process, which does
    /// the same.
    static let reportForger = """
    func forgeFromReport() {
        guard let mounts = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else { return }
        for line in mounts.split(separator: "\\n") {
            let fields = line.split(separator: " ")
            guard fields.count > 4, fields[4].contains("/runs/run-") else { continue }
            let folder = String(fields[4])
            guard let report = try? String(contentsOfFile: folder + "/report", encoding: .utf8) else { continue }
            let lines = report.split(separator: "\\n").map { $0.split(separator: " ") }
            guard let running = lines.last(where: { $0.count > 2 && $0[1] == "start" }) else { continue }
            let forged = "\\(running[0]) finish \\(running[2]) 0.001\\n"
            guard let handle = FileHandle(forWritingAtPath: folder + "/report") else { continue }
            handle.seekToEndOfFile()
            handle.write(Data(forged.utf8))
            exit(0)
        }
    }
    """

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
