import GHLiteCore
import Testing

@Suite(.strictDoubles) struct TerminalStyleTests {
    @Test func followsGhsColourRules() {
        #expect(TerminalStyle(variables: [:], isTerminal: true).enabled)
        #expect(!TerminalStyle(variables: [:], isTerminal: false).enabled)
        #expect(!TerminalStyle(variables: ["NO_COLOR": "1"], isTerminal: true).enabled)
        #expect(TerminalStyle(variables: ["NO_COLOR": ""], isTerminal: true).enabled)
        #expect(!TerminalStyle(variables: ["CLICOLOR": "0"], isTerminal: true).enabled)
        #expect(TerminalStyle(variables: ["CLICOLOR_FORCE": "1"], isTerminal: false).enabled)
        #expect(TerminalStyle(variables: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], isTerminal: false).enabled)
        #expect(!TerminalStyle(variables: ["CLICOLOR_FORCE": "0"], isTerminal: false).enabled)
        // A dumb terminal would show escapes as text.
        #expect(!TerminalStyle(variables: ["TERM": "dumb"], isTerminal: true).enabled)
        #expect(TerminalStyle(variables: ["TERM": "dumb", "CLICOLOR_FORCE": "1"], isTerminal: true).enabled)
    }

    @Test func labelColoursAreTrueColour() {
        let style = TerminalStyle(enabled: true)
        #expect(style.hex("d73a4a", "bug") == "\u{1B}[38;2;215;58;74mbug\u{1B}[0m")
        #expect(style.hex("zz", "bug") == "bug")
        #expect(TerminalStyle(enabled: false).hex("d73a4a", "bug") == "bug")
    }
}
