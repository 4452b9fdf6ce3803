import Drafts
import Rx
import RxTesting
import XCTest

/// Drill 08b's checks. Do not edit: `check` compares this file with the shipped copy.
final class DraftsDrillTests: XCTestCase {
    private func recorded(_ maybe: Maybe<String>) -> [Recorded<Event<String>>] {
        TestScheduler(initialClock: 0).start { maybe.asObservable() }.events
    }

    private func recorded(_ completable: Completable) -> [Recorded<Event<Never>>] {
        TestScheduler(initialClock: 0).start { completable.asObservable() }.events
    }

    func testDraft_AKnownIdGivesItsText() {
        let store = DraftStore(drafts: ["ann": "See you at 8?", "bo": "Thanks!"])
        XCTAssertEqual(recorded(store.draft(id: "bo")), [.next(200, "Thanks!"), .completed(200)])
    }

    func testDraft_AnUnknownIdCompletesEmpty() {
        let store = DraftStore(drafts: ["ann": "See you at 8?"])
        XCTAssertEqual(recorded(store.draft(id: "cy")), [.completed(200)], "no draft is no value, and no error")
    }

    func testSave_SavesOnlyWhenSubscribed() {
        let store = DraftStore()
        let saving = store.save("Running late", id: "dee")
        XCTAssertEqual(recorded(store.draft(id: "dee")), [.completed(200)], "making the Completable must not save yet")
        XCTAssertEqual(recorded(saving), [.completed(200)])
        XCTAssertEqual(recorded(store.draft(id: "dee")), [.next(200, "Running late"), .completed(200)])
    }

    func testSave_BlankTextFailsAndSavesNothing() {
        let store = DraftStore(drafts: ["eve": "Old text"])
        XCTAssertEqual(recorded(store.save("   ", id: "eve")), [.error(200, DraftError.blank)])
        XCTAssertEqual(recorded(store.save("", id: "eve")), [.error(200, DraftError.blank)])
        XCTAssertEqual(recorded(store.draft(id: "eve")), [.next(200, "Old text"), .completed(200)])
    }

    func testSaveAndReload_GivesTheTextJustSaved() {
        let store = DraftStore(drafts: ["fay": "first try"])
        XCTAssertEqual(recorded(store.saveAndReload("second try", id: "fay")), [.next(200, "second try"), .completed(200)],
                       "the draft is read after the save completed, not when the chain was made")
        XCTAssertEqual(recorded(store.saveAndReload("Hi Gus", id: "gus")), [.next(200, "Hi Gus"), .completed(200)])
    }
}
