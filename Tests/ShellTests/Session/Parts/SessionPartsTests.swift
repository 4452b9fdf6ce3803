import XCTest
@testable import ArchLabShell

/// A session is its parts, each with its own state; two sessions share none of it.
final class SessionPartsTests: XCTestCase {
    func testTwoSessionsSideBySideShareNothing() {
        let first = Shell(session: Session(catalog: .fakes))
        let second = Shell(session: Session(catalog: .fakes))
        XCTAssertTrue(first.submit(line: #"scene greeter; watch greeter.display; let a = cold "-1|"; advance 30"#).succeeded)
        XCTAssertTrue(second.submit(line: "app doors; advance 5").succeeded)

        XCTAssertEqual(first.session.now, 30)
        XCTAssertEqual(second.session.now, 5)
        XCTAssertEqual(first.session.sample?.name, "greeter")
        XCTAssertEqual(second.session.sample?.name, "doors")
        XCTAssertEqual(first.session.streams.watchedNames, ["greeter.display"])
        XCTAssertEqual(second.session.streams.watchedNames, [])
        XCTAssertEqual(first.session.operatorPlayground.names, ["a"])
        XCTAssertEqual(second.session.operatorPlayground.names, [])
        XCTAssertNil(first.session.samples.ribTree)
        XCTAssertEqual(second.session.samples.ribTree?.allNames, ["Root", "LoggedOut"])
    }

    func testEachPartReportsWhatItDidAsValues() throws {
        let session = Session(catalog: .fakes)
        let parser = session.parser
        try session.execute(parser.parse(line: "scene greeter"))
        try session.execute(parser.parse(line: "watch greeter.display"))
        try session.execute(parser.parse(line: "at 10 fire setText text=hi"))
        try session.execute(parser.parse(line: "run"))
        let reports = session.takeOutput()
        XCTAssertEqual(reports.count, 5, "\(reports)")
        guard case .sample(.loaded(let loaded)) = reports[0] else { return XCTFail("\(reports[0])") }
        XCTAssertEqual(loaded.actions, ["load", "setText"])
        XCTAssertEqual(reports[1], .streams(.watching("greeter.display")))
        XCTAssertEqual(reports[2], .clock(.scheduled(at: 10)))
        XCTAssertEqual(reports[3], .events([StreamEvent(time: 10, stream: "greeter.display", kind: .next("hi"))]))
        XCTAssertEqual(reports[4], .clock(.ran(from: 0, to: 10)))
    }

    /// The parts hold each other (and the two that must, the session) without a cycle: a
    /// session that watched, scheduled and predicted goes away with all its parts.
    func testASessionAndItsPartsGoAwayTogether() throws {
        weak var session: Session?
        weak var samples: SamplePart?
        weak var streams: StreamsPart?
        weak var clock: ClockPart?
        weak var lesson: LessonPart?
        weak var predictions: PredictionPart?
        try {
            let made = Session(catalog: .fakes)
            for line in ["scene greeter", "watch greeter.display", "predict greeter.display --a", "at 10 fire setText text=hi", "advance 5"] {
                try made.execute(made.parser.parse(line: line))
            }
            XCTAssertEqual(made.takeOutput().count, 4)
            session = made
            samples = made.samples
            streams = made.streams
            clock = made.clock
            lesson = made.lesson
            predictions = made.predictions
        }()
        XCTAssertNil(session, "the session outlived its last reference")
        XCTAssertNil(samples, "the sample part outlived its session")
        XCTAssertNil(streams, "the streams part outlived its session")
        XCTAssertNil(clock, "the clock outlived its session")
        XCTAssertNil(lesson, "the lesson part outlived its session")
        XCTAssertNil(predictions, "the prediction part outlived its session")
    }

    func testSampleCapabilitiesAreProtocols() throws {
        let session = Session(catalog: .standard)
        try session.execute(session.parser.parse(line: "scene title"))
        XCTAssertFalse(session.sample is RIBTreeSample)
        XCTAssertFalse(session.sample is DeepLinkSample)
        try session.execute(session.parser.parse(line: "app todo"))
        XCTAssertTrue(session.sample is RIBTreeSample)
        XCTAssertFalse(session.sample is DeepLinkSample)
        try session.execute(session.parser.parse(line: "app tictactoe"))
        XCTAssertTrue(session.sample is RIBTreeSample)
        XCTAssertTrue(session.sample is DeepLinkSample)
    }
}
