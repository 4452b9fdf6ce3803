import ArchLabWorkbook
import Foundation
import XCTest

/// `SwiftTokens` reads Swift as the compiler does: kinds, lines, literals and comments.
final class SwiftTokensTests: XCTestCase {
    private func read(_ source: String) -> [String] {
        SwiftTokens(source).tokens.map { token in
            let kind: String
            switch token.kind {
            case .identifier: kind = "id"
            case .keyword: kind = "kw"
            case .attribute: kind = "@"
            case .poundKeyword: kind = "#"
            case .number: kind = "num"
            case .string: kind = "str"
            case .regex: kind = "re"
            case .punctuation: kind = "p"
            }
            return "\(token.line):\(kind):\(token.text)"
        }
    }

    func testKindsAndLines() {
        XCTAssertEqual(read("""
            @testable import Rx
            #if canImport(Glibc)
            let `class` = $0 + 0x1F_ff &+ 2.5e-3
            #endif
            x?.y ..< z // done
            """), [
            "1:@:testable", "1:kw:import", "1:id:Rx",
            "2:#:if", "2:id:canImport", "2:p:(", "2:id:Glibc", "2:p:)",
            "3:kw:let", "3:id:class", "3:p:=", "3:id:$0", "3:p:+", "3:num:0x1F_ff", "3:p:&+", "3:num:2.5e-3",
            "4:#:endif",
            "5:id:x", "5:p:?", "5:p:.", "5:id:y", "5:p:..<", "5:id:z",
        ])
        XCTAssertEqual(read("1..<3\na.b\r\nc"), ["1:num:1", "1:p:..<", "1:num:3", "2:id:a", "2:p:.", "2:id:b", "3:id:c"])
        XCTAssertEqual(read("@_silgen_name(\"f\") @convention(c) #filePath"),
                       ["1:@:_silgen_name", "1:p:(", "1:str:f", "1:p:)", "1:@:convention", "1:p:(", "1:id:c", "1:p:)", "1:#:filePath"])
    }

    func testCommentsAreSkippedNestedOnesIncluded() {
        XCTAssertEqual(read("""
            /// import XCTest
            a /* one /* two */ still comment */ b
            /* import
               Glibc */ c // import Testing
            """), ["2:id:a", "2:id:b", "4:id:c"])
    }

