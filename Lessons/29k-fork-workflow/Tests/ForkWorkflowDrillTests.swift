import ForkWorkflow
import RIBs
import Rx
import XCTest

/// Drill 29k's checks. Do not edit: `check` compares this file with the shipped copy.
final class ForkWorkflowDrillTests: XCTestCase {
    private final class RootMock: GalleryRootItem {
        var signIn: Observable<(GalleryHomeItem, ())> = .never()
        func waitForSignIn() -> Observable<(GalleryHomeItem, ())> { signIn }
    }

    private final class HomeMock: GalleryHomeItem {
        var openedAlbums: [String] = []
        var markReadCallCount = 0
        var albumAnswer: ((GalleryHomeItem) -> Observable<(GalleryHomeItem, ())>)?
        var markReadAnswer: ((GalleryHomeItem) -> Observable<(GalleryHomeItem, ())>)?

        func openAlbum(_ name: String) -> Observable<(GalleryHomeItem, ())> {
            openedAlbums.append(name)
            return albumAnswer?(self) ?? .just((self, ()))
        }

        func markNotificationsRead() -> Observable<(GalleryHomeItem, ())> {
            markReadCallCount += 1
            return markReadAnswer?(self) ?? .just((self, ()))
        }
    }

    func testWorkflow_WaitsForSignInThenOpensTheAlbum() {
        let root = RootMock(), home = HomeMock()
        let signIn = PublishSubject<(GalleryHomeItem, ())>()
        root.signIn = signIn.asObservable()
        let workflow = OpenAlbumWorkflow(album: "Beach")
        let subscription = workflow.subscribe(root)
        XCTAssertEqual(home.openedAlbums, [], "nothing opens before the user has signed in")
        signIn.onNext((home, ()))
        XCTAssertEqual(home.openedAlbums, ["Beach"], "once signed in, the album of the link opens, once")
        subscription.dispose()
    }

    func testWorkflow_OpensTheAlbumTheLinkNamesAndMarksRead() {
        let root = RootMock(), home = HomeMock()
        root.signIn = .just((home, ()))
        let subscription = OpenAlbumWorkflow(album: "Mountains 2024").subscribe(root)
        XCTAssertEqual(home.openedAlbums, ["Mountains 2024"])
        XCTAssertEqual(home.markReadCallCount, 1, "the other branch marks the notifications read, once")
        subscription.dispose()
    }

    func testWorkflow_TheForkDoesNotWaitForTheAlbum() {
        let root = RootMock(), home = HomeMock()
        root.signIn = .just((home, ()))
        home.albumAnswer = { _ in .never() }
        let subscription = OpenAlbumWorkflow(album: "Archive").subscribe(root)
        XCTAssertEqual(home.markReadCallCount, 1,
                       "marking read is a fork of the sign-in step, not a step after the album: an album that never opens must not hold it up")
        subscription.dispose()
    }

    func testWorkflow_ReportsItsCompletionOnce() {
        let root = RootMock(), home = HomeMock()
        root.signIn = .just((home, ()))
        let workflow = OpenAlbumWorkflow(album: "Pets")
        let subscription = workflow.subscribe(root)
        XCTAssertEqual(workflow.completions, 1, "both branches completed; a workflow reports didComplete once")
        XCTAssertEqual(workflow.errors, [])
        subscription.dispose()
    }

    func testWorkflow_ReportsAnErrorFromAStep() {
        let root = RootMock(), home = HomeMock()
        root.signIn = .just((home, ()))
        home.albumAnswer = { _ in .error(GalleryError.noSuchAlbum("Attic")) }
        home.markReadAnswer = { _ in .never() }
        let workflow = OpenAlbumWorkflow(album: "Attic")
        let subscription = workflow.subscribe(root)
        XCTAssertEqual(workflow.errors, ["noSuchAlbum(\"Attic\")"], "the failing step's error reaches didReceiveError")
        XCTAssertEqual(workflow.completions, 0, "a branch that failed did not complete, and the other has not finished")
        subscription.dispose()
    }
}
