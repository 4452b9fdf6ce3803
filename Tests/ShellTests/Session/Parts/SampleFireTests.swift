import HeadlessUI
import XCTest
@testable import ArchLabShell

/// `fire` finds the action and validates its arguments once, hands the sample both typed,
/// and keeps `ActionError` typed until it is rendered.
final class SampleFireTests: XCTestCase {
    private let session = Session(catalog: .fakes)

    override func setUp() {
        XCTAssertNoThrow(try session.samples.load(.app, "doors"))
    }

    private var app: FakeApp? { session.samples.loaded as? FakeApp }

    func testTheSampleGetsTheActionAndTheValidatedArguments() throws {
        try session.samples.fire("login", [FireArgument(key: "player", value: "Ann"), FireArgument(key: "seat", value: "2")])
        XCTAssertEqual(app?.fired.map(\.action.name), ["login"])
        XCTAssertEqual(app?.fired.first?.action, app?.actions.first)
        XCTAssertEqual(app?.fired.first?.arguments, ActionArguments(values: ["player": .text("Ann"), "seat": .integer(2)]))
    }

    func testBadArgumentsNeverReachTheSampleAndStayTyped() throws {
        let login = try XCTUnwrap(app?.actions.first)
        XCTAssertThrowsError(try session.samples.fire("login", [FireArgument(key: "player", value: "Ann"), FireArgument(key: "seat", value: "3")])) { error in
            XCTAssertEqual(error as? ShellError,
                           .badActionArguments(.invalidValue(action: "login", parameter: "seat", value: "3", expected: "[seat=<1...2>]"), action: login))
        }
        XCTAssertEqual(app?.fired.count, 0)
    }

    func testTheSamplesRefusalStaysTypedUntilRendered() throws {
        try session.samples.fire("login", [FireArgument(key: "player", value: "Ann")])
        XCTAssertThrowsError(try session.samples.fire("login", [FireArgument(key: "player", value: "Bo")])) { error in
            XCTAssertEqual(error as? ShellError, .actionRefused(.unavailable(action: "login", reason: "already logged in")))
            XCTAssertEqual((error as? ShellError)?.message, "'login' can't be done now: already logged in")
        }
    }
}
