/// What an object that reports its own end tells the leak detector: `Interactor` calls it at
/// the start of its `deinit`, which is when a weak reference to it would read `nil`.
protocol DeallocationWatch: AnyObject {
    /// Called once, by the watched object's `deinit`.
    func watchedObjectFreed()
}
