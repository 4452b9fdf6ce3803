/// What a RIB needs from its parent, declared as a protocol of properties.
///
/// The parent's component conforms to each child's dependency protocol, usually in a
/// `ParentComponent+Child.swift` extension.
public protocol Dependency: AnyObject {}

/// The dependency of a RIB that needs nothing from its parent (the root).
public protocol EmptyDependency: Dependency {}
