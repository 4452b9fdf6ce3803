import ArchLabTestSupport
import Foundation
import XCTest

/// Every file of the package keeps the rules of docs/PORTING.md (`PortabilityCheck`): what is
/// Linux's is said in the one place of its concern, so that a port to macOS changes that
/// place and nothing else. The rules themselves are tested on small sources that break them.
final class PortabilityTests: XCTestCase {
    private static let root = ModuleImportTests.root
    /// This folder's files name what the rules look for.
    private static let ruleFiles: Set<String> = ["Tests/ArchitectureTests/PortabilityCheck.swift", "Tests/ArchitectureTests/PortabilityTests.swift"]

    func testSourcesAndTestsKeepEachSystemAssumptionInItsOnePlace() throws {
        let read = try PortabilityCheck.findings(root: Self.root, folders: ["Sources", "Tests"], skipping: Self.ruleFiles)
        XCTAssertGreaterThan(read.files, 300, "too few Swift files found under Sources/ and Tests/")
        XCTAssertEqual(read.findings.map(\.description), [])
    }

    func testEveryPackageManifestDeclaresMacOS15() throws {
        for manifest in ["Package.swift", "Lessons/Package.swift", "Benchmarks/Package.swift"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(manifest), encoding: .utf8)
            XCTAssertTrue(text.contains("platforms: [.macOS(.v15)]"), "\(manifest) declares no `platforms: [.macOS(.v15)]` (Synchronization needs it)")
        }
    }

    func testTheExecutablePathIsAskedInOnePlace() {
        let source = #"let exe = URL(fileURLWithPath: "/proc/self/exe")"#
        XCTAssertEqual(messages(source, path: "Sources/Loader/ModuleLoader.swift"),
                       ["1: `/proc/self/exe` outside Sources/Toolchain/Host/HostExecutable.swift; use `HostExecutable.url`"])
        XCTAssertEqual(messages(source, path: PortabilityCheck.executablePath), [])
        XCTAssertEqual(messages("// reads /proc/self/exe\nlet a = 1", path: "Sources/A.swift"), [], "a comment is no finding")
    }

    func testGlibcNeedsItsDarwinBranch() {
        let alone = "import Foundation\n#if canImport(Glibc)\nimport Glibc\n#endif\n"
        XCTAssertEqual(messages(alone, path: "Sources/archlab/main.swift", upTo: ";"), ["3: `import Glibc` without its Darwin branch"])
        XCTAssertEqual(messages("import Glibc\n", path: "Sources/A.swift").count, 1)
        XCTAssertEqual(messages("#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n", path: "Sources/A.swift"), [])
        XCTAssertEqual(messages("#if os(Linux)\nimport Glibc\nlet x = Glibc.write(1, nil, 0)\n#endif\n", path: "Sources/Workbook/Host/A.swift"), [],
                       "code under `#if os(Linux)` may use Linux's API")
        let qualified = "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\nlet n = Glibc.pipe(&ends)\n"
        XCTAssertEqual(messages(qualified, path: "Tests/A.swift", upTo: ";"), ["6: `Glibc.` outside `#if canImport(Glibc)`"])
        XCTAssertEqual(messages("#if canImport(Glibc)\nlet n = Glibc.pipe(&ends)\n#else\nlet n = Darwin.pipe(&ends)\n#endif\n", path: "Tests/A.swift"), [])
        XCTAssertEqual(messages("let text = \"import Glibc; Glibc.socket()\"", path: "Tests/A.swift"), [], "words in a string are no code")
    }

    func testLibraryNamesAndLinkerFlagsAreInOnePlace() {
        XCTAssertEqual(messages(#"let name = "lib\(module)-\(number).so""#, path: "Sources/Loader/ModuleLoader.swift"),
                       ["1: a library file name (`.so`) outside Sources/Toolchain/Host/DynamicLibrary.swift; use `DynamicLibrary.fileName(_:)`"])
        XCTAssertEqual(messages(#"let url = base.appendingPathExtension("dylib")"#, path: "Sources/A.swift").count, 1)
        XCTAssertEqual(messages(#"let paths = ["/etc/ld.so.cache", "/etc/ld.so.conf"]"#, path: "Sources/A.swift"), [], "ld.so's own files are no library name")
        XCTAssertEqual(messages(#"let flags = ["-Xlinker", "--export-dynamic"]"#, path: "Sources/A.swift").count, 1)
        XCTAssertEqual(messages(#"static let fileExtension = "so""#, path: PortabilityCheck.dynamicLibrary), [])
    }

    func testSourcesAskWhichSystemOnlyInTheHostsFolder() {
        let source = "#if os(Linux)\nlet runs = true\n#else\nlet runs = false\n#endif\n"
        XCTAssertEqual(messages(source, path: "Sources/Workbook/Mutants/MutantRound.swift", upTo: " outside"), ["1: `#if os(Linux)`"])
        XCTAssertEqual(messages(source, path: "Sources/Workbook/Host/RunnableTestBundle.swift"), [])
        XCTAssertEqual(messages(source, path: "Tests/WorkbookTests/A.swift"), [], "a test may guard itself")
        XCTAssertEqual(messages("#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n", path: "Sources/A.swift"), [])
    }

    func testFileEventsAndWrittenManifests() {
        XCTAssertEqual(messages("let fd = inotify_init1(0)", path: "Sources/Shell/A.swift").count, 1)
        XCTAssertEqual(messages("let fd = inotify_init1(0)", path: PortabilityCheck.inotifyWatcher), [])
        XCTAssertEqual(messages(#"let manifest = "// swift-tools-version:6.0\nlet package = Package(name: \"A\")""#, path: "Sources/A.swift", upTo: ";"),
                       ["1: a manifest written without `platforms: [.macOS(.v15)]`"])
        XCTAssertEqual(messages(#"let manifest = "// swift-tools-version:6.0\n platforms: [.macOS(.v15)],""#, path: "Sources/A.swift"), [])
    }

    /// The findings of `source` as `line: message`, each cut before `end` when it has one.
    private func messages(_ source: String, path: String, upTo end: String? = nil) -> [String] {
        PortabilityCheck.findings(in: source, path: path).map { finding in
            let message = end.flatMap { finding.message.range(of: $0) }.map { String(finding.message[..<$0.lowerBound]) } ?? finding.message
            return "\(finding.line): \(message)"
        }
    }
}
