import ArchLabToolchain

/// Advice in architecture terms for the compiler errors of VIP and RIBs plumbing: the
/// conformances, dependencies, builders and view methods that connect a RIB to its parent or
/// a scene's parts to each other. "type 'RootInteractor' does not conform to protocol
/// 'WelcomeListener'" becomes: the parent's interactor is the child's listener, add the
/// methods the listener declares.
///
/// It reads the error's structure (`DiagnosticShape`) and the names it quotes by the naming
/// conventions (`ArchitectureName`), never whole messages, and says nothing (nil) about an
/// error it does not know: a wrong hint is worse than none. Shown under each compiler error
/// by `ExerciseResult.learnerText`, `archlab explain`, the grade report and the shell's
/// `load`.
public enum PlumbingExplainer {
    /// The advice for a compiler error's message (the text after `error: `), or nil.
    public static func advice(for message: String) -> String? {
        guard let shape = DiagnosticShape(message: message) else { return nil }
        switch shape {
        case .doesNotConform(let type, let to):
            return conformance(of: type, to: to, asArgument: false)
        case .argumentDoesNotConform(let type, let to):
            return conformance(of: type, to: to, asArgument: true)
        case .noMember(let type, let member):
            return missingMember(member, of: type)
        case .missingArguments(let labels):
            return labels.lazy.compactMap(missingBuilderArgument).first
        case .extraArgument(let label):
            return childUnit(ofBuilderProperty: label).map {
                "The call passes \($0)'s builder as `\(label):`, but the init does not take it yet: add a parameter `\(label): \($0)Buildable` to the parent router's init and keep it in `private let \(label): \($0)Buildable` (a parent router needs its child's builder to build and attach it)."
            }
        case .notFound(let name):
            return notFound(name)
        case .notInitializedBeforeSuperInit(let property):
            return childUnit(ofBuilderProperty: property).map {
                "The router keeps \($0)'s builder in `\(property)`: set it from the init's parameter (`self.\(property) = \(property)`) before `super.init`."
            }
        case .differentLabels(_, let protocolName, let required):
            guard let name = ArchitectureName(protocolName) else { return nil }
            return "`\(protocolName)` declares `\(required)`, and \(name.callerOfProtocol) calls exactly that: name the method and its labels as the protocol does."
        }
    }

    // MARK: Conformance

