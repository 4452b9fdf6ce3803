import Foundation
import RIBs
import Rx

// Lesson 30, the capstone: the deep link `bookshelf://book?id=N`. Fill in the `// TODO`s.

final class OpenBookWorkflow: Workflow<ShelfActionableItem> {
    /// The book the link names; nil for a link that is not `bookshelf://book?id=N`.
    let bookID: Int?

    init(url: URL) {
        // TODO: read the book's id from `url` (nil for any other link).
        _ = url
        bookID = nil
        super.init()
        // TODO: one step: the shelf opens the book; a link without a book does nothing.
        self
            .onStep { (shelf: ShelfActionableItem) -> Observable<(ShelfActionableItem, ())> in
                Observable.empty()
            }
            .commit()
    }
}
