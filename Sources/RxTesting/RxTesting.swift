// RxTesting = RxTest + RxBlocking. The scheduler, recordings, marbles and blocking live in
// RxTestKit (no XCTest, so the shell can use them); this module adds the XCTest and Swift
// Testing assertions and re-exports the rest, so tests need only `import RxTesting`.
@_exported import RxTestKit
