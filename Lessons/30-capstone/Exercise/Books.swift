import Rx

// Lesson 30, the capstone: the shelf's data. Complete: read it, do not change it.

public struct Book: Equatable, Sendable {
    public var id: Int
    public var title: String
    public var author: String
    public init(id: Int, title: String, author: String) {
        self.id = id
        self.title = title
        self.author = author
    }
}

public enum BookError: Error, Equatable {
    case offline
}

/// Loads the list of books once (the BookList scene's worker). `open` so that tests can stub it.
open class BookListWorker {
    public init() {}
    open func fetchBooks() -> Single<[Book]> { Single.just([]) }
}

/// The shelf's books as a stream that never ends: one store per shelf, shared by its children.
public final class BookStore {
    public let books: Observable<[Book]>
    public init(books: Observable<[Book]>) { self.books = books }

    /// The book with `id`, every time the books change; nil while there is none.
    public func book(id: Int) -> Observable<Book?> {
        books.map { books in books.first { $0.id == id } }
    }
}
