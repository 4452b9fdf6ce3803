import Foundation
import ArchLabTestSupport

/// Starts `lineedit-demo` in an 80×24 pseudo-terminal with a clean, UTF-8 environment:
/// `HOME` is `home` (so no real `~/.editrc` is read) and `TERM` is `xterm`.
/// Called by the end-to-end tests; the caller terminates the session.
enum LineEditDemo {
    static let prompt = "archlab> "

    static func start(home: URL, historyFile: URL? = nil, columns: Int = 80, arguments extra: [String] = []) throws -> PTYSession {
        let executable = try BuildProducts.executable(named: "lineedit-demo")
        var arguments = extra
        if let historyFile {
            arguments += ["--history", historyFile.path]
        }
        let environment = [
            "HOME": home.path,
            "TERM": "xterm",
            "LANG": "C.UTF-8",
            "PATH": "/usr/bin:/bin",
        ]
        return try PTYSession(executable: executable, arguments: arguments, environment: environment, columns: columns)
    }
}
