import GHLiteCore
import GHLiteMock
import Testing

/// `config.yml` read and written as gh's: what gh-lite writes reads back the same, and a file it cannot read stops
/// the run with the file and line, never taken as empty.
@Suite(.strictDoubles) struct ConfigFileTests {
    func read(_ text: String) throws -> ConfigFile {
        try ConfigFile.read(in: "/c", readFile: { path, _ in path == "/c/config.yml" ? Data(text.utf8) : nil })
    }

    @Test func readsGhsShapeOfSettingsAliasesAndHosts() throws {
        let file = try read("""
            # What protocol to use when performing git operations. Supported values: ssh, https
            git_protocol: https
            editor: vim
            pager:
            aliases:
                co: pr checkout
                igrep: '!gh issue list --label="$1" | grep "$2"'
            hosts:
                ghe.example.com:
                    git_protocol: ssh
            """)
        #expect(file.value(of: "editor") == "vim")
        #expect(file.value(of: "pager") == "")
        #expect(file.value(of: "git_protocol", host: "ghe.example.com") == "ssh")
        #expect(file.value(of: "git_protocol", host: "other.example.com") == "https")
        #expect(file.alias("igrep") == #"!gh issue list --label="$1" | grep "$2""#)
        #expect(file.aliases.map(\.key) == ["co", "igrep"])
    }

    @Test func whatIsWrittenReadsBackTheSame() throws {
        var file = ConfigFile()
        let awkward = ["issue list --label bug", "!echo 'a' | grep \"$1\" # not a comment", "null", "123", "yes",
                       " padded ", "- dash", "key: value", "line\nbreak\tand tab", "'quoted'", "ünïcode ✓", "",
                       "trailing:", "[x]", "#hash"]
        for (index, value) in awkward.enumerated() {
            file.set("k\(index)", to: value)
            if !value.isEmpty { file.setAlias("a\(index)", to: value) }
            file.set("k\(index)", to: value, host: "ghe.example.com")
        }
        file.setAlias("odd name: x", to: "issue list")
        #expect(try read(file.text) == file)
        #expect(file.text.contains("\n    a0: issue list --label bug\n"))
    }

    /// Thousands of strings made of YAML's awkward characters, as keys and values: every one reads back as written.
    @Test func anyStringRoundTrips() throws {
        let pieces: [String] = ["a", "Z", "9", " ", "  ", ":", ": ", "#", " #", "-", "- ", "'", "''", "\"", "\\", "!",
                                "&", "*", "[", "]", "{", "}", ",", "|", ">", "%", "@", "`", "~", "?", "\n", "\t", "\r",
                                "\u{1B}", "\u{7F}", "\u{85}", "é", "✓", "null", "true", "0x1", "1e3", "$1", "\u{202E}",
                                "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}"]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<2_000 {
            let value = (0..<next(8)).map { _ in pieces[next(pieces.count)] }.joined()
            var file = ConfigFile()
            file.set("key", to: value)
            if !value.isEmpty { file.setAlias(value, to: "issue list \(value)") }
            file.set("k", to: value, host: "h\(round)")
            #expect(try read(file.text) == file, "\(value.debugDescription)")
        }
    }

    @Test(arguments: [
        ("editor: vim\n  pager: less\n", 2),
        ("editor: vim\naliases:\n    - bugs\n", 2),
        ("editor: [vim, nano]\n", 1),
        ("editor: vim\neditor: nano\n", 2),
        ("git_protocol: https\naliases:\n    bugs: \"issue list\n", 3),
        ("hosts:\n    github.com:\n        editor:\n            - vim\n", 3),
        // A tab-indented line is no key of its own: read as one, an alias would become a top-level setting.
        ("editor: vim\n\tpager: less\n", 2),
        ("aliases:\n    co: issue list\n\tbugs: issue list --label bug\n", 3),
    ])
    func aFileItCannotReadIsOneLineNamingTheFileAndLine(text: String, line: Int) {
        #expect {
            try read(text)
        } throws: { error in
            let message = (error as? CommandError)?.userMessage ?? ""
            return message.hasPrefix("/c/config.yml:\(line): ") && message.hasSuffix(": fix or remove it")
                && !message.contains("\n")
        }
    }

    @Test func noFileIsAnEmptyConfiguration() throws {
        #expect(try read("") == ConfigFile())
        #expect(try ConfigFile.read(in: "/c", readFile: { _, _ in nil }) == ConfigFile())
    }
}
