import Foundation
import RIBs
import Rx

// Lesson 30, the capstone: the deep link `bookshelf://book?id=N`. Reference solution.

final class OpenBookWorkflow: Workflow<ShelfActionableItem> {
    /// The book the link names; nil for a link that is not `bookshelf://book?id=N`.
    let bookID: Int?

    init(url: URL) {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let isBookLink = components?.scheme == "bookshelf" && components?.host == "book"
        bookID = isBookLink ? components?.queryItems?.first { $0.name == "id" }?.value.flatMap(Int.init) : nil
        super.init()
        let bookID = self.bookID
        self
            .onStep { (shelf: ShelfActionableItem) -> Observable<(ShelfActionableItem, ())> in
                guard let bookID else { return Observable.empty() }
                return shelf.openBook(id: bookID)
            }
            .commit()
    }
}
