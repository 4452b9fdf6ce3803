/// A type name read by the naming conventions of RIBs and Clean Swift: `WelcomeListener` is
/// the `listener` of the unit `Welcome`; `ListOrdersDisplayLogic` the `displayLogic` of the
/// scene `ListOrders`. A name without a unit in front (`ViewControllable`, the framework's
/// own) or with another ending is not one.
struct ArchitectureName: Equatable {
    /// What a type is for, by the last word of its name.
    enum Role: String, CaseIterable {
        // RIBs
        case builder = "Builder", buildable = "Buildable", component = "Component", dependency = "Dependency"
        case router = "Router", routing = "Routing", interactor = "Interactor", interactable = "Interactable"
        case listener = "Listener", presentableListener = "PresentableListener", presentable = "Presentable"
        case viewController = "ViewController", viewControllable = "ViewControllable"
        // Clean Swift (its interactor, router and view controller share the RIBs endings)
        case displayLogic = "DisplayLogic", businessLogic = "BusinessLogic", presentationLogic = "PresentationLogic"
        case routingLogic = "RoutingLogic", dataStore = "DataStore", dataPassing = "DataPassing"
        case presenter = "Presenter", worker = "Worker"

        /// The endings longest first, so `PresentableListener` wins over `Listener`.
        static let bySuffixLength = allCases.sorted { $0.rawValue.count > $1.rawValue.count }
    }

    /// The RIB or scene the type belongs to: `Welcome`, `ListOrders`.
    var unit: String
    var role: Role

    init?(_ name: String) {
        guard let role = Role.bySuffixLength.first(where: { name.hasSuffix($0.rawValue) }) else { return nil }
        let unit = String(name.dropLast(role.rawValue.count))
        guard let first = unit.first, first.isUppercase, unit.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        self.unit = unit
        self.role = role
    }

    /// The unit's type with another role: `Welcome` + `.builder` → `WelcomeBuilder`.
    func named(_ role: Role) -> String { unit + role.rawValue }

    /// This type's name.
    var name: String { named(role) }
}
