/// One observer of a subject, in an object of its own so that the subject can call it
/// through an unretained reference (see `SubjectObservers`): Swift cannot call a closure it
/// holds no reference to, but it can call through an immutable property of an object that is
/// guaranteed alive.
@usableFromInline
final class SubjectObserverNode<Element> {
    @usableFromInline let observer: AnyObserver<Element>

    @inlinable
    init(_ observer: consuming AnyObserver<Element>) {
        self.observer = observer
    }
}
