import GHLiteCore
import Testing

/// The device flow's requests and how its replies are read: JSON or form-encoded, status 200 or 4xx.
@Suite(.strictDoubles) struct DeviceFlowClientTests {
    final class Server: Sendable {
        let requests = Locked<[HTTPRequest]>([])
        let reply: HTTPResponse

        init(_ status: Int, _ body: String, contentType: String = "application/json; charset=utf-8") {
            reply = HTTPResponse(status: status, headers: HTTPHeaders([("Content-Type", contentType)]), body: Data(body.utf8))
        }

        static func form(_ status: Int, _ body: String) -> Server {
            Server(status, body, contentType: "application/x-www-form-urlencoded; charset=utf-8")
        }

        func client(base: String = "https://github.com") -> DeviceFlowClient {
            .http(transport: HTTPTransport { [requests, reply] request in
                requests.withLock { $0.append(request) }
                return reply
            }, baseURL: base)
        }

        var body: String { String(decoding: requests.value.last?.body ?? Data(), as: UTF8.self) }
    }

    static let grant = "urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code"

    @Test func theCodeRequestIsAFormPostToTheOAuthHostWithoutAnyToken() throws {
        let server = Server(200, """
            {"device_code":"3584d83530557fdd1f46af8289938c8ef79f9dc5","user_code":"WDJB-MJHT",
             "verification_uri":"https://github.com/login/device","expires_in":900,"interval":5}
            """)
        let code = try server.client().requestCode("Iv1.test", ["repo", "read:org"])
        #expect(code == DeviceCode(deviceCode: "3584d83530557fdd1f46af8289938c8ef79f9dc5", userCode: "WDJB-MJHT",
                                   verificationURI: "https://github.com/login/device", expiresIn: 900, interval: 5))
        let request = try #require(server.requests.value.first)
        #expect(request.method == "POST")
        #expect(request.url == "https://github.com/login/device/code")
        #expect(server.body == "client_id=Iv1.test&scope=repo%20read%3Aorg")
        #expect(request.headers["Content-Type"] == "application/x-www-form-urlencoded")
        #expect(request.headers["Accept"] == "application/json")
        #expect(request.headers["Authorization"] == nil)
    }

    @Test func aFormEncodedCodeReplyReadsTheSameWithItsNumbersAsText() throws {
        let server = Server.form(200, "device_code=3584d8&expires_in=900&interval=5&user_code=WDJB-MJHT"
                                      + "&verification_uri=https%3A%2F%2Fgithub.com%2Flogin%2Fdevice")
        let code = try server.client().requestCode("Iv1.test", ["repo"])
        #expect(code == DeviceCode(deviceCode: "3584d8", userCode: "WDJB-MJHT",
                                   verificationURI: "https://github.com/login/device", expiresIn: 900, interval: 5))
    }

    @Test func aCodeReplyWithoutTimesGetsGitHubsDefaults() throws {
        let server = Server(200, #"{"device_code":"d","user_code":"U","verification_uri":"https://github.com/login/device"}"#)
        let code = try server.client().requestCode("Iv1.test", [])
        #expect(code.expiresIn == 900)
        #expect(code.interval == 5)
    }

    /// `interval` and `expires_in` go through the one reader of server numbers: none of these can crash a
    /// countdown or stand for a wait; GH_DEBUG=api says what was ignored.
    @Test(arguments: [#""nan""#, "-5", "1e300", #""-inf""#, #""soon""#])
    func timesThatAreNoNumbersOfSecondsGetGitHubsDefaults(value: String) throws {
        let server = Server(200, #"{"device_code":"d","user_code":"U","verification_uri":"https://github.com/login/device","#
                                 + #""expires_in":\#(value),"interval":\#(value)}"#)
        let log = Locked("")
        let client = DeviceFlowClient.http(transport: HTTPTransport { _ in server.reply }, baseURL: "https://github.com",
                                           debugLog: { line in log.withLock { $0 += line } })
        let code = try client.requestCode("Iv1.test", [])
        #expect(code.expiresIn == 900)
        #expect(code.interval == 5)
        #expect(log.value.contains("! expires_in: "))
        #expect(log.value.contains("! interval: "))
    }

    @Test(arguments: [Server(400, #"{"error":"device_flow_disabled","error_description":"Device Flow must be explicitly enabled for this App"}"#),
                      Server.form(400, "error=device_flow_disabled&error_description=Device+Flow+must+be+explicitly+enabled"),
                      Server.form(200, "error=device_flow_disabled")])
    func aDisabledDeviceFlowSaysSo(server: Server) {
        #expect(throws: DeviceFlowError.deviceFlowDisabled) { try server.client().requestCode("Iv1.test", []) }
    }

    @Test(arguments: [Server(404, #"{"error":"Not Found"}"#), Server.form(404, "error=Not+Found"), Server(401, "")])
    func anUnknownClientIDSaysSo(server: Server) {
        #expect(throws: DeviceFlowError.unknownClient(status: server.reply.status)) {
            try server.client().requestCode("Iv1.nobody", [])
        }
    }

    @Test func aBrokenCodeReplyIsAnUnexpectedAnswer() {
        let server = Server(502, "<html>Bad gateway</html>", contentType: "text/html")
        #expect(throws: UnexpectedResponseError.self) { try server.client().requestCode("Iv1.test", []) }
    }

    @Test func thePollSendsTheDeviceCodeAndTheDeviceGrantType() throws {
        let server = Server(200, #"{"access_token":"gho_16C7e42F292c6912E7710c838347Ae178B4a","token_type":"bearer","scope":"repo,gist"}"#)
        let reply = try server.client().pollToken("Iv1.test", "3584d8")
        #expect(reply == .accessToken("gho_16C7e42F292c6912E7710c838347Ae178B4a"))
        let request = try #require(server.requests.value.first)
        #expect(request.url == "https://github.com/login/oauth/access_token")
        #expect(server.body == "client_id=Iv1.test&device_code=3584d8&grant_type=\(Self.grant)")
        #expect(request.headers["Authorization"] == nil)
    }

    /// The same answers, each as GitHub may send it: JSON or form, with 200 or 400.
    @Test(arguments: [200, 400], [true, false])
    func pollRepliesReadTheSameInEveryEncodingAndStatus(status: Int, json: Bool) throws {
        func reply(_ fields: [(String, String)], numbers: Set<String> = []) throws -> DeviceTokenReply {
            let body = json
                ? "{" + fields.map { "\"\($0.0)\":" + (numbers.contains($0.0) ? $0.1 : "\"\($0.1)\"") }.joined(separator: ",") + "}"
                : fields.map { "\($0.0)=\($0.1.replacing(" ", with: "+"))" }.joined(separator: "&")
            return try (json ? Server(status, body) : Server.form(status, body)).client().pollToken("Iv1.test", "d")
        }
        #expect(try reply([("error", "authorization_pending"), ("error_description", "The authorization request is still pending.")])
                == .error(code: "authorization_pending", description: "The authorization request is still pending.", interval: nil))
        #expect(try reply([("error", "slow_down"), ("error_description", "Too many requests"), ("interval", "10")], numbers: ["interval"])
                == .error(code: "slow_down", description: "Too many requests", interval: 10))
        #expect(try reply([("error", "access_denied")]) == .error(code: "access_denied", description: nil, interval: nil))
        #expect(try reply([("access_token", "gho_abc"), ("token_type", "bearer"), ("scope", "repo")]) == .accessToken("gho_abc"))
    }

    @Test func aPollReplyWithNeitherTokenNorErrorIsAnUnexpectedAnswer() {
        #expect(throws: UnexpectedResponseError.self) { try Server(200, "{}").client().pollToken("Iv1.test", "d") }
        #expect(throws: UnexpectedResponseError.self) {
            try Server(503, "Service Unavailable", contentType: "text/plain").client().pollToken("Iv1.test", "d")
        }
    }

    @Test func plainHTTPIsRefusedExceptOnThisMachine() throws {
        let remote = Server(200, "{}")
        #expect(throws: CommandError.self) { try remote.client(base: "http://github.example").pollToken("Iv1.test", "d") }
        #expect(remote.requests.value.isEmpty)
        let local = Server(200, #"{"access_token":"gho_x"}"#)
        #expect(try local.client(base: "http://127.0.0.1:8080").pollToken("Iv1.test", "d") == .accessToken("gho_x"))
    }

    @Test(arguments: GitHubAPITests.lookalikeAPIs) func aNameThatLooksLikeLoopbackIsNotThisMachine(base: String) {
        let remote = Server(200, #"{"access_token":"gho_x"}"#)
        #expect(throws: CommandError.self) { try remote.client(base: base).requestCode("Iv1.test", ["repo"]) }
        #expect(throws: CommandError.self) { try remote.client(base: base).pollToken("Iv1.test", "d") }
        #expect(remote.requests.value.isEmpty)
    }
}
