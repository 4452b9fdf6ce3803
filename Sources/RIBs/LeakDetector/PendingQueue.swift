/// The leak detector's pending expectations by id, oldest first: ids are handed out in
/// order, so a slot array with a moving start replaces a hash table (adding, removing and
/// counting are O(1), amortised).
struct PendingQueue<Element: AnyObject> {
    /// `slots[i]` holds id `firstId + i`; `nil` once finished. Slots before `head` are all `nil`.
    private var slots: [Element?] = []
    private var head = 0
    private var firstId = 0
    /// The number of elements not yet removed.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// Adds `element` and returns its id.
    mutating func append(_ element: Element) -> Int {
        slots.append(element)
        count += 1
        return firstId + slots.count - 1
    }

    /// Removes the element with `id`; `false` when there is none (already removed).
    mutating func remove(_ id: Int) -> Bool {
        let index = id - firstId
        guard index >= head, index < slots.count, slots[index] != nil else { return false }
        slots[index] = nil
        count -= 1
        while head < slots.count, slots[head] == nil { head += 1 }
        if head == slots.count {
            firstId += slots.count
            slots.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64, head * 2 >= slots.count {
            // Drop the finished front once it is at least half: each slot moves O(1) times.
            slots.removeFirst(head)
            firstId += head
            head = 0
        }
        return true
    }

    /// The elements not yet removed, oldest first.
    var elements: [Element] { slots[head...].compactMap { $0 } }
}

extension PendingQueue: Sendable where Element: Sendable {}
