import CLibEditShim

/// The line being edited and where the cursor is, read from libedit with `el_line`.
///
/// Taken by the key functions each time they run; offsets count `Character`s (what the
/// `complete` closure receives) and Unicode scalars (what `el_deletestr` and `el_cursor`
/// count, libedit storing one `wchar_t` per scalar).
struct LineSnapshot: Equatable {
    /// The whole line, decoded lossily from UTF-8.
    var line: String
    /// Characters before the cursor.
    var cursor: Int
    /// Unicode scalars after the cursor.
    var scalarsAfterCursor: Int

    /// Reads the current line of `editLine`; `nil` if libedit has none.
    init?(editLine: OpaquePointer) {
        guard let info = el_line(editLine)?.pointee,
              let buffer = info.buffer, let cursor = info.cursor, let last = info.lastchar
        else { return nil }
        let length = max(0, last - buffer)
        let cursorOffset = min(max(0, cursor - buffer), length)
        let bytes = UnsafeRawBufferPointer(start: buffer, count: length)
        line = String(decoding: bytes, as: UTF8.self)
        let before = String(decoding: bytes[..<cursorOffset], as: UTF8.self)
        let after = String(decoding: bytes[cursorOffset...], as: UTF8.self)
        self.cursor = before.count
        scalarsAfterCursor = after.unicodeScalars.count
    }
}
