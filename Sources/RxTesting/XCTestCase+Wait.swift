import XCTest

#if !canImport(Darwin)
/// Apple's XCTest lets a test wait without a timeout (`wait(for: [expectation])`: no time
/// limit beyond the test's execution allowance); swift-corelibs-xctest, the XCTest of Linux
/// and Windows, requires one. This overload gives tests written against Apple's XCTest, such
/// as RxSwift's own, the same call there. It exists only where XCTest lacks it, so it can
/// never compete with Apple's declaration.
extension XCTestCase {
    /// Waits until every expectation is fulfilled, however long that takes; with
    /// `enforceOrder`, fulfilling them out of order fails the test. Failures are reported at
    /// the caller's file and line.
    public func wait(for expectations: [XCTestExpectation], enforceOrder: Bool = false, file: StaticString = #filePath, line: Int = #line) {
        wait(for: expectations, timeout: .infinity, enforceOrder: enforceOrder, file: file, line: line)
    }
}
#endif
