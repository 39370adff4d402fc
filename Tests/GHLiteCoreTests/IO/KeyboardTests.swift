@testable import GHLiteCore
import Testing

/// Bytes to keys, the line editor, and the in-place redraw: what the key-driven prompts are made of.
@Suite(.strictDoubles) struct KeyboardTests {
    func keys(_ bytes: String) -> [Key] {
        var decoder = KeyDecoder()
        return bytes.utf8.compactMap { decoder.feed($0) }
    }

    @Test func escapeSequencesControlBytesAndUTF8BecomeKeys() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[4~\u{1B}[3~") == [.pageUp, .pageDown, .home, .end, .delete])
        #expect(keys("\u{03}\u{04}\r\n\u{7F}\u{17} ") == [.interrupt, .endOfInput, .enter, .enter, .backspace, .control("w"),
                                                      .character(" ")])
        #expect(keys("é漢") == [.character("é"), .character("漢")])
        #expect(keys("\u{1B}[1;5A") == [.up]) // With a modifier (Ctrl-Up): still up.
    }

    @Test func theLineEditorEditsAPrefilledLineAnywhere() {
        var editor = LineEditor("[BUG] ")
        #expect(editor.cursor == 6)
        editor.press(.control("w"))
        #expect(editor.line == "")
        for key in "rash" { editor.press(.character(key)) }
        editor.press(.control("a"))
        editor.press(.character("C"))
        #expect((editor.line, editor.cursor) == ("Crash", 1))
        editor.press(.end)
        editor.press(.left)
        editor.press(.backspace)
        #expect((editor.line, editor.cursor) == ("Crah", 3))
        editor.press(.delete)
        #expect(editor.line == "Cra")
        editor.press(.left)
        editor.press(.control("k"))
        #expect(editor.line == "Cr")
        editor.press(.control("u"))
        #expect((editor.line, editor.cursor) == ("", 0))
    }

    @Test func theLineIsRedrawnWithTheCursorWhereItIs() {
        var editor = LineEditor("[BUG] x")
        editor.press(.home)
        #expect(editor.screen(prompt: "? Title ") == "\r\u{1B}[K? Title [BUG] x\u{1B}[7D")
        editor.press(.end)
        #expect(editor.screen(prompt: "? Title ") == "\r\u{1B}[K? Title [BUG] x")
    }

    @Test func aRedrawReplacesOnlyTheLinesItDrewBefore() {
        var redraw = InPlaceRedraw()
        #expect(redraw.replace(with: ["a", "b", "c"]) == "a\nb\nc")
        #expect(redraw.replace(with: ["d"]) == "\r\u{1B}[2A\u{1B}[Jd")
        #expect(redraw.replace(with: ["e", "f"]) == "\r\u{1B}[Je\nf")
    }
}
