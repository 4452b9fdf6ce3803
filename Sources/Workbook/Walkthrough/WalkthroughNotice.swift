/// Something about the learner's progress the caller must tell them, once (`Walkthrough.takeNotices()`).
///
/// Typed, not worded: what to do next differs between the shell, where progress is kept in
/// memory and saved again by the next step, and `archlab check` or `watch`, whose process ends
/// with the check, so the caller's renderer words it.
public enum WalkthroughNotice: Equatable, Sendable {
    /// Progress could not be written; `reason` is the file system's error.
    case progressNotSaved(reason: String)
    /// Already worded: the progress file's own problem when it was read, or a message a caller
    /// added (`Walkthrough.addNotice(_:)`).
    case message(String)
}
