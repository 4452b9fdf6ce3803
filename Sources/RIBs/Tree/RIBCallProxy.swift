/// The base of a traced proxy for one of a RIB's own protocols: an object that stands in for
/// a view's presentable listener, an interactor's listener or an interactor's router, reports
/// each call on `RIBCalls.stream` (as it begins and ends, nested among the framework's calls)
/// and forwards it to the real object. Not in RIBs iOS.
///
/// Swift cannot intercept protocol calls generically, so each protocol gets one small subclass
/// whose methods are one line each, `#function` supplying the name:
///
/// ```swift
/// final class TracedLoggedOutListener: RIBCallProxy<any LoggedOutListener>, LoggedOutListener {
///     func didLogin(withUserName userName: String) { forward(userName) { $0.didLogin(withUserName: userName) } }
/// }
/// ```
///
/// The builder puts the proxy where the real object would go
/// (`interactor.listener = TracedLoggedOutListener(listener, from: interactor, keptBy: router)`);
/// interactors, routers and views hold no tracing code. A router proxy is a `RoutingProxy`.
///
/// Those references are `weak` in RIBs, so the proxy is kept by the router of the RIB being
/// built and lives as long as it; the proxy holds the real object weakly, as the reference
/// did, and once that object is gone it forwards and reports nothing, as a nil reference would.
/// Calls are reported only while `RIBCalls.stream` is observed.
open class RIBCallProxy<Target> {
    /// The protocol's name, `LoggedOutListener`: how the call is shown.
    public let boundary: String
    /// The calling RIB's name.
    public let caller: String
    /// The called RIB's name.
    public let callee: String
    private weak var object: AnyObject?

    /// A proxy for `target`, called from `caller` (a view, interactor or router of its RIB),
    /// kept by `router`, which must be a `Router` (the router of the RIB being built).
    public init(_ target: Target, from caller: AnyObject, keptBy router: Routing) {
        let object = target as AnyObject
        self.object = object
        self.boundary = Self.name(of: Target.self)
        self.caller = RIBNaming.name(of: caller)
        self.callee = RIBNaming.name(of: object)
        guard let keeper = router as? RIBCallProxyKeeping else {
            preconditionFailure("\(type(of: router)) is not a Router, so it cannot keep a traced proxy")
        }
        keeper.keep(self)
    }

    /// The real object, or nil once it is gone.
    public var target: Target? { object as? Target }

    /// Reports `method()` and returns what `body` returns for the target; nil once it is gone.
    @discardableResult
    public func forward<Result>(method: String = #function, _ body: (Target) -> Result) -> Result? {
        call(method, [], body)
    }

    /// Reports `method(argument)` and returns what `body` returns for the target.
    @discardableResult
    public func forward<Result>(_ argument: Any, method: String = #function, _ body: (Target) -> Result) -> Result? {
        call(method, [argument], body)
    }

    /// Reports `method(first, second)` and returns what `body` returns for the target.
    @discardableResult
    public func forward<Result>(_ first: Any, _ second: Any, method: String = #function, _ body: (Target) -> Result) -> Result? {
        call(method, [first, second], body)
    }

    private func call<Result>(_ method: String, _ arguments: [Any], _ body: (Target) -> Result) -> Result? {
        guard let target else { return nil }
        return RIBCalls.around({ (.boundaryCall(from: caller, boundary: boundary, call: Self.describe(method, arguments)), callee) }) {
            body(target)
        }
    }

    /// `didLogin(withUserName:)` with `["Ann"]` becomes `didLogin(withUserName: "Ann")`; an
    /// unlabelled argument is shown alone, text in quotes, an optional as its value or `nil`.
    static func describe(_ method: String, _ arguments: [Any]) -> String {
        guard let open = method.firstIndex(of: "(") else { return method }
        let name = method[..<open]
        let labels = method[method.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast()
        let values = arguments.map(describe)
        guard labels.count == values.count else { return "\(name)(\(values.joined(separator: ", ")))" }
        let parts = zip(labels, values).map { label, value in label == "_" ? value : "\(label): \(value)" }
        return "\(name)(\(parts.joined(separator: ", ")))"
    }

    private static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return describe(wrapped)
        }
        if let text = value as? String { return "\"\(text)\"" }
        return String(describing: value)
    }

    /// `LoggedOutListener` for `any LoggedOutListener`.
    private static func name(of type: Any.Type) -> String {
        var name = String(describing: type)
        if name.hasPrefix("any ") { name.removeFirst(4) }
        return name
    }
}

/// A router that keeps the traced proxies wired into its RIB (`Router` does).
protocol RIBCallProxyKeeping: AnyObject {
    func keep(_ proxy: AnyObject)
}
