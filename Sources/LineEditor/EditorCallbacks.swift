import CLibEditShim
import Foundation

/// What libedit's callbacks reach through `EL_CLIENTDATA`: the caller's closures, the
/// rendered prompts, and the per-line state of Tab and Ctrl-C.
///
/// Owned by `LineEditor`, which outlives its `EditLine`; the callbacks in `KeyFunctions`
/// find it with ``owner(of:)``. Runs only inside `el_gets`, on the thread that called
/// `readLine()`.
final class EditorCallbacks {
    private let prompt: () -> String
    private let complete: (_ line: String, _ cursor: Int) -> [String]
    private let hint: ((_ line: String) -> String?)?
    /// Where completion lists are printed (the editor's output stream).
    private let output: UnsafeMutablePointer<FILE>

    /// Set by Ctrl-C; `readLine()` then discards the line libedit returns.
    private(set) var interrupted = false
    private var promptText = CString("")
    private var hintText = CString("")
    private var hintedLine: String?
    /// Set by Enter: the hint is taken off the line before it scrolls up, so what stays in
    /// the scrollback is the line as typed (a transient hint, like zsh's `transient_rprompt`).
    private var accepted = false
    /// The line as the previous Tab left it; a Tab on the same line is a repeated Tab.
    private var afterLastTab: LineSnapshot?
    /// Waits on the keyboard and the caller's event sources (installed only when there are any).
    let events: EventReader

    init(
        prompt: @escaping () -> String,
        complete: @escaping (_ line: String, _ cursor: Int) -> [String],
        hint: ((_ line: String) -> String?)?,
        output: UnsafeMutablePointer<FILE>,
        input: Int32
    ) {
        self.events = EventReader(input: input)
        self.prompt = prompt
        self.complete = complete
        self.hint = hint
        self.output = output
    }

    /// Called by `LineEditor.readLine()` before each `el_gets`: renders the prompt once
    /// (libedit asks for it on every redraw) and forgets the previous line's state.
    func beginLine() {
        interrupted = false
        accepted = false
        afterLastTab = nil
        hintedLine = nil
        hintText = CString("")
        events.beginLine()
        renderPrompt()
    }

    private func renderPrompt() {
        promptText = CString(PromptMarkup.markingEscapes(in: prompt()))
    }

    /// The prompt for libedit's `EL_PROMPT_ESC` callback; valid until the next `beginLine()`.
    var promptPointer: UnsafeMutablePointer<CChar> { promptText.pointer }

    /// The hint for the `EL_RPROMPT_ESC` callback, recomputed when the line changed.
    func rightPromptPointer(editLine: OpaquePointer) -> UnsafeMutablePointer<CChar> {
        if accepted { return hintText.pointer }
        guard let hint, let snapshot = LineSnapshot(editLine: editLine) else { return hintText.pointer }
        if snapshot.line != hintedLine {
            hintedLine = snapshot.line
            hintText = CString(PromptMarkup.hint(hint(snapshot.line) ?? ""))
        }
        return hintText.pointer
    }

    /// Ctrl-C: marks the line interrupted, shows `^C` at its end and submits it, so libedit
    /// moves below the line itself; `readLine()` then drops it.
    func interrupt(editLine: OpaquePointer) -> Int32 {
        interrupted = true
        if let snapshot = LineSnapshot(editLine: editLine), snapshot.scalarsAfterCursor > 0 {
            _ = el_cursor(editLine, Int32(clamping: snapshot.scalarsAfterCursor))
        }
        _ = el_insertstr(editLine, "^C")
        el_push(editLine, "\n")
        return CC_REFRESH
    }

    /// Enter while hints are on: clears the hint and redraws the line without it, then has
    /// libedit end the line with `ed-newline` (bound to ``LineEditor/acceptKey``), as Enter
    /// would have done.
    func accept(editLine: OpaquePointer) -> Int32 {
        accepted = true
        hintText = CString("")
        el_push(editLine, LineEditor.acceptKeyText)
        return CC_REFRESH
    }

    /// A printable key while hints are on: inserts it and asks for a full redraw, because
    /// libedit's fast path for typing at the end of the line skips the right prompt.
    func insert(key: Int32, editLine: OpaquePointer) -> Int32 {
        guard let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: key)) else { return CC_ERROR }
        guard el_insertstr(editLine, String(Character(scalar))) == 0 else { return CC_ERROR }
        return CC_REFRESH
    }

    /// Tab: asks the `complete` closure for candidates and applies
    /// `CompletionMath.tabAction`; a list is printed below the line, then the line redrawn.
    func completeWord(editLine: OpaquePointer) -> Int32 {
        guard let snapshot = LineSnapshot(editLine: editLine) else { return CC_ERROR }
        let repeated = snapshot == afterLastTab
        let word = CompletionMath.word(in: snapshot.line, cursor: snapshot.cursor)
        let candidates = complete(snapshot.line, snapshot.cursor)
        let action = CompletionMath.tabAction(word: word.text, candidates: candidates, repeatedTab: repeated)
        let result: Int32
        switch action {
        case .beep:
            result = CC_REFRESH_BEEP
        case .replaceWord(let replacement):
            el_deletestr(editLine, Int32(clamping: word.text.unicodeScalars.count))
            result = el_insertstr(editLine, replacement) == 0 ? CC_REFRESH : CC_REFRESH_BEEP
        case .list(let items):
            let width = Int(archlab_el_terminal_columns(editLine, 80))
            let rows = CompletionMath.columns(items, width: width)
            fputs("\n" + rows.joined(separator: "\n") + "\n", output)
            fflush(output)
            result = CC_REDISPLAY
        }
        afterLastTab = LineSnapshot(editLine: editLine)
        return result
    }

    /// The key `EventReader.wakeKey` stands for: runs the pending event source's work below
    /// the line with the terminal in its normal mode, then has libedit draw the prompt
    /// (rendered again) and the line afresh underneath, like the list after a second Tab.
    func handleEvent(editLine: OpaquePointer) -> Int32 {
        guard let source = events.takePending() else { return CC_NORM }
        // libedit's redraw first climbs back to the row it believes the cursor is on; that
        // many blank rows after the work keep it from climbing into what the work printed.
        let rowsAbove = cursorRow(editLine: editLine)
        fputs("\n", output)
        fflush(output)
        _ = archlab_el_prep_term(editLine, 0)
        source.handle()
        fflush(output)
        fputs(String(repeating: "\n", count: rowsAbove), output)
        fflush(output)
        _ = archlab_el_prep_term(editLine, 1)
        renderPrompt()
        hintedLine = nil
        afterLastTab = nil
        return CC_REDISPLAY
    }

    /// The screen row of the cursor within the prompt and line (0: the prompt's row).
    private func cursorRow(editLine: OpaquePointer) -> Int {
        guard let snapshot = LineSnapshot(editLine: editLine) else { return 0 }
        let columns = max(1, Int(archlab_el_terminal_columns(editLine, 80)))
        let before = PromptMarkup.visibleText(of: String(cString: promptText.pointer)) + String(snapshot.line.prefix(snapshot.cursor))
        return CompletionMath.displayWidth(of: before) / columns
    }

    /// The callbacks object registered on `editLine`, if any.
    static func owner(of editLine: OpaquePointer?) -> EditorCallbacks? {
        guard let editLine, let pointer = archlab_el_get_clientdata(editLine) else { return nil }
        return Unmanaged<EditorCallbacks>.fromOpaque(pointer).takeUnretainedValue()
    }
}
