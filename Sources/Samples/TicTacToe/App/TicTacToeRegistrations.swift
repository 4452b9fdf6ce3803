import ArchLabRegistry

/// What this module offers the shell: `app tictactoe`, with its `launchGame` deep link.
public enum TicTacToeRegistrations: RegistrationProviding {
    public static var registrations: [Registration] {
        [.app(AppRegistration(name: "tictactoe", summary: "the RIBs tutorial app: LoggedOut, LoggedIn, OffGame, TicTacToe",
                              deepLinks: ["ribs-training://launchGame?gameId=ticTacToe"],
                              deepLinkWait: "LaunchGameWorkflow waits for login: type 'fire login'",
                              deepLinkParameters: TicTacToeApp.deepLinkParameters) { _ in
            TicTacToeApp.launch()
        })]
    }
}
