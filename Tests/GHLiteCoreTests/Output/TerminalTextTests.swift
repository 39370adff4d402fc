import GHLiteCore
import Testing

@Suite(.strictDoubles) struct TerminalTextTests {
    @Test func escapeSequencesCannotReachTheTerminal() {
        #expect(TerminalText.line("\u{1B}[31mred\u{1B}[0m") == "^[[31mred^[[0m")
        #expect(TerminalText.line("link \u{1B}]8;;http://evil\u{07}here") == "link ^[]8;;http://evil^Ghere")
        #expect(TerminalText.line("bell\u{07} del\u{7F} c1\u{9B}2J") == "bell^G del^? c12J")
    }

    @Test func directionOverridesAreDropped() {
        #expect(TerminalText.line("abc\u{202E}fed\u{2066}x") == "abcfedx")
    }

    @Test func lineBreaksAndTabsBecomeOneSpaceInALine() {
        #expect(TerminalText.line("a\tb\r\n\nc") == "a b c")
    }

    @Test func blocksKeepTheirLinesAndNormaliseCarriageReturns() {
        #expect(TerminalText.block("one\r\ntwo\rthree\n\tfour\u{1B}[2J") == "one\ntwo\nthree\n\tfour^[[2J")
    }

    @Test func wideCharactersAndEmojiTakeTwoColumns() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("🐛 bug") == 6)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("👩‍💻") == 2)
    }

    @Test func truncationCountsColumnsNotCharacters() {
        #expect(DisplayWidth.truncate("日本語のタイトル", to: 9) == "日本語...")
        #expect(DisplayWidth.truncate("日本語のタイトル", to: 8) == "日本...")
        #expect(DisplayWidth.truncate("short", to: 9) == "short")
        #expect(DisplayWidth.of(DisplayWidth.truncate("🐛🐛🐛🐛🐛", to: 7)) <= 7)
    }
}
