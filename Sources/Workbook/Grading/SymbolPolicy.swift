import ArchLabToolchain
import Foundation

/// What a learner's compiled module may link against: the second half of the import policy,
/// read from the module's object files after the build and before anything runs.
///
/// `ImportPolicy` reads names, so it cannot see what a call reaches: `(open)(path, flags)`,
/// `Glibc.read(descriptor, &buffer, count)` and `strchr(text, 45)![-64]` name nothing it
/// refuses, yet open files, read memory and scribble on the grader's report. The compiler
/// cannot hide those from the linker: every C function and every symbol of another module the
/// code uses is an undefined symbol of its objects (`ObjectSymbols`). So:
///
/// - **C symbols: an allow-list.** The Swift runtime (`swift_*`), the copies the compiler
///   itself emits (`memcpy`, `memmove`, `memset`: the import policy refuses the names, so only
///   the compiler's own reach them), the stack protector and the C math library's functions
///   that take and return numbers. Nothing else of the C library: no I/O, memory, process,
///   dynamic linker or system call.
/// - **Swift symbols: an allow-list of modules.** The standard library and its companions,
///   the modules the lesson's `imports:` lists, and what those re-export (`XCTest` brings
///   Foundation and Dispatch, `RxTesting` brings RxTestKit). Not `Glibc`'s overlay, which
///   Foundation makes visible everywhere.
/// - **Within allowed modules, a deny-list** of what reaches files, the process and its
///   memory: Foundation's file and process API (`FileManager`, `FileHandle`, `contentsOf...`,
///   `write(to...)`, `Bundle`, `ProcessInfo`, `Process`...), and the standard library's
///   `Mirror`, `CommandLine` and type lookup by name. Foundation is too large to list what is
///   safe in it, so this part is a list of what is not, and it holds in every lesson,
///   Foundation's included: no shipped exercise needs a file.
///
/// A lesson's `allows:` lifts a refusal by the name reported. On a system whose objects
/// `ObjectSymbols` cannot read (macOS) the check does nothing (docs/PORTING.md).
public struct SymbolPolicy: Sendable {
    /// The Swift modules whose symbols the module may use.
    public let modules: Set<String>
    public let kind: ExerciseKind
    public let lessonName: String
    public let allows: [String]

    public init(lesson: Lesson) {
        var modules = Self.standardLibrary.union(lesson.allowedImports)
        if let exercise = lesson.exercise { modules.formUnion([exercise, exercise + "Tests"]) }
        var added = modules
        while !added.isEmpty {
            added = Set(added.flatMap { Self.reexports[$0] ?? [] }).subtracting(modules)
            modules.formUnion(added)
        }
        self.modules = modules
        kind = lesson.kind
        lessonName = lesson.number.map { "lesson \($0)" } ?? "lesson `\(lesson.id)`"
        allows = lesson.allows
    }

    /// A symbol the module may not use: the name to report (as the learner wrote it, where it
    /// can be told) and why.
    public struct Refusal: Equatable, Sendable {
        public var name: String
        public var reason: String
    }

    /// Why `symbol` (an undefined symbol of the module, as the object file spells it) is
    /// refused; nil when the module may use it. `demangled` is its demangled text, for Swift
    /// symbols that may belong to Foundation or Glibc.
    public func refusal(of symbol: String, demangled: String? = nil) -> Refusal? {
        let found = symbol.hasPrefix("$s") ? swiftRefusal(of: symbol, demangled: demangled) : cRefusal(of: symbol)
        guard let found, !allows.contains(found.name) else { return nil }
        return found
    }

    private func cRefusal(of symbol: String) -> Refusal? {
        if Self.runtimePrefixes.contains(where: symbol.hasPrefix) || Self.compilerEmitted.contains(symbol) || Self.math.contains(symbol)
            || (modules.contains("Dispatch") && Self.blocksRuntime.contains(symbol)) {
            return nil
        }
        return Refusal(name: symbol, reason: "it is a function of the C library, which takes and hands out raw memory and descriptors (the test process's own memory, the grader's report) past what the lesson lets the code import")
    }

    private func swiftRefusal(of symbol: String, demangled: String?) -> Refusal? {
        let text = demangled ?? ""
        for module in Self.cLibraryOverlays where text.hasPrefix("\(module).") || text.contains("(extension in \(module)):") || Self.module(of: symbol) == module {
            return Refusal(name: Self.entity(after: "\(module).", in: text) ?? module,
                           reason: "it is a function of the C library (through `\(module)`), which takes and hands out raw memory and descriptors past what the lesson lets the code import")
        }
        if let name = Self.foundationFileOrProcess(in: text) {
            return Refusal(name: name, reason: "Foundation's files and process reach the test bundle, `/proc/self` and the grader's report folder")
        }
        for (name, reason) in Self.standardLibraryRefusals where symbol.hasPrefix("$ss\(name.utf8.count)\(name)") {
            return Refusal(name: name, reason: reason)
        }
        if let module = Self.module(of: symbol), Self.linkableModules.contains(module), !modules.contains(module) {
            return Refusal(name: module, reason: "the lesson does not let its code use the module `\(module)`")
        }
        for module in Self.extensionModules(in: text) where Self.linkableModules.contains(module) && !modules.contains(module) {
            return Refusal(name: module, reason: "the lesson does not let its code use the module `\(module)`")
        }
        return nil
    }

