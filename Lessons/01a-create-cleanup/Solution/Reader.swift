import Rx

// Drill 01a: a stream built by hand that cleans up after itself. Reference solution.

/// A file that can be opened, read line by line and closed; it counts what happened to it.
public final class LineFile {
    private let contents: [String]
    private var position = 0
    /// Whether the file is open now.
    public private(set) var isOpen = false
    /// How many times the file was closed.
    public private(set) var closeCount = 0

    public init(_ contents: [String]) {
        self.contents = contents
    }

    public func open() {
        isOpen = true
        position = 0
    }

    /// The next line, or nil at the end of the file.
    public func readLine() -> String? {
        guard isOpen, position < contents.count else { return nil }
        defer { position += 1 }
        return contents[position]
    }

    public func close() {
        isOpen = false
        closeCount += 1
    }
}

/// The lines of `file`: opens it when subscribed, emits each line, completes at the end, and
/// closes the file when the subscription ends (completed or disposed early).
public func lines(of file: LineFile) -> Observable<String> {
    Observable.create { observer in
        file.open()
        while let line = file.readLine() {
            observer.onNext(line)
        }
        observer.onCompleted()
        return Disposables.create { file.close() }
    }
}

/// Every callback `subscribe` makes for `source`, in the order they come: `"next(VALUE)"`,
/// `"error"`, `"completed"` and, last, `"disposed"`.
public func transcript(of source: Observable<String>) -> [String] {
    var calls: [String] = []
    _ = source.subscribe(
        onNext: { calls.append("next(\($0))") },
        onError: { _ in calls.append("error") },
        onCompleted: { calls.append("completed") },
        onDisposed: { calls.append("disposed") }
    )
    return calls
}
