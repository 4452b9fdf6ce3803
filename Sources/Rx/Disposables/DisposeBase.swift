/// Base class of the library's disposables: counts them in `Resources.total`.
public class DisposeBase {
    @usableFromInline
    init() { Resources.incrementTotal() }
    deinit { Resources.decrementTotal() }
}
