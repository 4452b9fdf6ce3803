/// What the prompt shows: where the learner is in a lesson, what is loaded, the virtual time.
public struct PromptState: Equatable, Sendable {
    public var lessonID: String?
    /// 1-based step and step count of the current lesson.
    public var step: (current: Int, total: Int)?
    /// "scene title" or "app todo".
    public var loaded: String?
    public var time: Int
    /// In free play (no lesson open: at start, and after `lesson off`): the prompt says `free`.
    public var freePlay = false
    /// `autocheck` is on: the prompt says `autocheck`.
    public var autocheck = false

    public init(lessonID: String? = nil, step: (current: Int, total: Int)? = nil, loaded: String? = nil, time: Int = 0) {
        self.lessonID = lessonID
        self.step = step
        self.loaded = loaded
        self.time = time
    }

    public static func == (lhs: PromptState, rhs: PromptState) -> Bool {
        lhs.lessonID == rhs.lessonID && lhs.step?.current == rhs.step?.current && lhs.step?.total == rhs.step?.total
            && lhs.loaded == rhs.loaded && lhs.time == rhs.time && lhs.freePlay == rhs.freePlay
            && lhs.autocheck == rhs.autocheck
    }
}