    private static func conformance(of typeName: String, to protocolName: String, asArgument: Bool) -> String? {
        guard let type = ArchitectureName(typeName), let wanted = ArchitectureName(protocolName) else { return nil }
        switch (type.role, wanted.role) {
        case (.interactor, .listener) where type.unit != wanted.unit:
            return "\(wanted.unit) calls its listener to tell its parent what happened, and the parent's interactor is that listener: add to `\(typeName)` the methods `\(protocolName)` declares."
        case (.interactable, .listener) where type.unit != wanted.unit:
            return "The parent's interactor is \(wanted.unit)'s listener (its builder takes `withListener: interactor`), so `\(typeName)` must inherit `\(protocolName)`: `protocol \(typeName): Interactable, \(protocolName)`; then add its methods to `\(type.named(.interactor))`."
        case (_, .listener) where type.unit != wanted.unit:
            return "\(wanted.unit)'s listener is its parent's interactor, not its \(type.spokenRole): pass `interactor` (`build(withListener: interactor)`) and make `\(type.named(.interactable))` inherit `\(protocolName)`."
        case (.component, .dependency) where type.unit != wanted.unit && asArgument:
            return "A child gets what it needs from its parent's component, so `\(typeName)` must provide \(wanted.unit)'s dependency: add a component extension, `extension \(typeName): \(protocolName) {}` (its own file, `\(typeName)+\(wanted.unit).swift`), with what `\(protocolName)` declares."
        case (.component, .dependency) where type.unit != wanted.unit:
            return "`\(typeName)` provides \(wanted.unit)'s dependency but not all it asks for: add to `extension \(typeName): \(protocolName)` each property `\(protocolName)` declares (from \(type.unit)'s own `dependency`, or made by the component)."
        case (.interactor, .presentableListener) where type.unit == wanted.unit:
            return "\(type.unit)'s view calls its interactor through `\(protocolName)` (a tap becomes a call): implement its methods in `\(typeName)`, and set `presenter.listener = self` in its init."
        case (.interactor, .interactable) where type.unit == wanted.unit:
            return "\(type.unit)'s builder and router hold its interactor as `\(protocolName)`: give `\(typeName)` what it declares (`weak var router: \(type.named(.routing))?`, `weak var listener: \(type.named(.listener))?`)."
        case (.router, .routing) where type.unit == wanted.unit:
            return "\(type.unit)'s interactor asks its router through `\(protocolName)`: implement in `\(typeName)` each route it declares."
        case (.viewController, .presentable) where type.unit == wanted.unit:
            return "\(type.unit)'s interactor talks to its view through `\(protocolName)`: give `\(typeName)` what it declares (`weak var listener: \(type.named(.presentableListener))?`)."
        case (.viewController, .viewControllable) where type.unit == wanted.unit && asArgument:
            return "\(type.unit)'s router holds its view as `\(protocolName)`: adopt it, `final class \(typeName): HeadlessViewController, \(type.named(.presentable)), \(protocolName)`."
        case (.viewController, .viewControllable) where type.unit == wanted.unit:
            return "The router reaches its view only through `\(protocolName)`: implement in `\(typeName)` each method it declares (`present(viewController:)` shows a child's view: `present(viewController.uiviewController, animated: true)`)."
        case (.builder, .buildable) where type.unit == wanted.unit:
            return "The parent's router holds \(type.unit)'s builder as `\(protocolName)`: implement its `build` in `\(typeName)` with the same labels and types."
        case (.viewController, .displayLogic) where type.unit == wanted.unit:
            return "The presenter calls its view controller through `\(protocolName)`: implement in `\(typeName)` each `display` method it declares."
        case (.presenter, .presentationLogic) where type.unit == wanted.unit:
            return "The interactor calls its presenter through `\(protocolName)`: implement in `\(typeName)` each `present` method it declares."
        case (.interactor, .businessLogic) where type.unit == wanted.unit:
            return "The view controller sends its requests to the interactor through `\(protocolName)`: implement in `\(typeName)` each method it declares."
        case (.interactor, .dataStore) where type.unit == wanted.unit:
            return "The interactor holds the scene's data, and the router reads and writes it through `\(protocolName)`: declare in `\(typeName)` each property it lists (stored `var`s)."
        case (.router, .dataPassing) where type.unit == wanted.unit:
            return "The router passes data between scenes through `\(protocolName)`: give `\(typeName)` a `var dataStore: \(type.named(.dataStore))?` (set to the interactor when the scene is put together)."
        case (.router, .routingLogic) where type.unit == wanted.unit:
            return "The view controller asks its router to navigate through `\(protocolName)`: implement in `\(typeName)` each `routeTo` method it declares."
        default:
            return nil
        }
    }

    // MARK: Members

