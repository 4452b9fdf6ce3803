/// A bad command line; printed as `archlab: MESSAGE` with exit status 2.
public struct LaunchError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
