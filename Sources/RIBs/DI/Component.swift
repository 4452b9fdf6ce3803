import Foundation

/// Holds what a RIB provides to its own units and to its children, built from the parent's
/// dependency.
///
/// Subclasses declare properties; those backed by `shared { }` return one instance for the
/// component's lifetime, so every child asking gets the same stream or service.
open class Component<DependencyType>: Dependency {
    /// The parent's dependency, as given to the builder.
    public let dependency: DependencyType

    /// Called by the builder, once per built RIB.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    /// Returns the instance stored for the calling property, creating it with `factory` the
    /// first time.
    ///
    /// Thread-safe. The factory may read other `shared` properties of the same component, so
    /// the lock is recursive; it must not wait on another thread that reads this component.
    public final func shared<T>(__function: String = #function, _ factory: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        // `as? T?` then `?? nil` so that a property of optional type is still created once.
        if let instance = (sharedInstances[__function] as? T?) ?? nil {
            return instance
        }
        let instance = factory()
        sharedInstances[__function] = instance
        return instance
    }

    // A recursive lock rather than a Mutex: `shared` factories commonly call other `shared`
    // properties of the same component while the lock is held.
    private let lock = NSRecursiveLock()
    private var sharedInstances: [String: Any] = [:]
}

/// The component of a RIB that needs nothing from a parent, e.g. the app's root component.
open class EmptyComponent: EmptyDependency {
    public init() {}
}
