import Foundation

/// Puts the process's character-type locale into a UTF-8 mode before libedit starts.
///
/// libedit decodes keystrokes with the C library's multibyte functions, so under the
/// plain "C" locale every non-ASCII byte would be thrown away. Called once by
/// `LineEditor.init`, before `el_init` (libedit checks the locale there).
enum TerminalLocale {
    /// Adopts the user's `LC_CTYPE` (`setlocale(LC_CTYPE, "")`); if that is not UTF-8,
    /// switches to the first of ``utf8Fallbacks`` the system has, so Korean, accents and
    /// emoji still work.
    static func prepare() {
        setlocale(LC_CTYPE, "")
        guard !isUTF8 else { return }
        for name in utf8Fallbacks where setlocale(LC_CTYPE, name) != nil { return }
    }

    /// UTF-8 locales every installation of the system has: glibc's built-in `C.UTF-8` (spelled
    /// `C.utf8` by some distributions); on macOS, `UTF-8` in `/usr/share/locale`. The one place
    /// that names them (docs/PORTING.md).
    static var utf8Fallbacks: [String] {
        #if canImport(Darwin)
        ["UTF-8", "en_US.UTF-8"]
        #else
        ["C.UTF-8", "C.utf8"]
        #endif
    }

    /// Whether the current `LC_CTYPE` encodes characters as UTF-8.
    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(decoding: UnsafeRawBufferPointer(start: codeset, count: strlen(codeset)), as: UTF8.self).uppercased().replacingOccurrences(of: "-", with: "")
        return name == "UTF8"
    }
}
