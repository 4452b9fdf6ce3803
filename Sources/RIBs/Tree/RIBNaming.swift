/// Display names of RIB units: the type name without generic arguments and without its
/// role suffix (`LoggedOutRouter` → `LoggedOut`).
public enum RIBNaming {
    /// The RIB name of a router, interactor, builder or view controller.
    public static func name(of object: AnyObject) -> String {
        if let named = object as? RIBNamed { return named.ribName }
        var name = String(describing: type(of: object))
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        for suffix in ["ViewController", "Interactor", "Router", "Builder", "Mock"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}

/// A unit that names its RIB itself, instead of by its type name.
public protocol RIBNamed: AnyObject {
    var ribName: String { get }
}
