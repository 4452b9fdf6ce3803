/// The `.rx` namespace: extensions on `Reactive where Base: SomeType` add reactive members.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended object.
    public let base: Base

    /// Creates the namespace for `base`.
    public init(_ base: Base) { self.base = base }

    /// A `Binder` for any writable key path of a class base: `label.rx.text`.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> where Base: AnyObject {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

/// Types that have a `.rx` namespace.
public protocol ReactiveCompatible {
    associatedtype ReactiveBase
    static var rx: Reactive<ReactiveBase>.Type { get set }
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // swiftlint:disable:next unused_setter_value
        set { }
    }

    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // swiftlint:disable:next unused_setter_value
        set { }
    }
}
