import ArchLabTestSupport
import Foundation
import XCTest

/// The architecture of docs/ARCHITECTURE.md as a table, checked against the package: every
/// target's declared dependencies and every `import` in `Sources/` must be allowed by it.
/// A new arrow in the design is a new entry here and a new line in ARCHITECTURE.md.
final class ModuleImportTests: XCTestCase {
    /// Which modules each module may use (besides the platform's: Foundation, Dispatch, ...).
    static let allowed: [String: Set<String>] = {
        // A sample registers itself (ArchLabRegistry) so the shell finds it without a list.
        let cleanSwiftSample: Set<String> = ["Rx", "CleanSwift", "HeadlessUI", "ArchLabRegistry"]
        let ribsSample: Set<String> = ["Rx", "RIBs", "HeadlessUI", "ArchLabRegistry"]
        return [
            "Rx": [],
            "RxTestKit": ["Rx"],
            "RxTesting": ["Rx", "RxTestKit"],
            "HeadlessUI": [],
            "RIBs": ["Rx", "HeadlessUI"],
            "CleanSwift": ["Rx", "HeadlessUI"],
            "SampleTitle": cleanSwiftSample,
            "SampleLabelEditor": cleanSwiftSample,
            "SampleOrders": cleanSwiftSample,
            "SampleTodo": ribsSample,
            "SampleTicTacToe": ribsSample,
            // What the executable hands the shell; the shell itself depends on no sample.
            "ShippedSamples": ["ArchLabRegistry", "SampleTitle", "SampleLabelEditor", "SampleOrders", "SampleTodo", "SampleTicTacToe"],
            "ArchLabRegistry": ["Rx", "HeadlessUI", "RIBs", "CleanSwift"],
            // The loader reads compiler errors with the toolchain module, not the whole workbook.
            "ArchLabToolchain": [],
            "ArchLabLoader": ["ArchLabRegistry", "ArchLabToolchain"],
            "ArchLabGenerator": [],
            "ArchLabWorkbook": ["Rx", "RxTestKit", "ArchLabToolchain"],
            "CLibEdit": [],
            "CLibEditShim": ["CLibEdit"],
            "ArchLabLineEditor": ["CLibEditShim"],
            "ArchLabShell": ["Rx", "RxTestKit", "HeadlessUI", "RIBs", "CleanSwift", "ArchLabToolchain", "ArchLabWorkbook",
                             "ArchLabRegistry", "ArchLabLoader", "ArchLabGenerator"],
            "archlab": ["ArchLabShell", "ArchLabLineEditor", "ShippedSamples"],
            "lineedit-demo": ["ArchLabLineEditor"],
            "ArchLabTestHarnessStart": [],
            "ArchLabTestHarness": ["ArchLabTestHarnessStart"],
            // What every test target shares needs only Rx (its leak check), so the Rx tests
            // do not link the shell; the shell's driver lives with the shell's tests.
            "ArchLabTestSupport": ["Rx"],
        ]
    }()

    /// Modules of the platform and the toolchain any module may import.
    static let platform: Set<String> = ["Foundation", "Dispatch", "Synchronization", "Glibc", "Darwin", "Musl",
                                        "XCTest", "Testing"]
    /// Only the test-assertion module may import the test frameworks.
    static let testFrameworkUsers: Set<String> = ["RxTesting", "ArchLabTestHarness", "ArchLabTestSupport"]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testEveryProductTargetIsInTheTable() throws {
        let targets = try PackageTargets.read(Self.root.appendingPathComponent("Package.swift"))
        let products = targets.filter { !$0.isTest }.map(\.name)
        XCTAssertFalse(products.isEmpty, "no targets read from Package.swift")
        let tests = Set(targets.filter(\.isTest).map(\.name))
        for name in products where !tests.contains(name) {
            XCTAssertNotNil(Self.allowed[name], "\(name) is not in the architecture table (ModuleImportTests.allowed, docs/ARCHITECTURE.md)")
        }
    }

    func testDeclaredDependenciesAreAllowed() throws {
        for target in try PackageTargets.read(Self.root.appendingPathComponent("Package.swift")) {
            guard let allowed = Self.allowed[target.name] else { continue }
            let extra = Set(target.dependencies).subtracting(allowed)
            XCTAssertEqual(extra, [], "Package.swift lets \(target.name) depend on \(extra.sorted()), which the architecture does not allow")
        }
    }

