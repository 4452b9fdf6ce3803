// Lesson 25: the LoggedIn RIB's boundaries. Sealed: `check` runs your tests against this code.

/// What LoggedIn's interactor asks of its router.
public protocol LoggedInRouting: AnyObject {
    /// Attach OffGame (the start screen), detaching the game if it is attached.
    func routeToOffGame()
    /// Attach the game, detaching OffGame.
    func routeToGame()
    /// Detach every child whose view LoggedIn's parent shows.
    func cleanupViews()
}

/// What LoggedIn tells its parent.
public protocol LoggedInListener: AnyObject {
    func didLogOut()
}
