import Rx

// Not in the post: the smallest worker with the shape the post uses.
class TestWorker {
    func getTitle() -> Single<String> {
        return Single.just("title")
    }
}
