import Rx
import RxTesting
import SampleTitle
import XCTest

/*
 Seed 000's presenter test, against the real scene: the interactor's output is a stub, and
 the presenter's Driver is read with toBlocking. Success, the seed's "error" title, and a
 real error, which the Driver turns into "ERROR!".
 */
final class TitlePresenterTests: XCTestCase {
    var stub: InteractorOutputLogicsStub!
    var presenter: Presenter!

    override func setUp() {
        stub = InteractorOutputLogicsStub()
        presenter = Presenter(interactor: stub)
    }

    func testPresenter() throws {
        // Given
        stub.isSuccess = true

        // When
        let output = try presenter.display.toBlocking(timeout: 2.0).toArray()

        // Then
        XCTAssertEqual(output, ["test"])
    }

    func testPresenter2() throws {
        // Given
        stub.isSuccess = false

        // When
        let output = try presenter.display.toBlocking(timeout: 2.0).toArray()

        // Then
        XCTAssertEqual(output, ["error"])
    }

    func testPresenter_InteractorFails_DisplaysERRORAndCompletes() throws {
        // Given
        stub.failure = TitleWorkerError.unavailable

        // When
        let output = try presenter.display.toBlocking(timeout: 2.0).toArray()

        // Then
        XCTAssertEqual(output, ["ERROR!"])
    }

    final class InteractorOutputLogicsStub: InteractorOutputLogics {
        var isSuccess: Bool = true
        var failure: Error?

        var response: Observable<String> {
            if let failure { return Observable.error(failure) }
            return Observable.just(isSuccess ? "test" : "error")
        }
    }
}
