extension Array where Element == any Routing {
    /// Removes the first element that is `element` itself (identity, not equality). Typed for
    /// routers: the generic form cast every element to `AnyObject` through the runtime.
    mutating func removeElementByReference(_ element: any Routing) {
        guard let index = firstIndex(where: { $0 === element }) else { return }
        remove(at: index)
    }
}

extension Array {
    /// Removes the first element that is `element` itself (the same object, not an equal
    /// value); nothing when it is not there. RIBs iOS's public `Array` extension, in its shape:
    /// any element type, each compared as `AnyObject`.
    public mutating func removeElementByReference(_ element: Element) {
        let target = element as AnyObject
        guard let index = firstIndex(where: { $0 as AnyObject === target }) else { return }
        remove(at: index)
    }
}
