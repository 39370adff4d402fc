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

    /// Every Bidi_Control character and every invisible format character, by its code point.
    static let invisibleMarks: [UInt32] = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066,
                                           0x2067, 0x2068, 0x2069, 0x180E, 0x200B, 0x200C, 0x200D, 0x2060, 0x2061,
                                           0x2062, 0x2063, 0x2064, 0x206A, 0x206F, 0xFEFF, 0xFFF9, 0xFFFB, 0x1BCA0,
                                           0x1D173, 0xE0001, 0xE0041, 0xE007F]

    @Test(arguments: invisibleMarks)
    func directionAndInvisibleMarksFollowOneRuleInLinesBlocksAndJSON(value: UInt32) throws {
        let mark = try #require(Unicode.Scalar(value))
        #expect(TerminalText.isInvisibleMark(mark))
        let text = "pay\(mark)pal \(mark)ok\(mark)\nnext"
        #expect(TerminalText.line(text) == "paypal ok next")
        #expect(TerminalText.block(text) == "paypal ok\nnext")
        // JSON keeps the same string for a reader, the mark written as an escape a terminal shows.
        #expect(!JSONValue.array([.string("a\(mark)b")]).serialized(pretty: false).unicodeScalars.contains(mark))
    }

    @Test func jsonEscapesAMarkPastTheBasicPlaneAsAUTF16Pair() {
        #expect(JSONValue.array([.string("a\u{200B}b\u{E0041}c")]).serialized(pretty: false) == #"["a\u200bb\udb40\udc41c"]"#)
    }

    @Test func marksThatShowOrJoinVisiblyAreKept() {
        // Joiners inside an emoji sequence and between letters of scripts that need them.
        #expect(TerminalText.line("👩\u{200D}💻 and 👨\u{200D}👩\u{200D}👧") == "👩\u{200D}💻 and 👨\u{200D}👩\u{200D}👧")
        #expect(TerminalText.line("می\u{200C}خواهم") == "می\u{200C}خواهم")
        // ...but not between ASCII letters, at an edge or beside a space, where they only hide a split.
        #expect(TerminalText.line("pass\u{200D}word \u{200C}x\u{200D}") == "password x")
        // Variation selectors, combining marks, the soft hyphen and non-breaking space show or shape what they touch.
        let shown = "❤\u{FE0F} 葛\u{E0100} e\u{301} soft\u{AD}hyphen a\u{A0}b"
        #expect(TerminalText.line(shown) == shown)
        #expect(!TerminalText.isInvisibleMark("\u{FE0F}") && !TerminalText.isInvisibleMark("\u{AD}"))
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
