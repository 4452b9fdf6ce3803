import Foundation

/// A NUL-terminated copy of a Swift string that libedit may keep reading after the
/// callback that returned it has finished; freed when replaced.
///
/// Used by `EditorCallbacks` for the prompt and hint it hands to libedit.
final class CString {
    let pointer: UnsafeMutablePointer<CChar>

    init(_ text: String) {
        let bytes = Array(text.utf8)
        pointer = .allocate(capacity: bytes.count + 1)
        for (offset, byte) in bytes.enumerated() {
            pointer[offset] = CChar(bitPattern: byte)
        }
        pointer[bytes.count] = 0
    }

    deinit {
        pointer.deallocate()
    }
}
