import RIBs
import Rx

// Drill 29k: a workflow that forks, and what it reports.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check fork-workflow`).
// Keep the names and signatures: the tests call them.

// MARK: - Actionable items (complete: do not change them)

/// What the gallery's root can do for a workflow.
public protocol GalleryRootItem: AnyObject {
    /// Emits the home's actionable item once the user has signed in (at once if already).
    func waitForSignIn() -> Observable<(GalleryHomeItem, ())>
}

/// What the signed-in home can do for a workflow.
public protocol GalleryHomeItem: AnyObject {
    /// Opens the album `name`; emits once it is open, or fails with `GalleryError`.
    func openAlbum(_ name: String) -> Observable<(GalleryHomeItem, ())>
    /// Marks the notifications read; emits once done.
    func markNotificationsRead() -> Observable<(GalleryHomeItem, ())>
}

public enum GalleryError: Error, Equatable {
    case noSuchAlbum(String)
}

// MARK: - The workflow

/// `gallery://album?name=…`: once signed in, opens the album and, independently, marks the
/// notifications read.
public final class OpenAlbumWorkflow: Workflow<GalleryRootItem> {
    /// How many times the workflow reported that it completed.
    public private(set) var completions = 0
    /// The errors the workflow reported, each as `"\(error)"`.
    public private(set) var errors: [String] = []

    public init(album: String) {
        super.init()
        // TODO: step 1 waits for sign-in. From there, two branches, each committed: one opens
        // `album`, the other (a fork of step 1) marks the notifications read.
    }

    // TODO: count each completion the workflow reports, and keep each error it reports.
}