    private static func missingMember(_ member: String, of typeName: String) -> String? {
        if let unit = childUnit(ofBuilderProperty: member), ArchitectureName(typeName)?.role == .router {
            return "A parent router keeps each child's builder to build and attach it: add `private let \(member): \(unit)Buildable` to `\(typeName)` and set it in its init."
        }
        guard let type = ArchitectureName(typeName) else { return nil }
        let unit = type.unit
        switch type.role {
        case .viewControllable where member == "present" || member == "dismiss":
            let what = member == "present" ? "shows a child's view" : "removes a child's view"
            return "\(unit)'s router can ask its view only what `\(typeName)` declares, and `\(member)` \(what): declare `func \(member)(viewController: ViewControllable)` in `\(typeName)` and implement it in `\(type.named(.viewController))`."
        case .viewControllable:
            return "\(unit)'s router can ask its view only what `\(typeName)` declares: declare `\(member)` there and implement it in `\(type.named(.viewController))`."
        case .component:
            return "`\(typeName)` has no `\(member)`. A component provides what its children depend on (in `extension \(typeName): <Child>Dependency`) and forwards what comes from its own parent (`var \(member): … { dependency.\(member) }`, declared in `\(type.named(.dependency))`)."
        case .dependency:
            return "`\(typeName)` is what \(unit) asks of its parent, and it does not ask for `\(member)`: declare `var \(member): … { get }` in it; the parent's component then provides it (in `extension <Parent>Component: \(typeName)`)."
        case .listener:
            return "\(unit) tells its parent things only through `\(typeName)`: declare `\(member)` there, then implement it in the parent's interactor."
        case .routing:
            return "\(unit)'s interactor can ask its router only what `\(typeName)` declares: declare `\(member)` there and implement it in `\(type.named(.router))`."
        case .presentable:
            return "\(unit)'s interactor reaches its view only through `\(typeName)`: declare `\(member)` there and implement it in `\(type.named(.viewController))`."
        case .presentableListener:
            return "\(unit)'s view reaches its interactor only through `\(typeName)`: declare `\(member)` there and implement it in `\(type.named(.interactor))`."
        case .interactable:
            return "\(unit)'s router and builder see its interactor only as `\(typeName)`: declare `\(member)` there and implement it in `\(type.named(.interactor))`."
        case .buildable:
            return "The parent's router sees \(unit)'s builder only as `\(typeName)`: declare `\(member)` there and implement it in `\(type.named(.builder))`."
        case .displayLogic:
            return "The presenter reaches the view controller only through `\(typeName)`: declare `\(member)` there and implement it in `\(type.named(.viewController))`."
        case .presentationLogic:
            return "The interactor reaches the presenter only through `\(typeName)`: declare `\(member)` there and implement it in `\(type.named(.presenter))`."
        case .businessLogic:
            return "The view controller reaches the interactor only through `\(typeName)`: declare `\(member)` there and implement it in `\(type.named(.interactor))`."
        case .routingLogic:
            return "The view controller reaches the router only through `\(typeName)`: declare `\(member)` there and implement it in `\(type.named(.router))`."
        case .dataStore:
            return "Routers pass data through the scene's data store, and `\(typeName)` has no `\(member)`: declare `var \(member): … { get set }` in it and store it in `\(type.named(.interactor))`."
        case .builder, .router, .interactor, .viewController, .presenter, .worker, .dataPassing:
            return nil
        }
    }

    // MARK: Arguments

    /// `missing argument for parameter 'welcomeBuilder'`: the router takes the child's
    /// builder now, and the parent's builder, which makes the router, does not pass it yet.
    private static func missingBuilderArgument(_ label: String) -> String? {
        childUnit(ofBuilderProperty: label).map {
            "The router takes \($0)'s builder now, and a parent's builder makes its children's builders: pass `\(label): \($0)Builder(dependency: component)` where it makes the router (its `component` is what \($0) depends on)."
        }
    }

    // MARK: Missing names

    private static func notFound(_ name: String) -> String? {
        if let unit = childUnit(ofBuilderProperty: name) {
            return "A parent router keeps each child's builder to build and attach it: add `private let \(name): \(unit)Buildable` to the router and set it in its init."
        }
        if name == "dataStore" {
            return "A Clean Swift router passes data through its data store: give it `var dataStore: <Scene>DataStore?`, as its `<Scene>DataPassing` protocol declares."
        }
        guard let missing = ArchitectureName(name) else { return nil }
        return "There is no `\(name)` yet: \(missing.declaration)"
    }

    /// `welcomeBuilder` → `Welcome`: the child whose builder a parent router keeps there.
    private static func childUnit(ofBuilderProperty name: String) -> String? {
        guard name.hasSuffix("Builder"), let first = name.first, first.isLowercase, name.count > "Builder".count else { return nil }
        let unit = name.dropLast("Builder".count)
        return unit.prefix(1).uppercased() + unit.dropFirst()
    }
}

extension CompilerDiagnostic {
    /// What this error means in architecture terms (`PlumbingExplainer`), or nil.
    public var advice: String? { PlumbingExplainer.advice(for: message) }
}
