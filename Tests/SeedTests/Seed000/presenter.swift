import Rx

protocol PresenterOutputLogics {
    
    var display: Driver<String> { get }
}

class Presenter: PresenterOutputLogics {
    
    public var display: Driver<String> {
        // interactor의 response에 대한 error처리는 presenter에서
        return interactor.response
            .asDriver(onErrorJustReturn: "ERROR!")
    }
    
    private var interactor: InteractorOutputLogics
    
    init(interactor: InteractorOutputLogics) {
        self.interactor = interactor
    }
}
