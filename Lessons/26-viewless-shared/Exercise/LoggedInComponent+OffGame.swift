import RIBs

// Lesson 26: what LoggedIn gives OffGame. Fill in the `// TODO`.

extension LoggedInComponent: OffGameDependency {
    var scoreStream: ScoreStream {
        // TODO: OffGame only shows the score: give it the shared stream, read-only.
        return ScoreStreamImpl()
    }
}
