import ArchLabRegistry

/// What this module offers the shell: `scene orders`.
public enum OrdersRegistrations: RegistrationProviding {
    public static var registrations: [Registration] {
        [.scene(SceneRegistration(name: "orders", summary: "CleanStore-style Orders: list, show and create orders in a navigation stack") {
            OrdersScene.make(scheduler: $0.scheduler, tracer: $0.tracer)
        })]
    }
}
