import RIBs

// Lesson 26: what LoggedIn gives OffGame. Reference solution.

extension LoggedInComponent: OffGameDependency {
    var scoreStream: ScoreStream { mutableScoreStream }
}
