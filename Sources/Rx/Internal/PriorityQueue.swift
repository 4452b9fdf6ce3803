/// A binary min-heap with removal of arbitrary elements (by identity).
struct PriorityQueue<Element: AnyObject> {
    private let hasHigherPriority: (Element, Element) -> Bool
    private var elements: [Element] = []

    init(hasHigherPriority: @escaping (Element, Element) -> Bool) {
        self.hasHigherPriority = hasHigherPriority
    }

    var count: Int { elements.count }
    var isEmpty: Bool { elements.isEmpty }

    func peek() -> Element? { elements.first }

    mutating func enqueue(_ element: Element) {
        elements.append(element)
        bubbleUp(elements.count - 1)
    }

    mutating func dequeue() -> Element? {
        guard let front = elements.first else { return nil }
        removeAt(0)
        return front
    }

    mutating func remove(_ element: Element) {
        if let first = elements.first, first === element {
            removeAt(0)
            return
        }
        if let index = elements.firstIndex(where: { $0 === element }) {
            removeAt(index)
        }
    }

    /// The elements in heap order (not sorted); for debugging.
    var unorderedElements: [Element] { elements }

    private mutating func removeAt(_ index: Int) {
        let last = elements.count - 1
        if index != last { elements.swapAt(index, last) }
        elements.removeLast()
        guard index < elements.count else { return }
        bubbleUp(index)
        bubbleDown(index)
    }

    private mutating func bubbleUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard hasHigherPriority(elements[child], elements[parent]) else { return }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func bubbleDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var best = parent
            if left < elements.count && hasHigherPriority(elements[left], elements[best]) { best = left }
            if right < elements.count && hasHigherPriority(elements[right], elements[best]) { best = right }
            if best == parent { return }
            elements.swapAt(parent, best)
            parent = best
        }
    }
}
