import RIBs

/// What LoggedIn gives OffGame: names and the score, read-only.
extension LoggedInComponent: OffGameDependency {
    var scoreStream: ScoreStream { mutableScoreStream }
}
