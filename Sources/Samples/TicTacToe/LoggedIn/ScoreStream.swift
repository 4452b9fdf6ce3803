import Rx

/// The two players' wins.
public struct Score: Sendable, Equatable {
    public let player1Score: Int
    public let player2Score: Int

    public init(player1Score: Int, player2Score: Int) {
        self.player1Score = player1Score
        self.player2Score = player2Score
    }
}

/// The score, read-only: what OffGame gets.
public protocol ScoreStream: AnyObject {
    /// The current score on subscription, then each change.
    var score: Observable<Score> { get }
}

/// The score, writable: only LoggedIn's interactor updates it.
public protocol MutableScoreStream: ScoreStream {
    func updateScore(withWinner winner: PlayerType)
}

/// The score held in memory, one per login (LoggedIn's component shares it).
final class ScoreStreamImpl: MutableScoreStream {
    private let relay = BehaviorRelay(value: Score(player1Score: 0, player2Score: 0))

    var score: Observable<Score> { relay.asObservable().distinctUntilChanged() }

    func updateScore(withWinner winner: PlayerType) {
        let current = relay.value
        switch winner {
        case .player1: relay.accept(Score(player1Score: current.player1Score + 1, player2Score: current.player2Score))
        case .player2: relay.accept(Score(player1Score: current.player1Score, player2Score: current.player2Score + 1))
        }
    }
}
