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
    /// Hands a link to the app; false when the app does not know it.
    private let openLink: (HeadlessApp, URL) -> Bool

    init(app: HeadlessApp, summary: String, scheduler: TestScheduler, deepLinks: [String], deepLinkWait: String?,
         open openLink: @escaping (HeadlessApp, URL) -> Bool) {
        self.deepLinks = deepLinks
        self.deepLinkWait = deepLinkWait
        self.openLink = openLink
        super.init(app: app, summary: summary, scheduler: scheduler)
    }

    /// Launches `make` with the leak detector on the session's clock, like `RIBAppSample.launch`.
    static func launch(_ make: () -> HeadlessApp, summary: String, scheduler: TestScheduler, deepLinks: [String],
                       deepLinkWait: String?, open: @escaping (HeadlessApp, URL) -> Bool) -> DeepLinkAppSample {
        LeakDetector.setInstance(LeakDetector(scheduler: scheduler))
        return DeepLinkAppSample(app: make(), summary: summary, scheduler: scheduler, deepLinks: deepLinks,
                                 deepLinkWait: deepLinkWait, open: open)
    }

    func open(_ url: URL) throws(SampleRefusal) -> String? {
        guard openLink(app, url) else {
            throw SampleRefusal("\(name) does not know the link \(ShellError.shorten(url.absoluteString)); it knows: \(deepLinks.joined(separator: ", "))")
        }
        return "opened \(url.absoluteString)"
    }
}
