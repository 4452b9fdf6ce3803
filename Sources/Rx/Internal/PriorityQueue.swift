/// A min-priority queue with removal of arbitrary elements (by identity).
///
/// Elements enqueued in order (each after the last of the run) are appended to a sorted run,
/// in O(1); the others go to a binary heap. The front is the earlier of the two heads. Work on
/// a virtual clock is mostly scheduled in time order, so most of it never touches the heap.
///
/// Heap keys live in their own array beside the elements and the ordering compares keys only,
/// so sifting touches no reference counts. Inlinable, so that a scheduler specialised for its
/// clock type (see `VirtualTimeScheduler`) runs specialised code.
@usableFromInline
struct PriorityQueue<Key, Element: AnyObject> {
    @usableFromInline let hasHigherPriority: (Key, Key) -> Bool
    // The sorted run; entries before `runHead` are removed (nil, so they are released at once).
    @usableFromInline var runKeys: [Key] = []
    @usableFromInline var runElements: [Element?] = []
    @usableFromInline var runHead = 0
    // The heap.
    @usableFromInline var keys: [Key] = []
    @usableFromInline var elements: [Element] = []

    @inlinable
    init(hasHigherPriority: @escaping (Key, Key) -> Bool) {
        self.hasHigherPriority = hasHigherPriority
    }

    @inlinable
    var runCount: Int { runElements.count - runHead }

    @inlinable
    var count: Int { runCount + elements.count }

    @inlinable
    var isEmpty: Bool { count == 0 }

    /// `true` when the front is the run's head rather than the heap's top.
    @inlinable
    var frontIsInRun: Bool {
        if runHead == runElements.count { return false }
        if elements.isEmpty { return true }
        return hasHigherPriority(runKeys[runHead], keys[0])
    }

    @inlinable
    func peek() -> Element? {
        if frontIsInRun { return runElements[runHead] }
        return elements.first
    }

    /// The front element with its key.
    @inlinable
    func peekWithKey() -> (key: Key, element: Element)? {
        if frontIsInRun, let element = runElements[runHead] { return (runKeys[runHead], element) }
        guard let element = elements.first else { return nil }
        return (keys[0], element)
    }

    /// The front element with its key, after removing the fronts that `isRemoved` rejects.
    ///
    /// Mutating, so that a queue stored in a class is used in place: a non-mutating call on
    /// it copies the queue first (retaining its four arrays and closure) at every look.
    @inlinable
    mutating func front(removing isRemoved: (Element) -> Bool) -> (key: Key, element: Element)? {
        while let front = peekWithKey() {
            if isRemoved(front.element) {
                remove(front.element)
                continue
            }
            return front
        }
        return nil
    }

    @inlinable
    mutating func enqueue(_ element: Element, key: Key) {
        if runHead == runElements.count, runHead > 0 {
            runKeys.removeAll(keepingCapacity: true)
            runElements.removeAll(keepingCapacity: true)
            runHead = 0
        }
        if let last = runKeys.last, !hasHigherPriority(last, key) {
            keys.append(key)
            elements.append(element)
            bubbleUp(elements.count - 1)
        } else {
            runKeys.append(key)
            runElements.append(element)
        }
    }

    @inlinable
    mutating func dequeue() -> Element? {
        guard let front = peek() else { return nil }
        remove(front)
        return front
    }

    @inlinable
    mutating func remove(_ element: Element) {
        if runHead < runElements.count, runElements[runHead] === element {
            runElements[runHead] = nil
            runHead += 1
            compactRun()
            return
        }
        if let first = elements.first, first === element {
            removeAt(0)
            return
        }
        if let index = elements.firstIndex(where: { $0 === element }) {
            removeAt(index)
            return
        }
        if let index = runElements[runHead...].firstIndex(where: { $0 === element }) {
            runKeys.remove(at: index)
            runElements.remove(at: index)
        }
    }

    /// Drops the removed prefix of the run once it is most of it, so it cannot grow forever.
    @inlinable
    mutating func compactRun() {
        if runHead == runElements.count {
            runKeys.removeAll(keepingCapacity: true)
            runElements.removeAll(keepingCapacity: true)
            runHead = 0
        } else if runHead >= 1024 && runHead * 2 >= runElements.count {
            runKeys.removeFirst(runHead)
            runElements.removeFirst(runHead)
            runHead = 0
        }
    }

    @inlinable
    mutating func removeAt(_ index: Int) {
        let last = elements.count - 1
        if index != last {
            keys.withUnsafeMutableBufferPointer { $0.swapAt(index, last) }
            elements.withUnsafeMutableBufferPointer { $0.swapAt(index, last) }
        }
        keys.removeLast()
        elements.removeLast()
        guard index < elements.count else { return }
        bubbleUp(index)
        bubbleDown(index)
    }

    // The sifts work on the buffers directly: swapping through them moves the references
    // instead of retaining and releasing them, and the comparison closure is loaded once.

    @inlinable
    mutating func bubbleUp(_ start: Int) {
        let hasHigherPriority = self.hasHigherPriority
        keys.withUnsafeMutableBufferPointer { keys in
            elements.withUnsafeMutableBufferPointer { elements in
                var child = start
                while child > 0 {
                    let parent = (child - 1) / 2
                    guard hasHigherPriority(keys[child], keys[parent]) else { return }
                    keys.swapAt(child, parent)
                    elements.swapAt(child, parent)
                    child = parent
                }
            }
        }
    }

    @inlinable
    mutating func bubbleDown(_ start: Int) {
        let hasHigherPriority = self.hasHigherPriority
        keys.withUnsafeMutableBufferPointer { keys in
            elements.withUnsafeMutableBufferPointer { elements in
                var parent = start
                let count = keys.count
                while true {
                    let left = 2 * parent + 1
                    let right = left + 1
                    var best = parent
                    if left < count && hasHigherPriority(keys[left], keys[best]) { best = left }
                    if right < count && hasHigherPriority(keys[right], keys[best]) { best = right }
                    if best == parent { return }
                    keys.swapAt(parent, best)
                    elements.swapAt(parent, best)
                    parent = best
                }
            }
        }
    }
}
