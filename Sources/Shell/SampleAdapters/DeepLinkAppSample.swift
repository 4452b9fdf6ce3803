import ArchLabRegistry
import Foundation
import HeadlessUI
import RIBs
import RxTestKit

/// A launched RIBs app that also opens deep links, the way its app delegate would: the
/// workflow a link starts may wait (for login) and finish after a later `fire`.
///
/// Made from an `AppRegistration` that lists deep links (`app tictactoe`).
final class DeepLinkAppSample: RIBAppSample, DeepLinkSample {
    let deepLinks: [String]
    let deepLinkWait: String?
    /// The values each link parameter may take; a link with another is refused before the app sees it.
    let parameters: [String: [String]]

    init(app: HeadlessApp, registration: AppRegistration, scheduler: TestScheduler) {
        self.deepLinks = registration.deepLinks
        self.deepLinkWait = registration.deepLinkWait
        self.parameters = registration.deepLinkParameters
        super.init(app: app, summary: registration.summary, scheduler: scheduler, handRoutes: registration.handRoutes)
    }

    /// Links go to the app's own `HeadlessApp.open(_:)`.
    func open(_ url: URL) throws(SampleRefusal) -> String? {
        try checkParameters(of: url)
        guard app.open(url) else {
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
