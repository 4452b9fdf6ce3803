extension ArchitectureName {
    /// What to write when the type does not exist yet, and what it is for.
    var declaration: String {
        let unit = self.unit
        switch role {
        case .builder:
            return "\(unit) is built by its builder, which its parent's router calls: `final class \(name): Builder<\(unit)Dependency>, \(unit)Buildable`."
        case .buildable:
            return "the parent's router keeps \(unit)'s builder as `protocol \(name): Buildable`, which declares the `build(withListener:)` it calls."
        case .component:
            return "\(unit)'s builder makes its parts from `final class \(name): Component<\(unit)Dependency>`."
        case .dependency:
            return "`protocol \(name): Dependency` lists what \(unit) needs from its parent (the parent's component provides it)."
        case .router:
            return "`final class \(name): ViewableRouter<\(unit)Interactable, \(unit)ViewControllable>, \(unit)Routing` attaches \(unit)'s children (a RIB without a view: `Router<\(unit)Interactable>`)."
        case .routing:
            return "`protocol \(name): ViewableRouting` lists what \(unit)'s interactor asks its router; the builder returns it to the parent."
        case .interactor:
            return "\(unit)'s logic lives in `final class \(name): PresentableInteractor<\(unit)Presentable>, \(unit)Interactable, \(unit)PresentableListener`."
        case .interactable:
            return "\(unit)'s router and builder see its interactor as `protocol \(name): Interactable`, with `router` and `listener`."
        case .listener:
            return "`protocol \(name): AnyObject` lists what \(unit) tells its parent; the parent's interactor implements it."
        case .presentableListener:
            return "`protocol \(name): AnyObject` lists what \(unit)'s view tells its interactor (a tap becomes a call)."
        case .presentable:
            return "\(unit)'s interactor talks to its view through `protocol \(name): Presentable`, with `var listener: \(unit)PresentableListener? { get set }`."
        case .viewController:
            return "\(unit)'s view is `final class \(name): HeadlessViewController, \(unit)Presentable, \(unit)ViewControllable`."
        case .viewControllable:
            return "`protocol \(name): ViewControllable` lists what \(unit)'s router asks of its view."
        case .displayLogic:
            return "`protocol \(name): AnyObject` lists what the presenter asks the view controller to display."
        case .businessLogic:
            return "`protocol \(name)` lists the requests the view controller sends the interactor."
        case .presentationLogic:
            return "`protocol \(name)` lists the responses the interactor hands the presenter."
        case .routingLogic:
            return "`protocol \(name)` lists where the view controller can ask its router to go."
        case .dataStore:
            return "`protocol \(name)` lists the data the interactor keeps for routers to pass on."
        case .dataPassing:
            return "`protocol \(name)` gives the router `var dataStore: \(unit)DataStore? { get }`."
        case .presenter:
            return "`final class \(name): \(unit)PresentationLogic` turns the interactor's responses into view models."
        case .worker:
            return "`\(name)` does the interactor's slow or outside work (network, storage)."
        }
    }

    /// Who calls the methods of a protocol with this name, for "… calls exactly that".
    var callerOfProtocol: String {
        switch role {
        case .buildable: "the parent's router"
        case .listener: "\(unit)'s interactor"
        case .presentableListener: "\(unit)'s view"
        case .routing, .routingLogic: "the interactor"
        case .presentable: "\(unit)'s interactor"
        case .viewControllable: "\(unit)'s router"
        case .displayLogic: "the presenter"
        case .presentationLogic: "the interactor"
        case .businessLogic: "the view controller"
        default: "its caller"
        }
    }

    /// The role in words, for a sentence: `viewController` → "view controller".
    var spokenRole: String {
        role.rawValue.reduce(into: "") { text, character in
            if character.isUppercase, !text.isEmpty { text.append(" ") }
            text.append(Character(character.lowercased()))
        }
    }
}
