/// A sequence that never fails, delivers on the main scheduler and shares one subscription:
/// the base of `Driver` and `Signal`. `SharingStrategy` says how it shares.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType {
    let source: Observable<Element>

    /// Wraps `source`, sharing it with the strategy. `source` must not fail and must deliver
    /// on the strategy's scheduler.
    public init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `raw` as it is, without sharing it again.
    public init(raw: Observable<Element>) {
        self.source = raw
    }

    public func asObservable() -> Observable<Element> { source }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

/// How a shared sequence shares and on which scheduler it delivers.
public protocol SharingStrategyProtocol {
    /// The scheduler elements are delivered on.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Types convertible to a shared sequence.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    public func asObservable() -> Observable<Element> { asSharedSequence().asObservable() }
}
