import RIBs
import Rx

// Lesson 30, the capstone: what the shelf gives BookDetail. Fill in the `// TODO`.

extension ShelfComponent: BookDetailDependency {
    var bookStore: BookStore {
        // TODO: every book the shelf opens reads the shelf's own store.
        return BookStore(books: Observable.empty())
    }
}
