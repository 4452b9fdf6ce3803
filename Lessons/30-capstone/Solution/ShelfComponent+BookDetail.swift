import RIBs

// Lesson 30, the capstone: what the shelf gives BookDetail. Reference solution.

extension ShelfComponent: BookDetailDependency {
    /// The shelf's own store: every book the shelf opens reads the same one.
    var bookStore: BookStore { dependency.bookStore }
}
