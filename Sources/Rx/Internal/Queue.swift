/// A FIFO queue on a ring buffer; amortised O(1) enqueue and dequeue.
struct Queue<Element> {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int = 4) {
        storage = Array(repeating: nil, count: Swift.max(capacity, 1))
    }

    var isEmpty: Bool { count == 0 }

    mutating func enqueue(_ element: Element) {
        if count == storage.count { grow() }
        storage[(head + count) % storage.count] = element
        count += 1
    }

    mutating func dequeue() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        return element
    }

    func peek() -> Element? { count > 0 ? storage[head] : nil }

    mutating func removeAll() {
        storage = Array(repeating: nil, count: 4)
        head = 0
        count = 0
    }

    /// The elements, oldest first.
    var elements: [Element] {
        (0..<count).compactMap { storage[(head + $0) % storage.count] }
    }

    private mutating func grow() {
        var grown = [Element?](repeating: nil, count: storage.count * 2)
        for index in 0..<count { grown[index] = storage[(head + index) % storage.count] }
        storage = grown
        head = 0
    }
}