    // MARK: Reading a mangled name

    /// The module of a Swift symbol's outermost context, from its mangling (`$s5Glibc4open...`
    /// is Glibc's, `$sSS...` and `$ss...` the standard library's); nil when the mangling starts
    /// otherwise (a substitution of something else, which says nothing of a module). A name
    /// that starts with an identifier is not always a module's (`$s7Element...`, an associated
    /// type's cache): only `linkableModules` are judged by it.
    static func module(of symbol: String) -> String? {
        let body = Array(symbol.utf8.dropFirst(2))
        guard let first = body.first else { return nil }
        switch first {
        case UInt8(ascii: "s"): return "Swift"
        case UInt8(ascii: "B"): return "Builtin"
        case UInt8(ascii: "S"):
            guard body.count > 1 else { return nil }
            switch body[1] {
            case UInt8(ascii: "c"): return "_Concurrency"
            case UInt8(ascii: "o"): return "__C"
            case UInt8(ascii: "C"): return "__C_Synthesized"
            default: return "Swift" // a standard type: `Sa` Array, `SS` String, `Si` Int...
            }
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            var length = 0
            var index = 0
            while index < body.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(body[index]) {
                length = length * 10 + Int(body[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard length > 0, index + length <= body.count else { return nil }
            return String(decoding: body[index..<(index + length)], as: UTF8.self)
        default: return nil
        }
    }

    /// The Foundation type or member of `demangled` that reaches files or the process, if any:
    /// an entity of a type of `foundationFilesAndProcess` (`static Foundation.FileManager.default.getter`),
    /// or a member of Foundation's own (a type's or an extension's) that reads or writes files
    /// (`contentsOf...`, `write(to:`/`write(toFile:`). Only the entity is looked at, not its
    /// signature: RIBs' `init(nibName:bundle: Foundation.Bundle?)` is no use of `Bundle`, nor is
    /// `Swift.Array.append(contentsOf:)` specialized for `<Foundation.Date>` Foundation's.
    static func foundationFileOrProcess(in demangled: String) -> String? {
        let entity = Entity(demangled)
        for module in foundation {
            for type in foundationFilesAndProcess where entity.path == "\(module).\(type)" || entity.path.hasPrefix("\(module).\(type).") {
                return type
            }
        }
        guard foundation.contains(where: { entity.path.hasPrefix("\($0).") || entity.extensionModule == $0 }) else { return nil }
        if let label = entity.labels.first(where: { label in foundationFileLabels.contains(where: label.hasPrefix) }) { return label }
        if entity.name == "write", let first = entity.labels.first, ["to", "toFile"].contains(first) { return "write" }
        return nil
    }

    /// What a demangled name is of: the path of the entity (after `... of`/`... for` and
    /// `static`), the module of its extension, its last name (generic parameters dropped) and
    /// its argument labels.
    struct Entity {
        var path: String
        var extensionModule: String?
        var name: String
        var labels: [String]

        init(_ text: String) {
            // `(extension in Foundation):` as `⟦Foundation⟧`, so that its parenthesis is no argument list's.
            let demangled = text.replacingOccurrences(of: #"\(extension in ([A-Za-z0-9_]+)\):"#, with: "⟦$1⟧", options: .regularExpression)
            let cut = [demangled.range(of: "("), demangled.range(of: " : ")].compactMap { $0?.lowerBound }.min() ?? demangled.endIndex
            var head = String(demangled[..<cut])
            for separator in [" of ", " for "] {
                if let last = head.range(of: separator, options: .backwards) { head = String(head[last.upperBound...]) }
            }
            if head.hasPrefix("static ") { head.removeFirst("static ".count) }
            if head.hasPrefix("⟦"), let close = head.firstIndex(of: "⟧") {
                extensionModule = String(head[head.index(after: head.startIndex)..<close])
                head = String(head[head.index(after: close)...])
            }
            path = head
            let last = head.split(separator: ".").last.map(String.init) ?? head
            name = String(last.prefix { $0 != "<" })
            let arguments = cut < demangled.endIndex && demangled[cut] == "(" ? demangled[demangled.index(after: cut)...].prefix { $0 != ")" } : ""
            labels = arguments.components(separatedBy: ", ").compactMap { part in
                part.firstIndex(of: ":").map { String(part[..<$0]) }
            }
        }
    }

    /// The modules of the extensions a demangled name belongs to (`(extension in Foundation):`).
    static func extensionModules(in demangled: String) -> [String] {
        demangled.components(separatedBy: "(extension in ").dropFirst().compactMap { part in
            part.firstIndex(of: ")").map { String(part[..<$0]) }
        }
    }

    /// The name right after `prefix` in `text` (`Glibc.open(...)` → `open`).
    private static func entity(after prefix: String, in text: String) -> String? {
        guard let range = text.range(of: prefix) else { return nil }
        let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    // MARK: The lists

    /// The standard library and what every Swift program links with it.
    static let standardLibrary: Set<String> = ["Swift", "_Concurrency", "_StringProcessing", "_RegexParser", "Synchronization",
                                                "Builtin", "__C", "__C_Synthesized", "SwiftOnoneSupport"]

    /// Modules whose symbols come with an import of the key: what it re-exports.
    static let reexports: [String: [String]] = [
        "XCTest": ["Foundation", "Dispatch"],
        "Foundation": ["FoundationEssentials", "FoundationInternationalization", "Dispatch"],
        "RxTesting": ["RxTestKit"],
    ]

    static let foundation = ["Foundation", "FoundationEssentials", "FoundationInternationalization"]

    /// The C library's Swift overlays.
    static let cLibraryOverlays = ["Glibc", "SwiftGlibc", "Musl", "Darwin"]

    /// Foundation's types that reach files, the process or other processes.
    static let foundationFilesAndProcess = [
        "FileManager", "FileHandle", "FileWrapper", "Bundle", "ProcessInfo", "Process", "Pipe", "InputStream", "OutputStream",
        "Stream", "URLSession", "XMLParser", "NSKeyedUnarchiver", "Host",
    ]

    /// Argument labels of Foundation's members that read files (`String(contentsOfFile:)`,
    /// `Data(contentsOf:)`...).
    static let foundationFileLabels = ["contentsOf", "fileSystemRepresentation"]

    /// The Swift modules a learner's module can be linked with at all: the toolchain's, the
    /// course's libraries and ArchLab's. A module outside the lesson's is refused only when it
    /// is one of these.
    static let linkableModules: Set<String> = Set(["XCTest", "Testing", "Foundation", "FoundationEssentials", "FoundationInternationalization",
                                                    "FoundationNetworking", "FoundationXML", "CoreFoundation", "Dispatch", "Distributed",
                                                    "Observation", "RegexBuilder", "Cxx", "CxxStdlib", "_Differentiation", "_Testing_Foundation",
                                                    "RxTesting", "RxTestKit", "ArchLabTestHarness", "ArchLabRegistry"] + ScratchPackage.courseLibraries)

    /// The standard library's ways to reflection, the command line and types by name.
    static let standardLibraryRefusals: [(String, String)] = [
        ("Mirror", "reflection reads the stored properties of any object, the grader's own included"),
        ("CommandLine", "the test process's command line names its own bundle"),
        ("_typeByName", "it finds any type by its name, past what the lesson's modules make public"),
        ("_getTypeByMangledNameInContext", "it finds any type by its name, past what the lesson's modules make public"),
        ("_forEachField", "reflection reads the stored properties of any object, the grader's own included"),
        ("withVaList", "raw memory reads whatever the process holds"),
        ("getVaList", "raw memory reads whatever the process holds"),
    ]

    /// C symbols of the Swift runtime.
    static let runtimePrefixes = ["swift_", "_swift_", "__swift_", "_swiftEmpty"]

    /// C functions the compiler emits itself (copies of large values, the stack protector).
    /// `malloc` and `free` are the compiler's too (buffers it allocates itself), `syscall` and
    /// `__tls_get_addr` come with `Mutex` inlined from Synchronization's C shims: `syscall` is
    /// variadic, which Swift cannot call. The import policy refuses the names that can be.
    static let compilerEmitted: Set<String> = ["memcpy", "memmove", "memset", "malloc", "free", "__stack_chk_fail", "__stack_chk_guard",
                                               "syscall", "__tls_get_addr"]

    /// The blocks runtime, which Dispatch's closures are passed through (`_Block_copy`).
    static let blocksRuntime: Set<String> = ["_Block_copy", "_Block_release", "_NSConcreteStackBlock", "_NSConcreteGlobalBlock"]

    /// The C math library's functions of numbers only (no pointer in or out).
    static let math: Set<String> = Set(["sqrt", "cbrt", "pow", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan",
                                         "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "floor", "ceil",
                                         "round", "trunc", "rint", "nearbyint", "lround", "llround", "lrint", "llrint", "fmod", "remainder",
                                         "fmin", "fmax", "fdim", "fma", "hypot", "erf", "erfc", "tgamma", "lgamma", "copysign", "nextafter",
                                         "ldexp", "scalbn", "logb", "ilogb", "fabs"].flatMap { [$0, $0 + "f", $0 + "l"] })
}
