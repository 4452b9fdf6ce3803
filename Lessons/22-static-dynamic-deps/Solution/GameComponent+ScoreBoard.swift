import RIBs

// Lesson 22: what the game gives ScoreBoard: its static dependency. Reference solution.

extension GameComponent: ScoreBoardDependency {
    var scoreStream: ScoreStream { gameScoreStream }
}
