import XCTest
import Rx
import RxTesting

/*
Interactor의 input과 output에 대한 RxTest진행
어떠한 Request 이벤트 발생시 기대하는 Response 이벤트를 받는지?
Worker는 Stub으로 생성하여 Interactor에 주입
*/
class InteractorTests: XCTestCase {
    
    var interactor: Interactor!
    var disposeBag: DisposeBag!
    
    override func setUp() {
        interactor = Interactor.init(worker: TestWorkerStub.init())
        disposeBag = DisposeBag()
    }
    
    func testInteractor() {
        let scheduler = TestScheduler.init(initialClock: 0)
        
        let output = scheduler.createObserver(String.self)
        
        // given
        scheduler.createColdObservable([.next(100, ()), .next(200, ())])
            .bind(to: interactor.request)
            .disposed(by: disposeBag)
        
        // when
        interactor.response.subscribe(output)
            .disposed(by: disposeBag)
        
        // then
        scheduler.start()
        XCTAssertEqual(output.events, [.next(100, "hello"), .next(200, "hello")])
    }
    
    class TestWorkerStub: TestWorker {
        
        override func getTitle() -> Single<String> {
            return Single.just("hello")
        }
    }
}
