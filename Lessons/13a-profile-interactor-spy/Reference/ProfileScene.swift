import Rx

// Drill 13a: a profile scene's models and protocols. Sealed.

/// A user's public profile.
public struct Profile: Equatable, Sendable {
    public var userID: Int
    public var name: String
    public var followers: Int

    public init(userID: Int, name: String, followers: Int) {
        self.userID = userID
        self.name = name
        self.followers = followers
    }
}

public enum ProfileModels {
    public enum Load {
        public struct Request {
            public var userID: Int
            public init(userID: Int) { self.userID = userID }
        }

        /// The profile, or nil when the worker failed.
        public struct Response {
            public var profile: Profile?
            public init(profile: Profile?) { self.profile = profile }
        }
    }
}

/// What the view controller asks of the interactor.
public protocol ProfileBusinessLogic: AnyObject {
    func loadProfile(_ request: ProfileModels.Load.Request)
}

/// What the router reads from the interactor.
public protocol ProfileDataStore: AnyObject {
    var profile: Profile? { get }
}

/// What the interactor tells the presenter.
public protocol ProfilePresentationLogic: AnyObject {
    func presentProfile(_ response: ProfileModels.Load.Response)
}

/// The worker that fetches profiles (a network call in the app).
public protocol ProfileWorkerLogic: AnyObject {
    func fetchProfile(userID: Int) -> Observable<Profile>
}
