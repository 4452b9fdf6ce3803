import XCTest
import Rx
import RxTesting

/*
Presneter의 output에 대한 RxTest진행
InteractorOutputLogic에 대한 Stub을 생성해서 Presenter 주입

*/
class PresenterTests: XCTestCase {
    
    var stub: InteractorOutputLogicsStub!
    var presenter: Presenter!
    var disposeBag: DisposeBag!
    
    override func setUp() {
        self.stub = InteractorOutputLogicsStub.init()
        presenter = Presenter.init(interactor: stub)
        disposeBag = DisposeBag()
    }
    
    func testPresenter() {
        // Given
        self.stub.isSuccess = true
        
        // When
        let output = try! presenter.display.toBlocking(timeout: 2.0).toArray()
        
        // Then
        XCTAssertEqual(output, ["test"])
    }
    
    
    func testPresenter2() {
        // Given
        self.stub.isSuccess = false
        
        // When
        let output = try! presenter.display.toBlocking(timeout: 2.0).toArray()
        
        // Then
        XCTAssertEqual(output, ["error"])
    }
    
    class InteractorOutputLogicsStub: InteractorOutputLogics {
        
        var isSuccess: Bool = true
        
        var response: Observable<String> {
            return Observable.just(isSuccess ? "test": "error")
        }
    }
}
