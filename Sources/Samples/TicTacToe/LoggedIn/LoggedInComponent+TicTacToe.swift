import RIBs

/// What LoggedIn gives TicTacToe: the names (it reports the winner through its listener).
extension LoggedInComponent: TicTacToeDependency {}
