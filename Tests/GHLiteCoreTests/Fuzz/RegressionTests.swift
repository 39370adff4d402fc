import GHLiteCore
import GHLiteMock
import Testing

/// Inputs that crashed a fuzz target (Scripts/fuzz), kept so the crash stays fixed.
@Suite(.strictDoubles) struct FuzzRegressionTests {
    /// Found by the `oauth` target: seconds written as a number too big for an `Int` (here
    /// 2.99...e113, cut at the first NUL as C's strtod reads it) trapped when rounded into one.
    static let hugeSeconds = "2" + String(repeating: "9", count: 113) + String(repeating: "\0", count: 7) + "999999999["

    func deviceFlow(_ body: String) -> DeviceFlowClient {
        .http(transport: HTTPTransport { _ in HTTPResponse(status: 200, body: Data(body.utf8)) }, baseURL: "https://github.com")
    }

    @Test(arguments: [hugeSeconds, "1e300", "9223372036854775807", "-9223372036854775808", "nan", "86401"])
    func secondsBeyondADayInADeviceCodeGetGitHubsDefaults(seconds: String) throws {
        let code = try deviceFlow("device_code=d&user_code=WDJB-MJHT&verification_uri=https%3A%2F%2Fgithub.com%2Flogin%2Fdevice"
                                  + "&expires_in=\(seconds)&interval=\(seconds)").requestCode("Iv1.test", [])
        #expect(code.expiresIn == 900)
        #expect(code.interval == 5)
    }

    @Test func aHugeSlowDownIntervalIsIgnored() throws {
        let reply = try deviceFlow(#"{"error":"slow_down","interval":1e300}"#).pollToken("Iv1.test", "d")
        #expect(reply == .error(code: "slow_down", description: nil, interval: nil))
    }

    @Test func secondsWithinADayAreStillReadAndRoundedUp() throws {
        let code = try deviceFlow(#"{"device_code":"d","user_code":"U","verification_uri":"https://github.com/login/device","# +
                                  #""expires_in":86400,"interval":"4.2"}"#).requestCode("Iv1.test", [])
        #expect(code.expiresIn == 86_400)
        #expect(code.interval == 5)
    }

    /// Found by the `json` target (shortened): `--json` escaped C0 controls only, so a C1 control (U+009B is
    /// CSI, ESC [ in one character) and direction overrides in a title reached the terminal as they were.
    @Test func jsonOutputEscapesC1ControlsAndDirectionOverrides() {
        let body = #"""
            {"data": {"repository": {"hasIssuesEnabled": true, "issues": {"totalCount": 1,
              "pageInfo": {"hasNextPage": false, "endCursor": "Y3Vyc29yOnYyOpHOAAAB"},
              "nodes": [{"number": 1346, "title": "\u601b[31mRed\u009b[0m title\twith tab \u202egpj.exe\u202c",
                         "state": "CLOSED", "url": "https://github.com/octocat/Hello-World/issues/1346",
                         "createdAt": "2011-04-22T13:33:48Z"}]}}}}
            """#
        var environment = ContainerEnvironment.mock
        environment.gitHub = .http(GitHubAPI(transport: HTTPTransport { _ in HTTPResponse(status: 200, body: Data(body.utf8)) },
                                             baseURL: "https://api.github.com", host: "github.com",
                                             token: { AuthToken(value: "gho_test", source: .file("memory")) }))
        for terminal in [false, true] {
            let memory = MemoryIO(terminal: terminal)
            let code = CommandLineInterface.run(["issues", "octocat/Hello-World", "--json", "title"], variables: [:],
                                                io: memory.io, makeEnvironment: { _ in environment })
            #expect(code == .ok)
            #expect(memory.output.contains("\"\u{601B}[31mRed\\u009b[0m title\\twith tab \\u202egpj.exe\\u202c\""), "\(memory.output)")
        }
    }
}
