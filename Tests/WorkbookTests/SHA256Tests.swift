@testable import ArchLabWorkbook
import Foundation
import XCTest

final class SHA256Tests: XCTestCase {
    private func hex(_ text: String) -> String { SHA256.hexDigest(Array(text.utf8)) }

    func testSHA256_FIPSVectors() {
        XCTAssertEqual(hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"),
                       "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    func testSHA256_MillionAs() {
        XCTAssertEqual(SHA256.hexDigest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths around the 56- and 64-byte padding boundaries (values from GNU sha256sum).
    func testSHA256_PaddingBoundaries() {
        let expected = [
            55: "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318",
            56: "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a",
            63: "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34",
            64: "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb",
            65: "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0",
            119: "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb",
            120: "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c",
        ]
        for (count, digest) in expected {
            XCTAssertEqual(hex(String(repeating: "a", count: count)), digest, "length \(count)")
        }
    }

    func testSHA256_DigestIs32Bytes() {
        XCTAssertEqual(SHA256.digest([1, 2, 3]).count, 32)
        XCTAssertNotEqual(SHA256.digest([1, 2, 3]), SHA256.digest([1, 2, 4]))
    }

    /// The same digest as the system's `sha256sum`, which `scripts/seal-tests` uses, on a real file.
    func testSHA256_MatchesSystemToolOnFixture() throws {
        let file = Fixtures.course.appendingPathComponent("02-counter/lesson.md")
        let output = ProcessCommandRunner().run(["sha256sum", file.path], in: Fixtures.root, environment: [:], timeout: 30)
        try XCTSkipIf(output.status != 0, "sha256sum not available")
        let data = try XCTUnwrap(FileManager.default.contents(atPath: file.path))
        XCTAssertEqual(String(output.stdout.prefix(64)), SHA256.hexDigest(data))
    }
}
