import XCTest
@testable import ArchLabShell

/// `help`: the index of every command, within eighty columns.
final class HelpRendererTests: XCTestCase {
    func testHelpIndexFitsEightyColumnsAndListsEveryCommand() {
        let lines = HelpRenderer.renderIndex(.standard, style: .plain)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 80 }, lines.filter { $0.count > 80 }.joined(separator: "\n"))
        for declaration in CommandSet.standard.all {
            XCTAssertTrue(lines.contains { $0.hasPrefix("  " + declaration.usage) }, declaration.name)
        }
    }
}
