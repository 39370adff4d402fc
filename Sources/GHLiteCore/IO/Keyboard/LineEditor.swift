/// One line of text being typed, as readline edits it: the text may start filled in (a template's `[BUG] `)
/// and every part of it can be changed. Keys: text inserts at the cursor, ←/→, Home/End or Ctrl-A/Ctrl-E move,
/// Backspace and Delete remove a character, Ctrl-U everything before the cursor, Ctrl-K everything after,
/// Ctrl-W the word before. Enter, Ctrl-C and the end of input are the caller's.
public struct LineEditor: Sendable, Equatable {
    public private(set) var text: [Character]
    /// Characters before the cursor.
    public private(set) var cursor: Int

    public init(_ text: String = "") {
        self.text = Array(text)
        cursor = self.text.count
    }

    public var line: String { String(text) }

    public mutating func press(_ key: Key) {
        switch key {
        case .character(let typed): insert(typed)
        case .tab: insert(" ")
        case .backspace where cursor > 0: remove(cursor - 1..<cursor)
        case .delete where cursor < text.count: remove(cursor..<cursor + 1)
        case .left, .control("b"): cursor = max(cursor - 1, 0)
        case .right, .control("f"): cursor = min(cursor + 1, text.count)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = text.count
        case .control("u"): remove(0..<cursor)
        case .control("k"): remove(cursor..<text.count)
        case .control("w"):
            var start = cursor
            while start > 0 && text[start - 1] == " " { start -= 1 }
            while start > 0 && text[start - 1] != " " { start -= 1 }
            remove(start..<cursor)
        default: break
        }
    }

    /// The line after `prompt` with the cursor where it is in the text: back to the start of the line, clear it,
    /// write, then step left over what follows the cursor.
    public func screen(prompt: String) -> String {
        let after = DisplayWidth.of(String(text[cursor...]))
        return "\r\u{1B}[K" + prompt + TerminalText.line(line) + (after > 0 ? "\u{1B}[\(after)D" : "")
    }

    private mutating func insert(_ character: Character) {
        text.insert(character, at: cursor)
        cursor += 1
    }

    private mutating func remove(_ range: Range<Int>) {
        text.removeSubrange(range)
        cursor = range.lowerBound
    }
}
