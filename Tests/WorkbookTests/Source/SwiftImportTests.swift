import ArchLabWorkbook
import XCTest

/// `SwiftTokens.imports` finds every form of import, and only imports.
final class SwiftImportTests: XCTestCase {
    func testEveryFormOfImport() {
        let imports = SwiftTokens("""
            import Foundation
            @testable import Alpha; import XCTest;
            @_exported @_spi(Private) public import Beta
            import struct Gamma.Thing
            import Delta.Sub
            #if canImport(Glibc)
            import Glibc
            #endif
            """).imports
        XCTAssertEqual(imports.map(\.module), ["Foundation", "Alpha", "XCTest", "Beta", "Gamma", "Delta", "Glibc"])
        XCTAssertEqual(imports.map(\.line), [1, 2, 2, 3, 4, 5, 7])
        XCTAssertEqual(imports.map(\.text), ["import Foundation", "@testable import Alpha", "import XCTest",
                                             "@_exported @_spi import Beta", "import struct Gamma.Thing", "import Delta.Sub", "import Glibc"])
        XCTAssertEqual(imports[1].attributes, ["testable"])
        XCTAssertEqual(imports[4].kind, "struct")
        XCTAssertEqual(imports[4].path, ["Gamma", "Thing"])
    }

    func testWordsThatAreNotImports() {
        let imports = SwiftTokens("""
            // import Commented
            /* import Blocked */
            let x = "import Quoted"
            let y = \"\"\"
                import Templated
                \"\"\"
            func f(import name: Int) { f(import: 1); config.import(2) }
            let `import` = 3
            """).imports
        XCTAssertEqual(imports, [])
    }
}
