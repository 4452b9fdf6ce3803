import RIBs

// Traced proxies for TodoDetail's protocols, wired by `TodoDetailBuilder`; see RootTracing.swift.

/// TodoDetail's interactor as its view calls it.
final class TracedTodoDetailPresentableListener: RIBCallProxy<any TodoDetailPresentableListener>, TodoDetailPresentableListener {
    func toggle() { forward { $0.toggle() } }
    func close() { forward { $0.close() } }
}

/// TodoDetail's listener (TodoList's interactor) as TodoDetail's interactor calls it.
final class TracedTodoDetailListener: RIBCallProxy<any TodoDetailListener>, TodoDetailListener {
    func detailDidRequestToggle(id: Int) { forward(id) { $0.detailDidRequestToggle(id: id) } }
    func detailDidClose() { forward { $0.detailDidClose() } }
}
