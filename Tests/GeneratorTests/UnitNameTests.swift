@testable import ArchLabGenerator
import XCTest

final class UnitNameTests: XCTestCase {
    func testValidNames_AreKept() throws {
        XCTAssertEqual(try UnitName("Greeter").type, "Greeter")
        XCTAssertEqual(try UnitName("Greeter").variable, "greeter")
        XCTAssertEqual(try UnitName("URLList").variable, "urlList")
        XCTAssertEqual(try UnitName("TodoList2").variable, "todoList2")
    }

    func testInvalidNames_AreRefusedWithASuggestion() {
        XCTAssertThrowsError(try UnitName("greeter")) { error in
            XCTAssertEqual((error as? GeneratorError)?.description,
                           "'greeter' is not a type name: use letters and digits, starting with a capital letter (try Greeter)")
        }
        XCTAssertThrowsError(try UnitName("todo-list")) { error in
            XCTAssertEqual(error as? GeneratorError, .invalidName("todo-list"))
            XCTAssertTrue("\(error)".hasSuffix("(try TodoList)"))
        }
        XCTAssertThrowsError(try UnitName("")) { XCTAssertEqual($0 as? GeneratorError, .invalidName("")) }
        XCTAssertThrowsError(try UnitName("Ünïcode")) { XCTAssertEqual($0 as? GeneratorError, .invalidName("Ünïcode")) }
    }

    func testReservedNames_AreRefused() {
        XCTAssertThrowsError(try UnitName("Playground")) { XCTAssertEqual($0 as? GeneratorError, .reservedName("Playground")) }
        XCTAssertThrowsError(try UnitName("Observable")) { XCTAssertEqual($0 as? GeneratorError, .reservedName("Observable")) }
    }
}
