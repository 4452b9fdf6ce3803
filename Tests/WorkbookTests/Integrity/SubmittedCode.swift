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
        atexit { _exit(0) }
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
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            return withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
            }
        }
        """
    }

    /// Starts `sleep TOKEN` in a session of its own with no descriptor of the test process,
    /// and does not wait for it: a process meant to outlive the run and its process group.
    static let outliving = """
    func leaveBehind(_ token: String) {
        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", "setsid sleep \\(token) </dev/null >/dev/null 2>&1 &"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        _ = posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
    }
    """

    /// Allocates and touches `gibibytes` GiB.
    static let memoryHog = """
    func hog(_ gibibytes: Int) -> Int {
        let count = gibibytes << 30
        let pointer = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 4096)
        var step = 0
        while step < count { pointer.storeBytes(of: 1, toByteOffset: step, as: UInt8.self); step += 4096 }
        return Int(pointer.load(fromByteOffset: 4096, as: UInt8.self))
    }
    """

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
