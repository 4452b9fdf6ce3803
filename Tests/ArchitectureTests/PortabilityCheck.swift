import ArchLabWorkbook
import Foundation

/// docs/PORTING.md as rules: each assumption about the system ArchLab runs on is made in one
/// file, the one place of its concern, and a C library import has its Darwin branch.
///
/// A file is read as Swift tokens (`SwiftTokens`), so words in comments are not findings and
/// string literals are what the rules on paths and file names look at. `#if` conditions are
/// followed, so that code under `#if os(Linux)` may use Linux's own API.
struct PortabilityCheck {
    /// A rule broken at a line of a file.
    struct Finding: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var message: String
        var description: String { "\(file):\(line): \(message)" }
    }

    /// The one place of each concern (paths from the repository's root).
    static let executablePath = "Sources/Toolchain/Host/HostExecutable.swift"
    static let dynamicLibrary = "Sources/Toolchain/Host/DynamicLibrary.swift"
    static let inotifyWatcher = "Sources/Workbook/Host/InotifyFileWatcher.swift"
    /// Where `Sources/` may ask which system it is built for (`#if os(...)`): the host's folders
    /// (the workbook's, and the toolchain's: the executable, loadable libraries) and the sandbox
    /// (bubblewrap is Linux's). Elsewhere code asks them.
    static let systemChecks = ["Sources/Workbook/Host/", "Sources/Toolchain/Host/", "Sources/Workbook/Sandbox/Sandbox.swift"]

    /// `.so` or `.dylib` ending a literal or followed by what cannot continue a file name
    /// (`ld.so.cache` is a file of its own, not a library's extension).
    private static let libraryExtension = try! NSRegularExpression(pattern: #"\.(so|dylib)(?![A-Za-z0-9_.])"#)
    private static let linkerFlags = ["export-dynamic", "export_dynamic", "dynamic_lookup"]

    /// Everything `text`, the file at `path`, does against the rules.
    static func findings(in text: String, path: String) -> [Finding] {
        var findings: [Finding] = []
        func report(_ line: Int, _ message: String) { findings.append(Finding(file: path, line: line, message: message)) }
        /// Every `#if` group read so far, as the conditions of its branches (`else` for `#else`).
        var groups: [[String]] = []
        /// The groups the current line is inside, innermost last.
        var open: [Int] = []
        var glibcImports: [(line: Int, group: Int?)] = []
        func inside(_ condition: String) -> Bool { open.contains { groups[$0].last == condition } }

        let lines = Dictionary(grouping: SwiftTokens(text).tokens, by: \.line)
        for number in lines.keys.sorted() {
            let line = lines[number]!
            if line[0].kind == .poundKeyword, ["if", "elseif", "else", "endif"].contains(line[0].text) {
                let condition = line[0].text == "else" ? "else" : line.dropFirst().map(\.text).joined()
                if path.hasPrefix("Sources/"), condition.contains("os("), !systemChecks.contains(where: path.hasPrefix) {
                    report(number, "`#\(line[0].text) \(condition)` outside \(systemChecks.joined(separator: " and ")); ask the host's one place of that concern instead")
                }
                switch line[0].text {
                case "if":
                    groups.append([condition])
                    open.append(groups.count - 1)
                case "endif":
                    _ = open.popLast()
                default:
                    if let innermost = open.last { groups[innermost].append(condition) }
                }
                continue
            }
            for (index, token) in line.enumerated() {
                let previous = index > 0 ? line[index - 1].text : nil
                let next = index + 1 < line.count ? line[index + 1].text : nil
                if token.kind == .identifier, token.text == "Glibc", !inside("os(Linux)") {
                    if previous == "import" {
                        glibcImports.append((number, open.last))
                    } else if next == ".", !inside("canImport(Glibc)") {
                        report(number, "`Glibc.` outside `#if canImport(Glibc)`; give it its `#elseif canImport(Darwin)` branch (or call `POSIX`)")
                    }
                }
                if token.kind == .identifier, token.text.hasPrefix("inotify_"), path != inotifyWatcher {
                    report(number, "`\(token.text)` outside \(inotifyWatcher); watch files with `FileWatchers.watching(_:)`")
                }
                guard token.kind == .string else { continue }
                if token.text.contains("/proc/self/exe"), path != executablePath {
                    report(number, "`/proc/self/exe` outside \(executablePath); use `HostExecutable.url`")
                }
                let whole = NSRange(token.text.startIndex..., in: token.text)
                if path != dynamicLibrary, libraryExtension.firstMatch(in: token.text, range: whole) != nil || ["so", "dylib"].contains(token.text) {
                    report(number, "a library file name (`\(token.text)`) outside \(dynamicLibrary); use `DynamicLibrary.fileName(_:)`")
                }
                if path != dynamicLibrary, linkerFlags.contains(where: token.text.contains) {
                    report(number, "a linker flag for loaded libraries (`\(token.text)`) outside \(dynamicLibrary) and Package.swift; use `DynamicLibrary.swiftcArguments`")
                }
                if token.text.contains("swift-tools-version"), !text.contains(".macOS(.v15)") {
                    report(number, "a manifest written without `platforms: [.macOS(.v15)]`; Synchronization's `Mutex` and `Atomic` need macOS 15")
                }
            }
        }
        for glibc in glibcImports {
            let branches = glibc.group.map { groups[$0] } ?? []
            if branches.first != "canImport(Glibc)" || !branches.contains("canImport(Darwin)") {
                report(glibc.line, "`import Glibc` without its Darwin branch; write `#if canImport(Glibc)`, `import Glibc`, `#elseif canImport(Darwin)`, `import Darwin`, `#endif`")
            }
        }
        return findings.sorted { ($0.line, $0.message) < ($1.line, $1.message) }
    }

    /// The findings of every Swift file under `folders` of the repository at `root`, with
    /// how many files were read.
    static func findings(root: URL, folders: [String], skipping skipped: Set<String>) throws -> (findings: [Finding], files: Int) {
        var findings: [Finding] = []
        var files = 0
        for folder in folders {
            for file in ModuleImportTests.swiftFiles(under: root.appendingPathComponent(folder)) {
                let relative = file.standardizedFileURL.path.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
                guard !skipped.contains(relative) else { continue }
                files += 1
                findings += Self.findings(in: try String(contentsOf: file, encoding: .utf8), path: relative)
            }
        }
        return (findings, files)
    }
}
