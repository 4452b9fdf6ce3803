import ProfileInteractorTesting
import Rx
import RxTesting
import XCTest

// Drill 13a: you write the tests of the profile interactor. The interactor (in Reference/)
// is finished and correct; `check` runs these tests against it (they must pass) and against
// interactors with seeded bugs (each must make at least one test fail). Fill in each
// `// TODO`; add tests freely.

/// Stands in for the worker: records what it was asked, answers what the test chose.
final class ProfileWorkerSpy: ProfileWorkerLogic {
    // TODO: remember each user id asked for, and what to answer.

    func fetchProfile(userID: Int) -> Observable<Profile> {
        // TODO: record the call, then answer.
        Observable.empty()
    }
}

/// Stands in for the presenter: records every response.
final class ProfilePresenterSpy: ProfilePresentationLogic {
    // TODO: keep the responses.

    func presentProfile(_ response: ProfileModels.Load.Response) {
        // TODO
    }
}

final class ProfileInteractorSpecTests: XCTestCase {
    func testLoadProfile_AsksTheWorkerOnceForTheRequestedUser() {
        // TODO: which user the worker is asked for, and how many times, over two requests.
    }

    func testLoadProfile_PresentsAndKeepsTheProfile() {
        // TODO: what the presenter gets, and what the data store holds, when the worker answers.
    }

    func testLoadProfile_WorkerFails() {
        // TODO: what the presenter gets when the worker fails.
    }
}
