/// A FIFO queue on a ring buffer; amortised O(1) enqueue and dequeue.
@usableFromInline
struct Queue<Element> {
    @usableFromInline var storage: [Element?]
    @usableFromInline var head = 0
    @usableFromInline var count = 0

    @inlinable
    init(capacity: Int = 4) {
        storage = Array(repeating: nil, count: Swift.max(capacity, 1))
    }

    @inlinable
    var isEmpty: Bool { count == 0 }

    @inlinable
    mutating func enqueue(_ element: Element) {
        if count == storage.count { grow() }
        storage[(head + count) % storage.count] = element
        count += 1
    }

    @inlinable
    mutating func dequeue() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        return element
    }

    @inlinable
    func peek() -> Element? { count > 0 ? storage[head] : nil }

    @inlinable
    mutating func removeAll() {
        storage = Array(repeating: nil, count: 4)
        head = 0
        count = 0
    }

    /// The elements, oldest first.
    @inlinable
    var elements: [Element] {
        (0..<count).compactMap { storage[(head + $0) % storage.count] }
    }

    @inlinable
    mutating func grow() {
        var grown = [Element?](repeating: nil, count: storage.count * 2)
        for index in 0..<count { grown[index] = storage[(head + index) % storage.count] }
        storage = grown
        head = 0
    }
}
