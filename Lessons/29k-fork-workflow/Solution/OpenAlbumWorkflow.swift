import RIBs
import Rx

// Drill 29k: a workflow that forks, and what it reports. Reference solution.

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
        let signedIn = onStep { (root: GalleryRootItem) in root.waitForSignIn() }
        signedIn
            .onStep { (home: GalleryHomeItem, _) in home.openAlbum(album) }
            .commit()
        signedIn.asObservable()
            .fork(self)?
            .onStep { (home: GalleryHomeItem, _: ()) in home.markNotificationsRead() }
            .commit()
    }

    public override func didComplete() {
        completions += 1
    }

    public override func didReceiveError(_ error: Error) {
        errors.append("\(error)")
    }
}
