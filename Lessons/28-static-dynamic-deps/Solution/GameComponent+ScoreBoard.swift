import RIBs

// Lesson 28: what the game gives ScoreBoard: its static dependency. Reference solution.

extension GameComponent: ScoreBoardDependency {
    var scoreStream: ScoreStream { gameScoreStream }
}
