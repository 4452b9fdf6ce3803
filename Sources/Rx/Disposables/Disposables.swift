/// Factory methods for common disposables.
public enum Disposables {}

extension Disposables {
    /// A disposable that does nothing.
    public static func create() -> Disposable { NopDisposable.instance }

    /// A disposable that runs `dispose` once, the first time it is disposed.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both, in order.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three, in order.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all of them, in order.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable ...) -> Cancelable {
        var all = [disposable1, disposable2, disposable3]
        all.append(contentsOf: disposables)
        return CompositeDisposable(disposables: all)
    }

    /// A disposable that disposes all of them, in order.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}

/// Does nothing when disposed; one shared instance.
@usableFromInline
struct NopDisposable: Disposable, Sendable {
    static let instance = NopDisposable()
    @inlinable init() {}
    @inlinable func dispose() {}
}
