import GHLiteCore
import Testing

/// gh's order for each setting: its GH_ variable, then `config.yml`, then the general variable.
@Suite(.strictDoubles) struct ConfigPrecedenceTests {
    func file(_ settings: [String: String]) -> ConfigFile {
        var file = ConfigFile()
        for (key, value) in settings { file.set(key, to: value) }
        return file
    }

    @Test func editorIsGhEditorThenTheSettingThenVisualThenEditor() {
        let set = file(["editor": "from-config"])
        #expect(Configuration(variables: ["GH_EDITOR": "gh", "VISUAL": "v", "EDITOR": "e"], file: set).editor == "gh")
        #expect(Configuration(variables: ["VISUAL": "v", "EDITOR": "e"], file: set).editor == "from-config")
        #expect(Configuration(variables: ["VISUAL": "v", "EDITOR": "e"], file: file(["editor": ""])).editor == "v")
        #expect(Configuration(variables: ["EDITOR": "e"]).editor == "e")
    }

    @Test func pagerIsGhPagerEvenEmptyThenTheSettingThenPager() {
        let set = file(["pager": "from-config"])
        #expect(Configuration(variables: ["GH_PAGER": "gh", "PAGER": "p"], file: set).pager == "gh")
        #expect(Configuration(variables: ["GH_PAGER": "", "PAGER": "p"], file: set).pager == nil)
        #expect(Configuration(variables: ["PAGER": "p"], file: set).pager == "from-config")
        #expect(Configuration(variables: ["PAGER": "p"], file: file(["pager": "cat"])).pager == nil)
        #expect(Configuration(variables: ["PAGER": "p"]).pager == "p")
    }

    @Test func browserIsGhBrowserThenTheSettingThenBrowser() {
        let set = file(["browser": "from-config"])
        #expect(Configuration(variables: ["GH_BROWSER": "gh", "BROWSER": "b"], file: set).browser == "gh")
        #expect(Configuration(variables: ["BROWSER": "b"], file: set).browser == "from-config")
        #expect(Configuration(variables: ["BROWSER": "b"]).browser == "b")
        #expect(Configuration(variables: [:]).browser == nil)
    }

    @Test func promptsAreOffWithGhPromptDisabledOrTheSetting() {
        #expect(!Configuration(variables: [:]).promptsDisabled)
        #expect(Configuration(variables: ["GH_PROMPT_DISABLED": "1"]).promptsDisabled)
        #expect(Configuration(variables: [:], file: file(["prompt": "disabled"])).promptsDisabled)
        #expect(!Configuration(variables: [:], file: file(["prompt": "enabled"])).promptsDisabled)
    }

    @Test func writeIntervalIsTheVariableThenTheSetting() throws {
        let set = file(["write_interval_ms": "250"])
        #expect(Configuration(variables: ["GH_LITE_WRITE_INTERVAL_MS": "20"], file: set).writeInterval == 0.02)
        #expect(Configuration(variables: [:], file: set).writeInterval == 0.25)
        #expect(Configuration(variables: [:]).writeInterval == 1)
        let bad = Configuration(variables: ["GH_LITE_CONFIG_DIR": "/c"], file: file(["write_interval_ms": "fast"]))
        #expect(throws: UsageError("/c/config.yml's write_interval_ms: expected a whole number of milliseconds from 10 to 60000, got \"fast\"")) {
            try bad.checkVariables()
        }
    }

    @Test func mirrorSizeLimitIsTheSettingInMegabytes() {
        #expect(Configuration(variables: [:]).mirrorSizeLimit == 500 << 20)
        #expect(Configuration(variables: [:], file: file(["mirror_size_limit_mb": "50"])).mirrorSizeLimit == 50 << 20)
    }
}
