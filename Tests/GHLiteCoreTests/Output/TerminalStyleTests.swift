import GHLiteCore
import Testing

@Suite struct TerminalStyleTests {
    @Test func followsGhsColourRules() {
        #expect(TerminalStyle(environment: [:], isTerminal: true).enabled)
        #expect(!TerminalStyle(environment: [:], isTerminal: false).enabled)
        #expect(!TerminalStyle(environment: ["NO_COLOR": "1"], isTerminal: true).enabled)
        #expect(TerminalStyle(environment: ["NO_COLOR": ""], isTerminal: true).enabled)
        #expect(!TerminalStyle(environment: ["CLICOLOR": "0"], isTerminal: true).enabled)
        #expect(TerminalStyle(environment: ["CLICOLOR_FORCE": "1"], isTerminal: false).enabled)
        #expect(TerminalStyle(environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], isTerminal: false).enabled)
        #expect(!TerminalStyle(environment: ["CLICOLOR_FORCE": "0"], isTerminal: false).enabled)
    }

    @Test func labelColoursAreTrueColour() {
        let style = TerminalStyle(enabled: true)
        #expect(style.hex("d73a4a", "bug") == "\u{1B}[38;2;215;58;74mbug\u{1B}[0m")
        #expect(style.hex("zz", "bug") == "bug")
        #expect(TerminalStyle(enabled: false).hex("d73a4a", "bug") == "bug")
    }
}
