import RIBs

/// How a RIBs app reaches the shell's `app NAME`: its name, how to launch it on the
/// session's clock, the deep links it understands, and the child RIBs a learner may attach
/// and detach by hand.
public struct AppRegistration {
    /// The name typed after `app`, e.g. `todo` or `Home`.
    public let name: String
    /// One line for `app` without arguments.
    public let summary: String
    /// Example deep links `open` understands (for completion and error messages).
    public let deepLinks: [String]
    /// What a deep link's workflow waits for when nothing routes at once ("log in: fire login").
    public let deepLinkWait: String?
    /// The values each link parameter may take; the shell refuses a link with another.
    public let deepLinkParameters: [String: [String]]
    /// Children that `attach NAME` and `detach NAME` route through their parent's router.
    public let handRoutes: [HandRoute]
    /// Builds and launches the app. The host installs the leak detector on the session's clock
    /// before it calls this, so it is in place before the first router attaches.
    public let launch: (LoadContext) -> HeadlessApp

    public init(name: String, summary: String, deepLinks: [String] = [], deepLinkWait: String? = nil,
                deepLinkParameters: [String: [String]] = [:], handRoutes: [HandRoute] = [],
                launch: @escaping (LoadContext) -> HeadlessApp) {
        self.name = name
        self.summary = summary
        self.deepLinks = deepLinks
        self.deepLinkWait = deepLinkWait
        self.deepLinkParameters = deepLinkParameters
        self.handRoutes = handRoutes
        self.launch = launch
    }

    /// The hand route that attaches or detaches `child`, if the app declares one.
    public func handRoute(for child: String) -> HandRoute? {
        handRoutes.first { $0.child == child }
    }
}
