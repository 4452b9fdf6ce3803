import Rx

// Drill 07b: combineLatest or withLatestFrom, a booking form. Reference solution.

/// Whether "Book" is enabled: at least one night and 1 to 6 guests. Emits once both fields
/// have a value, then on every change of either.
public func bookEnabled(nights: Observable<Int>, guests: Observable<Int>) -> Observable<Bool> {
    Observable.combineLatest(nights, guests) { nights, guests in nights >= 1 && (1...6).contains(guests) }
}

/// On each tap of "Book", `"G guests, N nights"` with the fields' values at that moment.
/// Changing a field sends nothing; a tap before both fields have a value sends nothing.
public func bookings(taps: Observable<Void>, nights: Observable<Int>, guests: Observable<Int>) -> Observable<String> {
    taps.withLatestFrom(Observable.combineLatest(nights, guests)) { _, form in "\(form.1) guests, \(form.0) nights" }
}
