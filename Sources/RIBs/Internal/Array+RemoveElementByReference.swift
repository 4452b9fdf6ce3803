extension Array where Element == any Routing {
    /// Removes the first element that is `element` itself (identity, not equality). Typed for
    /// routers: the generic form cast every element to `AnyObject` through the runtime.
    mutating func removeElementByReference(_ element: any Routing) {
        guard let index = firstIndex(where: { $0 === element }) else { return }
        remove(at: index)
    }
}
