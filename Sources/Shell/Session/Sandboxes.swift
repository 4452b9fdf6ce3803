/// The sessions of one shell: free play, and a sandbox for the open lesson.
///
/// Lessons must not see what the learner did elsewhere (a clock at 500, a loaded app, fired
/// counts), and free play must not lose its state to a lesson. So a lesson runs in a session
/// of its own, made fresh when the lesson starts or is switched to, and free play is another
/// session, parked while a lesson is open and active again after `lesson off`. The sandbox of
/// the lesson last left stays parked too, so coming straight back to it continues as left.
///
/// Owned by `Shell`, which sends each line to `active`; the lesson engine reaches it through
/// `Session.sandboxes` to switch. Single-threaded, like the sessions.
public final class Sandboxes {
    /// Which session the prompt is in.
    public enum Place: Equatable, Sendable {
        case freePlay
        case lesson(String)
    }

    /// Free play: the session the shell started with.
    public let freePlay: Session
    /// The sandbox of the lesson opened last, active or parked.
    public private(set) var lessonSandbox: (id: String, session: Session)?
    /// Where lines go now.
    public private(set) var place: Place = .freePlay
    /// Whether the loop reading lines also handles events while it waits (the interactive
    /// shell on a terminal does: `autocheck` needs it). Set by the loop; `Shell` forwards it.
    public var handlesEventsWhileReading = false

    public init(freePlay: Session) {
        self.freePlay = freePlay
        freePlay.sandboxes = self
    }

    /// The session lines go to now.
    public var active: Session {
        if case .lesson = place, let sandbox = lessonSandbox { return sandbox.session }
        return freePlay
    }

    /// Which session the prompt is in, for `lessons`.
    public var whereabouts: Whereabouts {
        switch place {
        case .lesson(let id): return .lesson(id)
        case .freePlay: return .freePlay(parked: lessonSandbox?.id)
        }
    }

    /// Makes `id`'s sandbox active: the parked one when it is `id`'s and `fresh` is false,
    /// else a new session (clock at 0, nothing loaded, watched, recorded or fired). Returns
    /// the session and whether it is new (a new one must be rebuilt to the current step).
    @discardableResult
    public func enterLesson(_ id: String, fresh: Bool = false) -> (session: Session, isNew: Bool) {
        if !fresh, let sandbox = lessonSandbox, sandbox.id == id {
            switchTo(.lesson(id))
            return (sandbox.session, false)
        }
        let made = freePlay.makeSibling()
        made.sandboxes = self
        let previous = active
        lessonSandbox = (id, made)
        place = .lesson(id)
        previous.samples.suspend()
        return (made, true)
    }

    /// `lesson off`: free play is active again; the lesson's sandbox is parked.
    public func leaveLesson() {
        switchTo(.freePlay)
    }

    /// Drops `id`'s parked sandbox (its progress was reset), so the lesson starts afresh.
    public func forget(_ id: String) {
        guard place != .lesson(id), lessonSandbox?.id == id else { return }
        lessonSandbox = nil
    }

    /// Drops the parked sandbox, whatever its lesson (`reset --all`).
    public func forgetParked() {
        guard place == .freePlay else { return }
        lessonSandbox = nil
    }

    private func switchTo(_ next: Place) {
        let previous = active
        place = next
        guard previous !== active else { return }
        previous.samples.suspend()
        active.samples.resume()
    }
}
