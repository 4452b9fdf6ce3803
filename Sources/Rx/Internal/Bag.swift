/// Identifies an element in a `Bag`.
@usableFromInline
struct BagKey: Hashable, Sendable {
    @usableFromInline let rawValue: UInt64

    @inlinable init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// An unordered-by-contract collection keyed by insertion, tuned for 0 or 1 elements.
///
/// Iteration visits the first slot, then the others in insertion order. A removed first slot
/// is reused by the next insertion, exactly like RxSwift's bag, so observers of subjects are
/// notified in the same order as there.
@usableFromInline
struct Bag<Element> {
    @usableFromInline var nextKey: UInt64 = 0
    @usableFromInline var key0: BagKey?
    @usableFromInline var value0: Element?
    @usableFromInline var pairs: [(key: BagKey, value: Element)] = []

    @inlinable init() {}

    /// Adds `element`; returns its key.
    @inlinable
    mutating func insert(_ element: consuming Element) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        if key0 == nil {
            key0 = key
            value0 = element
        } else {
            pairs.append((key, element))
        }
        return key
    }

    /// The number of elements.
    @inlinable var count: Int { (key0 == nil ? 0 : 1) + pairs.count }

    /// `true` when there are no elements.
    @inlinable var isEmpty: Bool { key0 == nil && pairs.isEmpty }

    /// Removes everything.
    @inlinable
    mutating func removeAll() {
        key0 = nil
        value0 = nil
        pairs.removeAll(keepingCapacity: false)
    }

    /// Removes and returns the element for `key`.
    @inlinable @discardableResult
    mutating func removeKey(_ key: BagKey) -> Element? {
        if key0 == key {
            key0 = nil
            let value = value0
            value0 = nil
            return value
        }
        if let index = pairs.firstIndex(where: { $0.key == key }) {
            return pairs.remove(at: index).value
        }
        return nil
    }

    /// Visits every element: the first slot, then the rest in insertion order.
    @inlinable @inline(__always)
    func forEach(_ body: (Element) -> Void) {
        if let value0 { body(value0) }
        for pair in pairs { body(pair.value) }
    }
}

extension Bag {
    /// Sends `event` to every observer in the bag.
    @inlinable @inline(__always)
    func dispatch<Value>(_ event: Event<Value>) where Element == AnyObserver<Value> {
        if let value0 { value0.on(event) }
        if pairs.isEmpty { return }
        for pair in pairs { pair.value.on(event) }
    }

    /// Sends `event` to every handler in the bag.
    @inlinable @inline(__always)
    func dispatch<Value>(_ event: Event<Value>) where Element == (Event<Value>) -> Void {
        if let value0 { value0(event) }
        if pairs.isEmpty { return }
        for pair in pairs { pair.value(event) }
    }

    /// The observers to notify, taken under the owner's lock and called after it. Copies one
    /// element (one retain) in the common single-observer case instead of the whole bag.
    @inlinable @inline(__always)
    var snapshot: BagSnapshot<Element> {
        if pairs.isEmpty {
            guard let value0 else { return .empty }
            return .one(value0)
        }
        return .many(self)
    }
}

/// The observers of a `Bag` at one moment, in the bag's visiting order.
@usableFromInline
enum BagSnapshot<Element> {
    case empty
    case one(Element)
    case many(Bag<Element>)
}

extension BagSnapshot {
    /// Sends `event` to every observer of the snapshot, first slot first.
    @inlinable @inline(__always)
    consuming func dispatch<Value>(_ event: Event<Value>) where Element == AnyObserver<Value> {
        switch consume self {
        case .empty: return
        case .one(let observer): observer.on(event)
        case .many(let bag): bag.dispatch(event)
        }
    }
}