    func testEveryImportInSourcesIsDeclaredAndAllowed() throws {
        var checkedFiles = 0
        for target in try PackageTargets.read(Self.root.appendingPathComponent("Package.swift")) where !target.isTest {
            guard let allowed = Self.allowed[target.name] else { continue }
            let folder = Self.root.appendingPathComponent(target.path)
            for file in Self.swiftFiles(under: folder) {
                checkedFiles += 1
                let text = try String(contentsOf: file, encoding: .utf8)
                for module in Self.imports(in: text) {
                    let relative = file.path.replacingOccurrences(of: Self.root.path + "/", with: "")
                    if Self.platform.contains(module) {
                        if module == "XCTest" || module == "Testing" {
                            XCTAssertTrue(Self.testFrameworkUsers.contains(target.name),
                                          "\(relative) imports \(module); only \(Self.testFrameworkUsers.sorted()) may")
                        }
                        continue
                    }
                    XCTAssertTrue(allowed.contains(module), "\(relative) imports \(module), which \(target.name) may not use")
                    XCTAssertTrue(target.dependencies.contains(module),
                                  "\(relative) imports \(module), which Package.swift does not declare for \(target.name)")
                }
            }
        }
        XCTAssertGreaterThan(checkedFiles, 100, "too few Swift files found under Sources/")
    }

    /// The executable chooses the samples (`ShippedSamples`) and hands the shell their catalog:
    /// neither the table, nor Package.swift, nor a file of the shell lets the shell use a module
    /// under `Sources/Samples/`.
    func testTheShellDependsOnNoSample() throws {
        let targets = try PackageTargets.read(Self.root.appendingPathComponent("Package.swift"))
        let samples = Set(targets.filter { $0.path.hasPrefix("Sources/Samples/") }.map(\.name))
        XCTAssertEqual(samples.count, 6, "the five samples and ShippedSamples, read from Package.swift")
        XCTAssertEqual(try Self.uses(of: "ArchLabShell", in: targets).intersection(samples), [],
                       "ArchLabShell uses a sample; let the executable hand the shell its SampleCatalog")
    }

    /// The loader shares the toolchain module with the workbook (compiler errors, how a loadable
    /// library is built, where the executable is) and uses nothing else of the workbook.
    func testTheLoaderDoesNotUseTheWorkbook() throws {
        let targets = try PackageTargets.read(Self.root.appendingPathComponent("Package.swift"))
        let used = try Self.uses(of: "ArchLabLoader", in: targets)
        XCTAssertFalse(used.contains("ArchLabWorkbook"), "ArchLabLoader uses ArchLabWorkbook; what both need belongs in ArchLabToolchain")
        XCTAssertTrue(used.contains("ArchLabToolchain"))
    }

    func testTheReaderSeesImportsTheWayTheCompilerDoes() {
        let text = """
        import Foundation
        @testable import Alpha
        @_exported import Beta
        #if canImport(Glibc)
            import Glibc
        #endif
        import struct Gamma.Thing
        // import Commented
        let x = "import Quoted"
        let template = \"\"\"
            import Templated
            \"\"\"
        import Last
        """
        XCTAssertEqual(Self.imports(in: text), ["Foundation", "Alpha", "Beta", "Glibc", "Gamma", "Last"])
    }

    func testThePackageReaderFindsPathsAndMultiLineDependencies() throws {
        let folder = try TemporaryFolder(prefix: "archlab-package")
        defer { folder.remove() }
        let manifest = try folder.write("""
        targets: [
            .target(name: "A"),
            .target(name: "B", dependencies: ["A",
                                              "C"], path: "Sources/Bee"),
            .systemLibrary(name: "C", path: "Sources/C", providers: [.apt(["c-dev"])]),
            .testTarget(name: "BTests", dependencies: ["B"]),
        ]
        """, to: "Package.swift")
        let targets = try PackageTargets.read(URL(fileURLWithPath: manifest))
        XCTAssertEqual(targets.map(\.name), ["A", "B", "C", "BTests"])
        XCTAssertEqual(targets.map(\.path), ["Sources/A", "Sources/Bee", "Sources/C", "Tests/BTests"])
        XCTAssertEqual(targets.map(\.dependencies), [[], ["A", "C"], [], ["B"]])
        XCTAssertEqual(targets.map(\.isTest), [false, false, false, true])
    }

    // MARK: - Reading

    /// What `module` may, declares and does use: its row of the table, its dependencies in
    /// Package.swift and the modules its files import.
    static func uses(of module: String, in targets: [PackageTargets.Target]) throws -> Set<String> {
        guard let target = targets.first(where: { $0.name == module }) else { throw NoSuchTarget(name: module) }
        var used = (allowed[module] ?? []).union(target.dependencies)
        for file in swiftFiles(under: root.appendingPathComponent(target.path)) {
            used.formUnion(imports(in: try String(contentsOf: file, encoding: .utf8)))
        }
        return used
    }

    /// The modules a Swift file imports, in order (comments and strings, multi-line ones
    /// such as the generator's templates included, are not imports).
    static func imports(in text: String) -> [String] {
        var insideMultiLineString = false
        return text.split(separator: "\n").compactMap { raw -> String? in
            let quotes = raw.components(separatedBy: "\"\"\"").count - 1
            let wasInside = insideMultiLineString
            if quotes % 2 == 1 { insideMultiLineString.toggle() }
            guard !wasInside, quotes == 0 else { return nil }
            var words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { return nil }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            return path.split(separator: ".").first.map(String.init)
        }
    }

    struct NoSuchTarget: Error { var name: String }

    static func swiftFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }
}
