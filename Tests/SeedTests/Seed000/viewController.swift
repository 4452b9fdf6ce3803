import Rx

class ViewController {
    
    var interactor: InteractorInputLogics!
    var presenter: PresenterOutputLogics!
    
    init() {
        self.configureVIPCycle()
    }
    
    func configureVIPCycle() {
        let interactor = Interactor.init(worker: .init())
        self.interactor = interactor
        self.presenter = Presenter.init(interactor: interactor)
    }
}
