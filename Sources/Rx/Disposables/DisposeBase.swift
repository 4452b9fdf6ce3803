/// Base class of the library's disposables: counts them in `Resources.total` while counting is on.
public class DisposeBase {
    /// Whether `Resources` counted this disposable (see `Resources.isCounting`).
    private final let counted: Bool

    @usableFromInline
    init() { counted = Resources.count() }
    deinit { Resources.uncount(counted) }
}
