import Rx

// Drill 06a: one sensor subscription for every screen. Reference solution.

/// The sensor's readings for any number of screens: one subscription to `sensor` while at
/// least one screen listens, the latest reading handed at once to a screen that comes late,
/// and a fresh start (nothing replayed) once every screen has left.
public func sharedReadings(_ sensor: Observable<Int>) -> Observable<Int> {
    sensor.share(replay: 1, scope: .whileConnected)
}

/// The same, except that the latest reading is kept after every screen has left: the next
/// screen gets it at once, then the readings of a new subscription to `sensor`.
public func rememberedReadings(_ sensor: Observable<Int>) -> Observable<Int> {
    sensor.share(replay: 1, scope: .forever)
}
