import Foundation

/// Receives the deep links the app is opened with (the `AppDelegate` forwards them).
public protocol UrlHandler: AnyObject {
    func handle(_ url: URL)
}
