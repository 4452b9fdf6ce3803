import Foundation
import HeadlessUI
import RIBs
import RxTestKit

/// A launched RIBs app that also opens deep links, the way its app delegate would: the
/// workflow a link starts may wait (for login) and finish after a later `fire`.
///
/// Made by `SampleCatalog.standard` for `app tictactoe`.
final class DeepLinkAppSample: RIBAppSample, DeepLinkSample {
    let deepLinks: [String]
    let deepLinkWait: String?
    /// The values each link parameter may take; a link with another is refused before the app sees it.
    let parameters: [String: [String]]
    /// Hands a link to the app; false when the app does not know it.
    private let openLink: (HeadlessApp, URL) -> Bool

    init(app: HeadlessApp, summary: String, scheduler: TestScheduler, deepLinks: [String], deepLinkWait: String?,
         parameters: [String: [String]], open openLink: @escaping (HeadlessApp, URL) -> Bool) {
        self.deepLinks = deepLinks
        self.deepLinkWait = deepLinkWait
        self.parameters = parameters
        self.openLink = openLink
        super.init(app: app, summary: summary, scheduler: scheduler)
    }

    /// Launches `make` with the leak detector on the session's clock, like `RIBAppSample.launch`.
    static func launch(_ make: () -> HeadlessApp, summary: String, scheduler: TestScheduler, deepLinks: [String],
                       deepLinkWait: String?, parameters: [String: [String]],
                       open: @escaping (HeadlessApp, URL) -> Bool) -> DeepLinkAppSample {
        LeakDetector.setInstance(LeakDetector(scheduler: scheduler))
        return DeepLinkAppSample(app: make(), summary: summary, scheduler: scheduler, deepLinks: deepLinks,
                                 deepLinkWait: deepLinkWait, parameters: parameters, open: open)
    }

    func open(_ url: URL) throws(SampleRefusal) -> String? {
        try checkParameters(of: url)
        guard openLink(app, url) else {
            throw SampleRefusal("\(name) does not know the link \(ShellError.shorten(url.absoluteString)); it knows: \(deepLinks.joined(separator: ", "))")
        }
        return "opened \(url.absoluteString)"
    }

    /// Refuses a parameter the app does not take, or a value it does not know (compared as
    /// the app compares them, ignoring case), naming the known ones.
    private func checkParameters(of url: URL) throws(SampleRefusal) {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        for item in items {
            guard let known = parameters[item.name] else {
                let names = parameters.keys.sorted()
                throw SampleRefusal("\(name) does not know the link parameter '\(ShellError.shorten(item.name))'; "
                                    + (names.isEmpty ? "its links take none" : "it takes: " + names.joined(separator: ", ")))
            }
            let value = item.value ?? ""
            guard known.contains(where: { $0.lowercased() == value.lowercased() }) else {
                throw SampleRefusal("\(name) does not know \(item.name)=\(ShellError.shorten(value)); it knows: "
                                    + known.map { "\(item.name)=\($0)" }.joined(separator: ", "))
            }
        }
    }
}
