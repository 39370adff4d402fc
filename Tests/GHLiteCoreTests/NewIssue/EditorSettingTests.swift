import GHLiteCore
import Testing

@Suite(.strictDoubles) struct EditorSettingTests {
    @Test func theEditorIsChosenInGhsOrder() {
        #expect(Configuration(variables: [:]).editor == "vi")
        #expect(Configuration(variables: ["EDITOR": "nano"]).editor == "nano")
        #expect(Configuration(variables: ["EDITOR": "nano", "VISUAL": "vim"]).editor == "vim")
        #expect(Configuration(variables: ["EDITOR": "nano", "VISUAL": "vim", "GH_EDITOR": "code --wait"]).editor == "code --wait")
        #expect(Configuration(variables: ["GH_EDITOR": "  ", "EDITOR": "nano"]).editor == "nano")
    }

    @Test func theSettingIsSplitIntoWordsWithoutAShell() {
        #expect(Editor.words("code --wait") == ["code", "--wait"])
        #expect(Editor.words(#"'/Applications/My Editor/bin/ed' -n "two words" a\ b"#)
                == ["/Applications/My Editor/bin/ed", "-n", "two words", "a b"])
        #expect(Editor.words("vim ''") == ["vim", ""])
        #expect(Editor.words("  ").isEmpty)
        #expect(Editor.programName("/usr/bin/vim -u NONE") == "vim")
        #expect(Editor.programName("code --wait") == "code")
    }
}
