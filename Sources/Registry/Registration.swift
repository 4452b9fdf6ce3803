/// One scene or app a module offers the shell. The shipped samples, a lesson's exercise and
/// the code `new scene` / `new rib` generate all reach the shell as a list of these.
public enum Registration {
    /// Whether it loads with `scene NAME` or `app NAME`.
    public enum Kind: String, Sendable {
        case scene, app
    }

    case scene(SceneRegistration)
    case app(AppRegistration)

    public var kind: Kind {
        switch self {
        case .scene: .scene
        case .app: .app
        }
    }

    /// The name typed after `scene` or `app`.
    public var name: String {
        switch self {
        case .scene(let scene): scene.name
        case .app(let app): app.name
        }
    }

    public var summary: String {
        switch self {
        case .scene(let scene): scene.summary
        case .app(let app): app.summary
        }
    }
}
