import ArchLabToolchain
import Foundation

extension SymbolPolicy {
    /// `result` as not compiled, with one diagnostic per refused symbol of `module` as built in
    /// `buildDirectory`, each at the first place `files` (the learner's, as the caller reports
    /// them) names it; nil when the module keeps the policy, or where objects cannot be read.
    ///
    /// Called after a build that succeeded and before any test runs: by `check` (checkout,
    /// workspace, test-writing lessons) and by `BatchGrader` (`grade`, `grade --roster`).
    public func refusal(ofModule module: String, buildDirectory: URL, files: [String: URL], result: ExerciseResult) -> ExerciseResult? {
        let found = violations(ofModule: module, buildDirectory: buildDirectory, files: files)
        guard !found.isEmpty else { return nil }
        var refused = result
        refused.outcome = .buildFailed
        refused.compilerErrors = found.map { CompilerDiagnostic(file: $0.file, line: $0.line, column: $0.column, message: $0.message) }
        return refused
    }

    /// The refused symbols of `module` as violations, one per name, in the order of the files.
    public func violations(ofModule module: String, buildDirectory: URL, files: [String: URL]) -> [ImportPolicy.Violation] {
        // No list of the module's objects: the Swift compiler built nothing of it into this
        // build folder (a stand-in toolchain in tests), so nothing of it can run from there.
        let map = buildDirectory.appendingPathComponent("debug/\(module).build/output-file-map.json")
        guard ObjectSymbols.canRead, FileManager.default.fileExists(atPath: map.path) else { return [] }
        let first = files.sorted { $0.key < $1.key }.first?.value.path ?? module
        guard let symbols = Self.undefinedSymbols(of: module, buildDirectory: buildDirectory) else {
            return [ImportPolicy.Violation(file: first, line: 1, column: 1,
                                           message: "the compiled code of \(lessonName)'s exercise could not be read, so what it calls could not be checked; check again, and if this stays, tell your teacher")]
        }
        var refused: [String: Refusal] = [:]
        for symbol in symbols {
            let demangled = symbol.hasPrefix("$s") && (symbol.contains("Foundation") || symbol.contains("Glibc")) ? SwiftDemangler.demangle(symbol) : nil
            if let refusal = refusal(of: symbol, demangled: demangled), refused[refusal.name] == nil { refused[refusal.name] = refusal }
        }
        guard !refused.isEmpty else { return [] }
        let place = "is not allowed in \(lessonName)'s exercise"
        let instead = kind == .tests ? "test behaviour through the API the lesson's code makes public"
            : "write it with the lesson's types and safe Swift"
        let tokens = files.sorted { $0.key < $1.key }.map { ($0.value.path, SwiftTokens(contentsOf: $0.value).tokens) }
        return refused.values.map { refusal -> ImportPolicy.Violation in
            let message = "`\(refusal.name)` \(place): \(refusal.reason); \(instead)"
            for (path, tokens) in tokens {
                if let token = tokens.first(where: { $0.kind == .identifier && $0.text == refusal.name }) {
                    return ImportPolicy.Violation(file: path, line: token.line, column: token.column, message: message)
                }
            }
            return ImportPolicy.Violation(file: first, line: 1, column: 1, message: message)
        }
        .sorted { ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message) }
    }

    /// The symbols `module`'s object files in `buildDirectory` use and none of them defines;
    /// nil when SwiftPM's list of them (`debug/<module>.build/output-file-map.json`) or one of
    /// the objects cannot be read. The list, not the folder: a file the learner deleted leaves
    /// its old object behind.
    static func undefinedSymbols(of module: String, buildDirectory: URL) -> Set<String>? {
        let folder = buildDirectory.appendingPathComponent("debug/\(module).build")
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("output-file-map.json").path),
              let map = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        let objects = map.values.compactMap { ($0 as? [String: Any])?["object"] as? String }
        guard !objects.isEmpty else { return nil }
        var defined: Set<String> = []
        var undefined: Set<String> = []
        for object in objects {
            // Read once. A file that is no object at all (not ELF: a stand-in toolchain's text)
            // holds no code.
            guard let data = FileManager.default.contents(atPath: object) else { continue }
            let bytes = [UInt8](data)
            guard bytes.starts(with: [0x7F, 0x45, 0x4C, 0x46]) else { continue }
            guard let symbols = ObjectSymbols(elf: bytes) else { return nil }
            defined.formUnion(symbols.defined)
            undefined.formUnion(symbols.undefined)
        }
        return undefined.subtracting(defined)
    }
}

/// The Swift runtime's own demangler, in the process (`swift-demangle` would be a process per
/// check): `char *swift_demangle(const char *mangled, size_t length, char *buffer, size_t *size,
/// uint32_t flags)`, exported by the standard library, found with `dlsym` and called as the C
/// function it is. With no buffer it returns a `malloc`ed string, or NULL for what is not a
/// Swift symbol.
enum SwiftDemangler {
    private typealias Demangle = @convention(c) (UnsafePointer<CChar>?, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?, UInt32)
        -> UnsafeMutablePointer<CChar>?

    private static let function: Demangle? = {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "swift_demangle") else { return nil }
        return unsafeBitCast(symbol, to: Demangle.self)
    }()

    static func demangle(_ symbol: String) -> String? {
        guard let function else { return nil }
        return symbol.withCString { mangled -> String? in
            guard let demangled = function(mangled, strlen(mangled), nil, nil, 0) else { return nil }
            defer { free(demangled) }
            return String(cString: demangled)
        }
    }
}
