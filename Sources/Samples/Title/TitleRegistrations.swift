import ArchLabRegistry

/// What this module offers the shell: `scene title`.
public enum TitleRegistrations: RegistrationProviding {
    public static var registrations: [Registration] {
        [.scene(SceneRegistration(name: "title", summary: "seed 000's Rx VIP scene: a request, a worker 50 ticks away, a Driver to the view") {
            TitleScene.make(scheduler: $0.scheduler, tracer: $0.tracer)
        })]
    }
}
