import XCTest
@testable import ArchLabShell

/// Scripts in `Golden/*.archlab` run through the same runner as `archlab --echo --keep-going FILE`;
/// the output must equal `Golden/NAME.expected` byte for byte, and two runs must agree.
/// Set ARCHLAB_UPDATE_GOLDEN=1 to rewrite the expected files after an intended change.
final class GoldenTranscriptTests: XCTestCase {
    static let directory = Checkout.golden

    static func transcript(of script: URL) throws -> String {
        let sink = BufferSink()
        let catalog = SampleCatalog(entries: SampleCatalog.standard.entries + SampleCatalog.fakes.entries)
        let shell = Shell(session: Session(catalog: catalog), style: .plain, width: 80)
        let reader = try LineReader(path: script.path)
        let status = ScriptRunner(shell: shell, sink: sink, keepGoing: true, echo: true).run(reader, name: script.lastPathComponent)
        return sink.text + "[exit \(status)]\n"
    }

    func testGoldenTranscripts() throws {
        let scripts = try FileManager.default.contentsOfDirectory(at: Self.directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "archlab" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertGreaterThanOrEqual(scripts.count, 3)
        let update = ProcessInfo.processInfo.environment["ARCHLAB_UPDATE_GOLDEN"] == "1"
        for script in scripts {
            let first = try Self.transcript(of: script)
            let second = try Self.transcript(of: script)
            XCTAssertEqual(first, second, "\(script.lastPathComponent) is not deterministic")
            let expectedURL = script.deletingPathExtension().appendingPathExtension("expected")
            if update {
                try first.write(to: expectedURL, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: expectedURL, encoding: .utf8)
            if first != expected {
                let got = first.split(separator: "\n", omittingEmptySubsequences: false)
                let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let index = Array(zip(got, want)).firstIndex { $0.0 != $0.1 } ?? min(got.count, want.count)
                XCTFail("\(script.lastPathComponent) differs at line \(index + 1):\n got: \(index < got.count ? got[index] : "<end>")\nwant: \(index < want.count ? want[index] : "<end>")")
            }
        }
    }
}
