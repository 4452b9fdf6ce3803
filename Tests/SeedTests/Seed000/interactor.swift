import Rx

protocol InteractorInputLogics {
    var request: PublishRelay<Void> { get }
}

protocol InteractorOutputLogics {
    var response: Observable<String> { get }
}

class Interactor: InteractorInputLogics & InteractorOutputLogics {
    
    public var request: PublishRelay<Void> = .init()
    
    public var response: Observable<String> {
        return request
            .flatMap({ [unowned self] _ -> Single<String> in
                return self.worker.getTitle()
            })
            .asObservable()
    }
    
    private let worker: TestWorker
    
    init(worker: TestWorker) {
        self.worker = worker
    }
}
