import RIBs
import Rx

/// Loads the user's saved todos into the stream when LoggedIn becomes active (after the
/// storage's latency), then saves every change until LoggedIn resigns.
final class TodoSyncWorker: Worker {
    private let userName: String
    private let storage: TodoStorage
    private let todoStream: MutableTodoStream

    init(userName: String, storage: TodoStorage, todoStream: MutableTodoStream) {
        self.userName = userName
        self.storage = storage
        self.todoStream = todoStream
        super.init()
    }

    override func didStart(_ interactorScope: InteractorScope) {
        super.didStart(interactorScope)
        let userName = self.userName
        let storage = self.storage
        let todoStream = self.todoStream
        storage.load(user: userName)
            .subscribe(onNext: { saved in
                // Todos added while loading go after the saved ones.
                let added = todoStream.currentTodos
                let offset = saved.map(\.id).max() ?? 0
                todoStream.replace(with: saved + added.map { Todo(id: $0.id + offset, title: $0.title, isDone: $0.isDone) })
                todoStream.todos
                    .skip(1)
                    .subscribe(onNext: { storage.save($0, user: userName) })
                    .disposeOnStop(self)
                storage.save(todoStream.currentTodos, user: userName)
            })
            .disposeOnStop(self)
    }
}
