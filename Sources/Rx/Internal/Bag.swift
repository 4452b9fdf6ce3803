/// Identifies an element in a `Bag`.
struct BagKey: Hashable, Sendable {
    let rawValue: UInt64
}

/// An unordered-by-contract collection keyed by insertion, tuned for 0 or 1 elements.
///
/// Iteration visits the first slot, then the others in insertion order. A removed first slot
/// is reused by the next insertion, exactly like RxSwift's bag, so observers of subjects are
/// notified in the same order as there.
struct Bag<Element> {
    private var nextKey: UInt64 = 0
    private var key0: BagKey?
    private var value0: Element?
    private var pairs: [(key: BagKey, value: Element)] = []

    init() {}

    /// Adds `element`; returns its key.
    mutating func insert(_ element: Element) -> BagKey {
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
    var count: Int { (key0 == nil ? 0 : 1) + pairs.count }

    /// `true` when there are no elements.
    var isEmpty: Bool { key0 == nil && pairs.isEmpty }

    /// Removes everything.
    mutating func removeAll() {
        key0 = nil
        value0 = nil
        pairs.removeAll(keepingCapacity: false)
    }

    /// Removes and returns the element for `key`.
    @discardableResult
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
    @inline(__always)
    func forEach(_ body: (Element) -> Void) {
        if let value0 { body(value0) }
        for pair in pairs { body(pair.value) }
    }
}

extension Bag {
    /// Sends `event` to every observer in the bag.
    @inline(__always)
    func dispatch<Value>(_ event: Event<Value>) where Element == (Event<Value>) -> Void {
        if let value0 { value0(event) }
        if pairs.isEmpty { return }
        for pair in pairs { pair.value(event) }
    }
}
