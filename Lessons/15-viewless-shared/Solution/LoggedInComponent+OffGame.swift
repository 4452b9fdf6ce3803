import RIBs

// Lesson 15: what LoggedIn gives OffGame. Reference solution.

extension LoggedInComponent: OffGameDependency {
    var scoreStream: ScoreStream { mutableScoreStream }
}
