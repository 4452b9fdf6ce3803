@testable import ArchLabWorkbook
import Foundation
import XCTest

/// What a compiled learner module may link against (`SymbolPolicy`), symbol by symbol, and the
/// object files it is read from (`ObjectSymbols`). The attacks on the real course are in
/// `CLibraryAttackTests`.
final class SymbolPolicyTests: XCTestCase {
    private func policy(kind: String = "code", imports: String? = nil, allows: String? = nil) throws -> SymbolPolicy {
        let text = "---\nid: models\ntitle: Models\ntime: 5\nexercise: Models\nkind: \(kind)\n" + (imports.map { "imports: \($0)\n" } ?? "")
            + (allows.map { "allows: \($0)\n" } ?? "") + "---\n\n## Step 1: Do it\n\n<!-- check: exercise passes -->\n"
        return SymbolPolicy(lesson: try LessonParser().parse(text: text, file: "lesson.md", folder: "12-models"))
    }

    private func refused(_ symbol: String, by policy: SymbolPolicy) -> String? {
        let demangled = symbol.hasPrefix("$s") ? SwiftDemangler.demangle(symbol) : nil
        return policy.refusal(of: symbol, demangled: demangled)?.name
    }

    func testTheCLibraryIsRefusedButTheRuntimeTheCompilersCopiesAndMathAreNot() throws {
        let tests = try policy(kind: "tests")
        for symbol in ["strchr", "read", "write", "fwrite", "open64", "mmap", "prctl", "dlopen", "ptrace", "process_vm_readv", "exit", "stdout"] {
            XCTAssertEqual(refused(symbol, by: tests), symbol)
        }
        for symbol in ["swift_retain", "swift_allocObject", "memset", "memcpy", "malloc", "free", "syscall", "__stack_chk_fail", "sqrt", "powf", "floor"] {
            XCTAssertNil(refused(symbol, by: tests), symbol)
        }
        XCTAssertEqual(refused("$ss6MirrorV9reflectingABypcfC", by: tests), "Mirror")
        XCTAssertNil(refused("$ss6MirrorV9reflectingABypcfC", by: try policy(kind: "tests", allows: "Mirror")), "a lesson's `allows:` lifts it")
    }

    func testSwiftSymbolsAreAllowedByModule() throws {
        let tests = try policy(kind: "tests")
        let code = try policy()
        let xcTestEqual = "$s6XCTest14XCTAssertEqual___4file4lineyxyKXK_xyKXKSSyXKs12StaticStringVSutSQRzlF"
        XCTAssertNil(refused(xcTestEqual, by: tests))
        XCTAssertEqual(refused(xcTestEqual, by: code), "XCTest", "a code exercise may not import XCTest")
        XCTAssertNil(refused("$sSS5countSivg", by: code), "String.count")
        XCTAssertNil(refused("$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF", by: code))
        XCTAssertNil(refused("$s2Rx10ObservableC", by: code))
        XCTAssertEqual(refused("$s5Glibc4openys5Int32VSPys4Int8VG_ADtF", by: tests), "open", "Glibc's overlay, which Foundation re-exports")
        XCTAssertEqual(refused("$ss6MirrorV9reflectingABypcfC", by: tests), "Mirror")
        XCTAssertEqual(refused("$ss11_typeByNameyypXpSgSSF", by: tests), "_typeByName")
    }

    func testFoundationsFilesAndProcessAreRefusedEvenWhereFoundationIsAllowed() throws {
        let foundation = try policy(imports: "Foundation, Rx")
        XCTAssertEqual(refused("$s10Foundation11FileManagerC7defaultACvgZ", by: foundation), "FileManager")
        XCTAssertEqual(refused("$sSS10FoundationE14contentsOfFile8encodingSSSS_SSAAE8EncodingVtKcfC", by: foundation), "contentsOfFile")
        XCTAssertNil(refused("$s10Foundation4DateVACycfC", by: foundation), "Date()")
        XCTAssertEqual(refused("$s10Foundation4DateVACycfC", by: try policy()), "Foundation", "not imported")
    }

    func testADemangledNameNamesFoundationsFileAPIOnlyForItsOwnMembers() {
        XCTAssertEqual(SymbolPolicy.foundationFileOrProcess(in: "Foundation.Data.write(to: Foundation.URL, options: Foundation.Data.WritingOptions) throws -> ()"), "write")
        XCTAssertEqual(SymbolPolicy.foundationFileOrProcess(in: "static FoundationEssentials.FileManager.default.getter : FoundationEssentials.FileManager"), "FileManager")
        XCTAssertNil(SymbolPolicy.foundationFileOrProcess(in: "generic specialization <Foundation.Date> of Swift.Array.append<A>(contentsOf: A) -> ()"))
        XCTAssertNil(SymbolPolicy.foundationFileOrProcess(in: "Foundation.ProcessingQueue.run() -> ()"), "a longer name is another type")
    }

    func testTheModuleOfAMangledName() {
        XCTAssertEqual(SymbolPolicy.module(of: "$s5Glibc4openys5Int32VSPys4Int8VG_ADtF"), "Glibc")
        XCTAssertEqual(SymbolPolicy.module(of: "$sSa5countSivgs5UInt8V_Tg5"), "Swift")
        XCTAssertEqual(SymbolPolicy.module(of: "$ss5UInt8VMn"), "Swift")
        XCTAssertEqual(SymbolPolicy.module(of: "$sScTss5NeverORs_rlE5sleep11nanosecondsys6UInt64V_tYaKFZ"), "_Concurrency")
        XCTAssertEqual(SymbolPolicy.module(of: "$s10CleanSwift5SceneC"), "CleanSwift")
        XCTAssertNil(SymbolPolicy.module(of: "$s"))
        XCTAssertNil(SymbolPolicy.module(of: "$s99Short"))
    }

    func testAnObjectsSymbolsAreReadFromItsELFSymbolTable() throws {
        try XCTSkipUnless(ObjectSymbols.canRead, "objects are ELF on Linux only")
        let symbols = try XCTUnwrap(ObjectSymbols(contentsOf: URL(fileURLWithPath: CommandLine.arguments[0])), "the test bundle is ELF")
        XCTAssertTrue(symbols.undefined.contains("swift_retain"), "the runtime comes from libswiftCore")
        XCTAssertTrue(symbols.defined.contains { $0.contains("SymbolPolicyTests") })
        XCTAssertNil(ObjectSymbols(elf: Array("#!/bin/sh\n".utf8)))
        XCTAssertNil(ObjectSymbols(elf: [0x7F, 0x45, 0x4C, 0x46, 2, 1] + [UInt8](repeating: 0xFF, count: 100)), "tables outside the file")
    }
}
