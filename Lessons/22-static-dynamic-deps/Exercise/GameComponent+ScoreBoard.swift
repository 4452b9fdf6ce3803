import RIBs

// Lesson 22: what the game gives ScoreBoard: its static dependency. Fill in the `// TODO`.

extension GameComponent: ScoreBoardDependency {
    var scoreStream: ScoreStream {
        // TODO: ScoreBoard shows the game's own scores.
        return ScoreStream()
    }
}
