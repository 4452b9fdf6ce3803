/// A stubbed function for a worker or service double: it answers with a canned result (or a
/// handler's), and counts and keeps the inputs it was given.
///
/// ```swift
/// final class InterestServiceStub: InterestServiceProtocol {
///     let getLabels = Stub<String, Observable<[VingleLabel]>>(returning: .just([.allLabel]))
///     func getLabels(interest: String) -> Observable<[VingleLabel]> { getLabels(interest) }
/// }
/// ```
///
/// Single-threaded by contract, like `Spy`.
public final class Stub<Input, Output> {
    /// Produces the answer for an input; replace it to change the answer mid-test.
    public var handler: (Input) -> Output
    /// Every input received, oldest first.
    public private(set) var inputs: [Input] = []

    /// A stub that always answers `output`.
    public convenience init(returning output: Output) {
        self.init { _ in output }
    }

    /// A stub that answers with `handler(input)`.
    public init(_ handler: @escaping (Input) -> Output) {
        self.handler = handler
    }

    /// Records `input` and answers it.
    public func callAsFunction(_ input: Input) -> Output {
        inputs.append(input)
        return handler(input)
    }

    /// How many times the stub was called.
    public var callCount: Int { inputs.count }
}
