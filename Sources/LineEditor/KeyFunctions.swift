import CLibEditShim

/// The C entry points libedit calls: prompt renderers and editor functions bound to keys.
///
/// Each looks up its `EditorCallbacks` through `EL_CLIENTDATA` and forwards; none captures
/// context, so each converts to a C function pointer. Registered by `LineEditor.init`.
enum KeyFunctions {
    static let prompt: archlab_prompt_fn = { editLine in
        EditorCallbacks.owner(of: editLine)?.promptPointer ?? emptyText
    }

    static let rightPrompt: archlab_prompt_fn = { editLine in
        guard let editLine, let owner = EditorCallbacks.owner(of: editLine) else { return emptyText }
        return owner.rightPromptPointer(editLine: editLine)
    }

    static let complete: archlab_key_fn = { editLine, _ in
        guard let editLine, let owner = EditorCallbacks.owner(of: editLine) else { return UInt8(CC_ERROR) }
        return UInt8(truncatingIfNeeded: owner.completeWord(editLine: editLine))
    }

    static let interrupt: archlab_key_fn = { editLine, _ in
        guard let editLine, let owner = EditorCallbacks.owner(of: editLine) else { return UInt8(CC_ERROR) }
        return UInt8(truncatingIfNeeded: owner.interrupt(editLine: editLine))
    }

    static let accept: archlab_key_fn = { editLine, _ in
        guard let editLine, let owner = EditorCallbacks.owner(of: editLine) else { return UInt8(CC_ERROR) }
        return UInt8(truncatingIfNeeded: owner.accept(editLine: editLine))
    }

    static let insert: archlab_key_fn = { editLine, key in
        guard let editLine, let owner = EditorCallbacks.owner(of: editLine) else { return UInt8(CC_ERROR) }
        return UInt8(truncatingIfNeeded: owner.insert(key: key, editLine: editLine))
    }

    static let handleEvent: archlab_key_fn = { editLine, _ in
        guard let editLine, let owner = EditorCallbacks.owner(of: editLine) else { return UInt8(CC_ERROR) }
        return UInt8(truncatingIfNeeded: owner.handleEvent(editLine: editLine))
    }

    /// libedit's character reader while event sources are set (`EL_GETCFN`).
    static let readCharacter: archlab_read_fn = { editLine, character in
        guard let character, let owner = EditorCallbacks.owner(of: editLine) else { return -1 }
        return owner.events.nextCharacter(into: character)
    }

    // reason: a constant empty C string libedit only reads; allocated once, never written or freed.
    nonisolated(unsafe) private static let emptyText: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()
}
