/// RxSwift's name for the integer types `timer` and `interval` count with.
public typealias RxAbstractInteger = FixedWidthInteger

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// Succeeds with 0 after `dueTime` on `scheduler`.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
