import LifeStory
import RIBs
import Rx
import XCTest

/// Drill 27l's checks. Do not edit: `check` compares this file with the shipped copy.
final class RouterLifecycleDrillTests: XCTestCase {
    private final class ChatInteractor: Interactor {}

    /// What a stream has sent so far: each value, and "end" for its completion.
    private final class Story {
        var told: [String] = []
        let bag = DisposeBag()
        init(_ stream: Observable<String>) {
            stream.subscribe(onNext: { [unowned self] in told.append($0) }, onCompleted: { [unowned self] in told.append("end") })
                .disposed(by: bag)
        }
    }

    func testLifeStory_LoadedThenFreed() {
        let parent = Router(interactor: Interactor())
        var chat: Router<ChatInteractor>? = Router(interactor: ChatInteractor())
        let story = Story(lifeStory(of: chat!))
        XCTAssertEqual(story.told, [], "nothing happens before the router loads")
        parent.attachChild(chat!)
        XCTAssertEqual(story.told, ["loaded"], "attachChild loads the child's router")
        parent.detachChild(chat!)
        chat = nil
        XCTAssertEqual(story.told, ["loaded", "freed", "end"], "the lifecycle stream completes when the router is freed")
    }

    func testLifeStory_ARouterLoadsOnce() {
        let parent = Router(interactor: Interactor())
        var chat: Router<ChatInteractor>? = Router(interactor: ChatInteractor())
        let story = Story(lifeStory(of: chat!))
        parent.attachChild(chat!)
        parent.detachChild(chat!)
        parent.attachChild(chat!)
        XCTAssertEqual(story.told, ["loaded"], "attached again, a router does not load again")
        parent.detachChild(chat!)
        chat = nil
        XCTAssertEqual(story.told, ["loaded", "freed", "end"])
    }

    func testLifeStory_ALateSubscriberHearsOnlyTheEnd() {
        let parent = Router(interactor: Interactor())
        var chat: Router<ChatInteractor>? = Router(interactor: ChatInteractor())
        parent.attachChild(chat!)
        let story = Story(lifeStory(of: chat!))
        XCTAssertEqual(story.told, [], "the lifecycle stream replays nothing: the load happened before the subscription")
        parent.detachChild(chat!)
        chat = nil
        XCTAssertEqual(story.told, ["freed", "end"])
    }

    func testLifeStory_DoesNotKeepTheRouterAlive() {
        var chat: Router<ChatInteractor>? = Router(interactor: ChatInteractor())
        weak let released = chat
        let story = Story(lifeStory(of: chat!))
        chat = nil
        XCTAssertNil(released, "the subscription still runs, so a closure that captures the router keeps it alive")
        XCTAssertEqual(story.told, ["freed", "end"])
    }
}
