import RIBs

// Drill 22a: a dynamic dependency, given at build time. Reference solution.

/// What Chat's units get: the static dependency, and the room it was built for.
final class ChatComponent: Component<ChatDependency> {
    /// Dynamic: a different one on each build.
    let roomID: String

    init(dependency: ChatDependency, roomID: String) {
        self.roomID = roomID
        super.init(dependency: dependency)
    }

    /// One history per Chat, for its room, through the parent's service.
    var history: ChatHistory {
        shared { ChatHistory(roomID: roomID, service: dependency.messageService) }
    }
}

/// Builds a Chat for one room.
final class ChatBuilder: Builder<ChatDependency> {
    func build(roomID: String) -> ChatInteractor {
        let component = ChatComponent(dependency: dependency, roomID: roomID)
        return ChatInteractor(roomID: component.roomID, history: component.history)
    }
}

// MARK: - Chat's other units and its parent's (complete: read them, do not change them)

/// Sends and loads messages; one for the whole app.
final class MessageService {}

/// The messages of one room, loaded through the service.
final class ChatHistory {
    let roomID: String
    let service: MessageService
    init(roomID: String, service: MessageService) {
        self.roomID = roomID
        self.service = service
    }
}

/// Chat's static dependency: the same for every Chat the parent builds.
protocol ChatDependency: Dependency {
    var messageService: MessageService { get }
}

final class ChatInteractor: Interactor {
    let roomID: String
    let history: ChatHistory

    init(roomID: String, history: ChatHistory) {
        self.roomID = roomID
        self.history = history
        super.init()
    }
}

/// The parent: it owns the app's one message service.
final class InboxComponent: EmptyComponent, ChatDependency {
    let messageService = MessageService()
}
