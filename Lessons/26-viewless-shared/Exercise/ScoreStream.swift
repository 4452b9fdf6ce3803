import Rx

// Lesson 26: the score streams (from the RIBs tutorials). Complete: do not change them.

public struct Score: Equatable, Sendable {
    public var player1Score: Int
    public var player2Score: Int
    public init(player1Score: Int, player2Score: Int) {
        self.player1Score = player1Score
        self.player2Score = player2Score
    }
}

public enum PlayerType: Sendable {
    case player1, player2
}

/// Read-only: for RIBs that only show the score.
public protocol ScoreStream: AnyObject {
    var score: Observable<Score> { get }
}

/// Read-write: for the RIB that decides games.
public protocol MutableScoreStream: ScoreStream {
    func updateScore(withWinner winner: PlayerType)
}

public final class ScoreStreamImpl: MutableScoreStream {
    private let relay = BehaviorRelay(value: Score(player1Score: 0, player2Score: 0))

    public init() {}

    public var score: Observable<Score> {
        relay.asObservable().distinctUntilChanged()
    }

    public func updateScore(withWinner winner: PlayerType) {
        var score = relay.value
        switch winner {
        case .player1: score.player1Score += 1
        case .player2: score.player2Score += 1
        }
        relay.accept(score)
    }
}
