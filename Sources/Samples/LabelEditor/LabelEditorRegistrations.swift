import ArchLabRegistry

/// What this module offers the shell: `scene labels`.
public enum LabelEditorRegistrations: RegistrationProviding {
    public static var registrations: [Registration] {
        [.scene(SceneRegistration(name: "labels", summary: "seed 003's label editor: load, create, remove, save (the service answers in 30 ticks)") {
            LabelEditorScene.make(scheduler: $0.scheduler, tracer: $0.tracer)
        })]
    }
}
