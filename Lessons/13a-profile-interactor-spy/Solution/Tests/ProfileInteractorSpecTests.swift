import ProfileInteractorTesting
import Rx
import RxTesting
import XCTest

// Drill 13a: the tests of the profile interactor. Reference tests.

/// Stands in for the worker: records what it was asked, answers what the test chose.
final class ProfileWorkerSpy: ProfileWorkerLogic {
    struct Unreachable: Error {}

    private(set) var askedUserIDs: [Int] = []
    /// The profiles known to the fake server, by user id; any other id fails.
    var profiles: [Int: Profile] = [:]

    func fetchProfile(userID: Int) -> Observable<Profile> {
        askedUserIDs.append(userID)
        guard let profile = profiles[userID] else { return .error(Unreachable()) }
        return .just(profile)
    }
}

/// Stands in for the presenter: records every response.
final class ProfilePresenterSpy: ProfilePresentationLogic {
    private(set) var presented: [Profile?] = []

    func presentProfile(_ response: ProfileModels.Load.Response) {
        presented.append(response.profile)
    }
}

final class ProfileInteractorSpecTests: XCTestCase {
    private let ann = Profile(userID: 7, name: "Ann", followers: 120)
    private let bo = Profile(userID: 9, name: "Bo", followers: 3)
    private var worker: ProfileWorkerSpy!
    private var presenter: ProfilePresenterSpy!
    private var interactor: ProfileInteractor!

    override func setUp() {
        super.setUp()
        worker = ProfileWorkerSpy()
        worker.profiles = [ann.userID: ann, bo.userID: bo]
        presenter = ProfilePresenterSpy()
        interactor = ProfileInteractor(worker: worker)
        interactor.presenter = presenter
    }

    func testLoadProfile_AsksTheWorkerOnceForTheRequestedUser() {
        interactor.loadProfile(.init(userID: 7))
        interactor.loadProfile(.init(userID: 9))
        XCTAssertEqual(worker.askedUserIDs, [7, 9])
    }

    func testLoadProfile_PresentsAndKeepsTheProfile() {
        interactor.loadProfile(.init(userID: 9))
        XCTAssertEqual(presenter.presented, [bo])
        XCTAssertEqual(interactor.profile, bo)
    }

    func testLoadProfile_WorkerFails() {
        interactor.loadProfile(.init(userID: 7))
        interactor.loadProfile(.init(userID: 404))
        XCTAssertEqual(presenter.presented, [ann, nil])
        XCTAssertEqual(interactor.profile, ann, "a failed load keeps the profile loaded before")
    }
}
