import CLibEditShim

extension LineEditor {
    /// Registers callbacks, history, `~/.editrc` and key bindings on a fresh `EditLine`.
    /// Called once, at the end of `init`.
    func configure(withHints: Bool) {
        _ = archlab_el_set_clientdata(editLine, Unmanaged.passUnretained(callbacks).toOpaque())
        _ = archlab_el_set_editor(editLine, "emacs")
        _ = archlab_el_set_signal(editLine, 1)
        let marker = CChar(bitPattern: PromptMarkup.marker.asciiValue ?? 1)
        _ = archlab_el_set_prompt(editLine, KeyFunctions.prompt, marker)
        if withHints {
            _ = archlab_el_set_rprompt(editLine, KeyFunctions.rightPrompt, marker)
        }
        if let history = historyFile {
            history.load()
            _ = archlab_el_set_history(editLine, history.handle)
        }
        // The user's file may pick vi mode or rebind keys; it runs after the emacs default.
        _ = el_source(editLine, nil)

        // Ours are bound last so Tab and Ctrl-C always do what the shell documents.
        _ = archlab_el_addfn(editLine, "archlab-complete", "Complete the word under the cursor", KeyFunctions.complete)
        _ = archlab_el_addfn(editLine, "archlab-interrupt", "Drop the line and start a fresh one", KeyFunctions.interrupt)
        _ = archlab_el_bind(editLine, "^I", "archlab-complete")
        _ = archlab_el_bind(editLine, "^C", "archlab-interrupt")
        // The character the event reader hands libedit when an event source has work; bound
        // in vi's command mode too, so work is never taken for a key there.
        _ = archlab_el_addfn(editLine, "archlab-event", "Run an event source's work and redraw the line", KeyFunctions.handleEvent)
        _ = archlab_el_bind_char(editLine, EventReader.wakeKey, "archlab-event", 0)
        _ = archlab_el_bind_char(editLine, EventReader.wakeKey, "archlab-event", 1)
        // Ctrl-C must reach the editor as a key rather than kill the process as SIGINT.
        _ = archlab_el_setty(editLine, "-d", "-isig")
        if withHints {
            _ = archlab_el_addfn(editLine, "archlab-insert", "Insert the key and refresh the hint", KeyFunctions.insert)
            for byte in UInt8(0x20)...UInt8(0x7E) {
                _ = archlab_el_bind(editLine, LineEditor.bindKey(for: byte), "archlab-insert")
            }
            // Enter takes the hint off the line first; the key it pushes then ends the line.
            _ = archlab_el_addfn(editLine, "archlab-accept", "Clear the hint and accept the line", KeyFunctions.accept)
            _ = archlab_el_bind(editLine, "^M", "archlab-accept")
            _ = archlab_el_bind(editLine, "^J", "archlab-accept")
            _ = archlab_el_bind_char(editLine, LineEditor.acceptKey, "ed-newline", 0)
        }
    }

    /// The character Enter pushes to end the line once the hint is gone: one no keyboard
    /// sends, bound to libedit's own `ed-newline`.
    static let acceptKey: wchar_t = 0x81
    /// ``acceptKey`` as the UTF-8 text `el_push` takes.
    static let acceptKeyText = "\u{81}"

    /// `byte` written in bind(1) key syntax: `^`, `\` and `-` are special there.
    static func bindKey(for byte: UInt8) -> String {
        let character = String(UnicodeScalar(byte))
        return "^\\-".utf8.contains(byte) ? "\\" + character : character
    }
}
