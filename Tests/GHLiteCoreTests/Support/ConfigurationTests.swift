import GHLiteCore
import GHLiteMock
import Testing

@Suite(.strictDoubles) struct ConfigurationTests {
    @Test func defaultsToGitHubDotCom() {
        let configuration = Configuration(variables: ["HOME": "/home/u"])
        #expect(configuration.host == "github.com")
        #expect(configuration.apiBaseURL == "https://api.github.com")
        #expect(configuration.oauthBaseURL == "https://github.com")
        #expect(configuration.tokenKey == "github.com")
        #expect(configuration.configDirectory == "/home/u/.config/gh-lite")
        #expect(configuration.cacheDirectory == "/home/u/.cache/gh-lite")
        #expect(configuration.environmentToken == nil)
    }

    @Test func enterpriseHostsUseTheirOwnAPIPath() {
        let configuration = Configuration(variables: ["GH_HOST": "GHE.Example.com"])
        #expect(configuration.apiBaseURL == "https://ghe.example.com/api/v3")
        #expect(configuration.oauthBaseURL == "https://ghe.example.com")
        #expect(configuration.tokenKey == "ghe.example.com")
    }

    @Test func overridesPointAtTheSimulatorAndKeyTokensByHostAndPort() {
        let configuration = Configuration(variables: [
            "GH_LITE_API_URL": "http://127.0.0.1:4567/", "GH_LITE_OAUTH_URL": "http://127.0.0.1:4567",
            "GH_LITE_CLIENT_ID": "Iv1.x", "GH_LITE_CONFIG_DIR": "/c", "XDG_CACHE_HOME": "/x",
        ])
        #expect(configuration.apiBaseURL == "http://127.0.0.1:4567")
        #expect(configuration.tokenKey == "127.0.0.1:4567")
        #expect(configuration.clientID == "Iv1.x")
        #expect(configuration.configDirectory == "/c")
        #expect(configuration.cacheDirectory == "/x/gh-lite")
    }

    @Test func ghTokenWinsOverGithubTokenAndEmptyValuesDoNotCount() {
        #expect(Configuration(variables: ["GH_TOKEN": "a", "GITHUB_TOKEN": "b"]).environmentToken
                == EnvironmentToken(variable: "GH_TOKEN", value: "a"))
        #expect(Configuration(variables: ["GH_TOKEN": " ", "GITHUB_TOKEN": "b"]).environmentToken
                == EnvironmentToken(variable: "GITHUB_TOKEN", value: "b"))
        #expect(Configuration(variables: ["XDG_CONFIG_HOME": "/xdg"]).configDirectory == "/xdg/gh-lite")
    }

    @Test func anEnterpriseHostReadsItsOwnTokenVariablesNotGitHubDotComs() {
        let both = ["GH_TOKEN": "dotcom", "GITHUB_TOKEN": "dotcom2", "GH_HOST": "ghe.example.com"]
        #expect(Configuration(variables: both).environmentToken == nil)
        #expect(Configuration(variables: both.merging(["GITHUB_ENTERPRISE_TOKEN": "b"]) { $1 }).environmentToken
                == EnvironmentToken(variable: "GITHUB_ENTERPRISE_TOKEN", value: "b"))
        #expect(Configuration(variables: both.merging(["GH_ENTERPRISE_TOKEN": "a", "GITHUB_ENTERPRISE_TOKEN": "b"]) { $1 })
                .environmentToken == EnvironmentToken(variable: "GH_ENTERPRISE_TOKEN", value: "a"))
        // In a codespace gh lets GITHUB_TOKEN serve any host, after the Enterprise variables.
        #expect(Configuration(variables: both.merging(["CODESPACES": "true"]) { $1 }).environmentToken
                == EnvironmentToken(variable: "GITHUB_TOKEN", value: "dotcom2"))
        #expect(Configuration(variables: ["GH_TOKEN": "a", "GH_ENTERPRISE_TOKEN": "b"]).environmentToken
                == EnvironmentToken(variable: "GH_TOKEN", value: "a"))
        #expect(Configuration(variables: ["GH_HOST": "octo.ghe.com", "GH_TOKEN": "a", "GH_ENTERPRISE_TOKEN": "b"])
                .environmentToken == EnvironmentToken(variable: "GH_TOKEN", value: "a"))
    }

    @Test(arguments: [("5", 5), ("3600", 3600), (" 1 ", 1), ("", 60)])
    func aTimeoutIsWholeSecondsFromOneToAnHour(value: String, seconds: Int) throws {
        let configuration = Configuration(variables: ["GH_LITE_TIMEOUT": value])
        #expect(configuration.requestTimeout == seconds)
        try configuration.checkVariables()
    }

    @Test(arguments: ["abc", "0", "-1", "1.5", "3601", "60s", "99999999999999999999"])
    func anyOtherTimeoutIsAnErrorNamingTheVariableNotASilentDefault(value: String) {
        let configuration = Configuration(variables: ["GH_LITE_TIMEOUT": value])
        let expected = UsageError("GH_LITE_TIMEOUT: expected a whole number of seconds from 1 to 3600, got \"\(value)\"")
        #expect(configuration.invalidVariables == [expected])
        #expect(throws: expected) { try configuration.checkVariables() }
    }

    @Test(arguments: [("1", 1), ("5", 5), ("", 5)])
    func theLeastPollIntervalIsGitHubsFiveSecondsOrATestsFewer(value: String, seconds: Int) throws {
        let configuration = Configuration(variables: ["GH_LITE_POLL_INTERVAL": value])
        #expect(configuration.minimumPollInterval == seconds)
        try configuration.checkVariables()
    }

    /// Not even a test may make gh-lite poll in a tight loop; past GitHub's 5 s the setting would mean nothing.
    @Test(arguments: ["0", "-1", "0.5", "6", "nan"])
    func anyOtherPollIntervalIsAnError(value: String) {
        let configuration = Configuration(variables: ["GH_LITE_POLL_INTERVAL": value])
        #expect(configuration.invalidVariables
                == [UsageError("GH_LITE_POLL_INTERVAL: expected a whole number of seconds from 1 to 5, got \"\(value)\"")])
    }

    @Test func theEnvironmentTokenWinsOverTheStoredOne() throws {
        var store = ContainerEnvironment.mock.tokens
        store.location = "/c/hosts.json"
        let withEnv = Configuration(variables: ["GH_TOKEN": "env"])
        #expect(try store.current(for: withEnv) == AuthToken(value: "env", source: .environment("GH_TOKEN")))
        #expect(try store.current(for: Configuration(variables: [:]))
                == AuthToken(value: "gho_mock_octocat", source: .file("/c/hosts.json")))
    }
}
