import Rx

// Drill 07b: combineLatest or withLatestFrom, a booking form.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 7b`).
// Keep the names and signatures: the tests call them.

/// Whether "Book" is enabled: at least one night and 1 to 6 guests. Emits once both fields
/// have a value, then on every change of either.
public func bookEnabled(nights: Observable<Int>, guests: Observable<Int>) -> Observable<Bool> {
    // TODO: the latest of both fields, on every change of either.
    _ = guests
    return nights.map { _ in false }
}

/// On each tap of "Book", `"G guests, N nights"` with the fields' values at that moment.
/// Changing a field sends nothing; a tap before both fields have a value sends nothing.
public func bookings(taps: Observable<Void>, nights: Observable<Int>, guests: Observable<Int>) -> Observable<String> {
    // TODO: only the taps send; each takes what the fields hold then.
    _ = (nights, guests)
    return taps.map { "" }
}
