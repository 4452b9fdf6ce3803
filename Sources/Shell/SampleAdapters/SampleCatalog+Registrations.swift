import ArchLabRegistry
import CleanSwift
import RxTestKit

/// The one way a scene or an app reaches the shell: a module's `Registration`s (a shipped
/// sample, a lesson's exercise, the playground) become catalog entries.
extension SampleCatalog {
    public init(registrations: [Registration]) {
        self.init(entries: registrations.map(Entry.init(registration:)))
    }

    /// Adds `entries`, replacing any entry of the same kind and name.
    public mutating func merge(_ added: [Entry]) {
        entries.removeAll { old in added.contains { $0.kind == old.kind && $0.name == old.name } }
        entries += added
    }
}

extension SampleCatalog.Entry {
    /// A scene becomes a `VIPSceneSample` made on the session's clock with a tracer on it; an
    /// app a `RIBAppSample` (a `DeepLinkAppSample` when it lists deep links), launched with the
    /// leak detector already on the session's clock.
    public init(registration: Registration) {
        switch registration {
        case .scene(let scene):
            self.init(kind: .scene, name: scene.name, summary: scene.summary) { scheduler in
                VIPSceneSample.make(on: scheduler) { scheduler, tracer in
                    scene.make(LoadContext(scheduler: scheduler, tracer: tracer))
                }
            }
        case .app(let app):
            self.init(kind: .app, name: app.name, summary: app.summary) { RIBAppSample.launch(app, scheduler: $0) }
        }
    }
}
