import Foundation

extension ObservableType {
    /// Prints every event, the subscription and the disposal, prefixed with the wall-clock
    /// time and `identifier` (the call site by default).
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Observable<Element> {
        let name = identifier ?? "\((file as NSString).lastPathComponent):\(line) (\(function))"
        return Observable.create { observer in
            Debug.log(name, "subscribed")
            let subscription = self.asObservable().subscribe { event in
                let content = String(describing: event)
                let shown = trimOutput && content.count > 40 ? String(content.prefix(20)) + "..." + String(content.suffix(15)) : content
                Debug.log(name, "Event \(shown)")
                observer.on(event)
            }
            return Disposables.create {
                Debug.log(name, "isDisposed")
                subscription.dispose()
            }
        }
    }
}

private enum Debug {
    static func log(_ identifier: String, _ content: String) {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        print("\(formatter.string(from: Date())): \(identifier) -> \(content)")
    }
}
