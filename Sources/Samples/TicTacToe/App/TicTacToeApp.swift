import Foundation
import RIBs

/// The RIBs tutorial app (tic-tac-toe) launched into a headless window.
///
/// The shell calls `launch()` for `app tictactoe`, walks `launchRouter`, fires actions into
/// `window.activeView`, and opens deep links such as `ribs-training://launchGame?gameId=ticTacToe`.
public final class TicTacToeApp: HeadlessApp {
    public let name = "tictactoe"
    public let launchRouter: LaunchRouting
    public let window: HeadlessWindow
    /// Where deep links go: Root's interactor.
    public let urlHandler: UrlHandler

    private init(launchRouter: LaunchRouting, urlHandler: UrlHandler, window: HeadlessWindow) {
        self.launchRouter = launchRouter
        self.urlHandler = urlHandler
        self.window = window
    }

    /// Builds Root and launches it: Root attaches LoggedOut at once.
    public static func launch() -> TicTacToeApp {
        let (launchRouter, urlHandler) = RootBuilder(dependency: AppComponent()).build()
        let window = HeadlessWindow()
        launchRouter.launch(from: window)
        return TicTacToeApp(launchRouter: launchRouter, urlHandler: urlHandler, window: window)
    }

    /// The values each `launchGame` link parameter may take (the app ignores others, as the
    /// tutorial does; the shell refuses them with this list).
    public static let deepLinkParameters: [String: [String]] = ["gameId": [TicTacToeGame.id]]

    /// Hands `launchGame?…` links to the root interactor; other links are not known.
    public func open(_ url: URL) -> Bool {
        guard url.host == "launchGame" || url.path.hasSuffix("launchGame") else { return false }
        urlHandler.handle(url)
        return true
    }
}
