/// The base of a test spy for a VIP boundary protocol: it records which methods were called,
/// in what order, with what, so a test can assert on them.
///
/// Subclass it and conform to the protocol, recording in each method:
///
/// ```swift
/// final class PresenterSpy: Spy, CommunityCardLabelEditorPresenterLogic {
///     func renderLabelList(_ response: CommunityCardLabelEditorModels.LabelList.Response) { record(response) }
/// }
/// // then: #expect(spy.methods == ["renderLabelList"])
/// ```
///
/// Works the same from XCTest and Swift Testing. Single-threaded by contract: a spy belongs
/// to one test, which calls and reads it on one thread (or on one virtual-time scheduler).
open class Spy {
    /// Every call received, oldest first.
    public private(set) var calls: [RecordedCall] = []

    public init() {}

    /// Records a call of the enclosing method. Called by the subclass's protocol methods.
    public func record(_ argument: Any = (), method: String = #function) {
        calls.append(RecordedCall(method: TraceSummary.methodName(method), argument: argument))
    }

    /// The method names received, in order: `["renderLabelList", "presentSaveLabels"]`.
    public var methods: [String] { calls.map(\.method) }

    /// How many times `method` was called.
    public func callCount(_ method: String) -> Int {
        calls.filter { $0.method == method }.count
    }

    /// Whether `method` was called at least once.
    public func wasCalled(_ method: String) -> Bool { callCount(method) > 0 }

    /// The argument of the latest call of `method`, if there was one and it has type `type`.
    public func lastArgument<Argument>(of method: String, as type: Argument.Type = Argument.self) -> Argument? {
        calls.last { $0.method == method }?.argument as? Argument
    }

    /// The arguments of every call of `method` that have type `type`, oldest first.
    public func arguments<Argument>(of method: String, as type: Argument.Type = Argument.self) -> [Argument] {
        calls.filter { $0.method == method }.compactMap { $0.argument as? Argument }
    }

    /// Forgets every call (between the `when` steps of one test).
    public func reset() { calls.removeAll() }
}
