import ArchLabRegistry

/// What this module offers the shell: `app todo`.
public enum TodoRegistrations: RegistrationProviding {
    public static var registrations: [Registration] {
        [.app(AppRegistration(name: "todo", summary: "the RIBs Todo app from seed 001: Root, LoggedOut, LoggedIn, TodoList, TodoDetail") {
            TodoApp.launch(scheduler: $0.scheduler)
        })]
    }
}