    func testStringsOfEveryFormAndTheirInterpolations() {
        XCTAssertEqual(read(#"let s = "import XCTest \"q\"""#), ["1:kw:let", "1:id:s", "1:p:=", #"1:str:import XCTest \"q\""#])
        XCTAssertEqual(read(#""a\(f("b)", (1)))c""#),
                       ["1:str:a", #"1:p:\("#, "1:id:f", "1:p:(", "1:str:b)", "1:p:,", "1:p:(", "1:num:1", "1:p:)", "1:p:)", "1:p:)", "1:str:c"])
        XCTAssertEqual(read("x = \"\"\"\n  import Glibc \"\"\n  \\(y)\n  \"\"\"\nz"),
                       ["1:id:x", "1:p:=", "1:str:\n  import Glibc \"\"\n  ", #"3:p:\("#, "3:id:y", "3:p:)", "3:str:\n  ", "5:id:z"])
        // Raw strings: `\(` is text, `\#(` interpolates, `"` alone does not close `#"`.
        XCTAssertEqual(read(##"#"a"\(b)\#(c)"# d"##), [#"1:str:a"\(b)"#, #"1:p:\("#, "1:id:c", "1:p:)", "1:str:", "1:id:d"])
        XCTAssertEqual(read(###"##"x"#y"## z"###), [##"1:str:x"#y"##, "1:id:z"])
        XCTAssertEqual(read("#\"\"\"\n\"\"\" import A\n\"\"\"#\nimport B"), ["1:str:\n\"\"\" import A\n", "4:kw:import", "4:id:B"])
        // `"""` with text after it on its line is no multi-line opening: later lines stay code.
        XCTAssertEqual(read("let a = \"\"\"x\nimport Glibc"), ["1:kw:let", "1:id:a", "1:p:=", "1:str:", "1:str:x", "2:kw:import", "2:id:Glibc"])
    }

    func testRegexLiteralsAreToldFromDivision() {
        XCTAssertEqual(read(#"let r = /"""/; let q = a / b / c; let e = #/x/y/#"#), [
            "1:kw:let", "1:id:r", "1:p:=", #"1:re:""""#, "1:p:;",
            "1:kw:let", "1:id:q", "1:p:=", "1:id:a", "1:p:/", "1:id:b", "1:p:/", "1:id:c", "1:p:;",
            "1:kw:let", "1:id:e", "1:p:=", "1:re:x/y",
        ])
        XCTAssertEqual(read("f(/a\\/b/, 1 /2)"), ["1:id:f", "1:p:(", "1:re:a\\/b", "1:p:,", "1:num:1", "1:p:/", "1:num:2", "1:p:)"])
        XCTAssertEqual(read("x = (/y\nz"), ["1:id:x", "1:p:=", "1:p:(", "1:p:/", "1:id:y", "2:id:z"])
        XCTAssertEqual(read("a/b/c + (d)/e/f"), ["1:id:a", "1:p:/", "1:id:b", "1:p:/", "1:id:c", "1:p:+",
                                                  "1:p:(", "1:id:d", "1:p:)", "1:p:/", "1:id:e", "1:p:/", "1:id:f"])
    }

    func testUnterminatedLiteralsAndCommentsAreReportedAndReadingGoesOn() {
        let singleLine = SwiftTokens("let a = \"open\nimport Glibc")
        XCTAssertEqual(singleLine.unterminated, [1])
        XCTAssertEqual(singleLine.imports.map(\.module), ["Glibc"])
        XCTAssertEqual(SwiftTokens("a\n/* never /* closed */\nimport Glibc").unterminated, [2])
        XCTAssertEqual(SwiftTokens("a\n\n\"\"\"\nimport Glibc").unterminated, [3])
        XCTAssertEqual(SwiftTokens("x = \"\\(f(\"").unterminated, [1])
        XCTAssertEqual(SwiftTokens("#/ab").unterminated, [1])
        XCTAssertEqual(SwiftTokens("let s = \"fine\" // \"\"\"").unterminated, [])
    }

    func testAnyBytesAreReadWithoutCrashingAndInLinearTime() throws {
        XCTAssertEqual(read(String(decoding: Data([0x61, 0xFF, 0xFE, 0x20, 0x62]), as: UTF8.self)), ["1:id:a\u{FFFD}\u{FFFD}", "1:id:b"])
        XCTAssertEqual(SwiftTokens(data: Data([0x22, 0xC3])).unterminated, [1])
        var state: UInt64 = 42
        let alphabet = Array("\"#\\()/*`@$ \n\r\tax0._é√".utf8)
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<200 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let pick = Int(state >> 33)
                bytes.append(pick % 7 == 0 ? UInt8(truncatingIfNeeded: pick >> 8) : alphabet[pick % alphabet.count])
            }
            let tokens = SwiftTokens(data: Data(bytes)).tokens
            XCTAssertTrue(tokens.allSatisfy { $0.line >= 1 && $0.line <= bytes.count + 1 })
        }
        // Pathological lines: many `/` that might open a regex, deep interpolations, a huge file.
        let started = Date()
        let slashes = SwiftTokens(String(repeating: #"(\/"#, count: 100_000))
        XCTAssertEqual(slashes.tokens.count, 300_000)
        let nested = SwiftTokens(String(repeating: "\"\\(", count: 50_000))
        XCTAssertEqual(nested.unterminated, [1])
        let huge = SwiftTokens(String(repeating: "let value = \"text \\(x)\" + 12 // note\n", count: 50_000))
        XCTAssertEqual(huge.tokens.count, 50_000 * 10)
        XCTAssertEqual(huge.tokens.last?.line, 50_000)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "reading should take linear time")
    }
}
