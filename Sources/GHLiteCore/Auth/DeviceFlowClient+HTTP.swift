extension DeviceFlowClient {
    /// The device flow over `transport` against the OAuth host at `baseURL` (`https://github.com`).
    /// Asks for JSON but reads form-encoded replies too, and trusts the body over the status:
    /// GitHub answers errors with 200 as well as 4xx. `debugLog` (`GH_DEBUG=api`) hears about numbers in the
    /// replies that were not used as sent.
    public static func http(transport: HTTPTransport, baseURL: String,
                            debugLog: (@Sendable (String) -> Void)? = nil) -> DeviceFlowClient {
        let endpoint = DeviceFlowEndpoint(transport: transport, baseURL: baseURL, debugLog: debugLog)
        var client = DeviceFlowClient()
        client.requestCode = { try endpoint.requestCode(clientID: $0, scopes: $1) }
        client.pollToken = { try endpoint.pollToken(clientID: $0, deviceCode: $1) }
        return client
    }
}

struct DeviceFlowEndpoint: Sendable {
    static let grantType = "urn:ietf:params:oauth:grant-type:device_code"

    var transport: HTTPTransport
    var baseURL: String
    var debugLog: (@Sendable (String) -> Void)?

    func requestCode(clientID: String, scopes: [String]) throws -> DeviceCode {
        let url = baseURL + "/login/device/code"
        let response = try post(url, [("client_id", clientID), ("scope", scopes.joined(separator: " "))])
        let fields = OAuthReply.fields(response) ?? [:]
        if let deviceCode = fields["device_code"], let userCode = fields["user_code"],
           let verificationURI = fields["verification_uri"], response.isSuccess {
            return DeviceCode(deviceCode: deviceCode, userCode: userCode, verificationURI: verificationURI,
                              expiresIn: OAuthReply.seconds(fields, ServerNumber.expiresIn, note: note) ?? 900,
                              interval: OAuthReply.seconds(fields, ServerNumber.pollInterval, note: note) ?? 5)
        }
        let error = fields["error"].map { DeviceFlowError(code: $0, description: fields["error_description"]) }
        if let error, !error.isOther { throw error }
        // GitHub's own client reads these as "this client id has no device flow here".
        if [401, 403, 404, 422].contains(response.status) {
            throw DeviceFlowError.unknownClient(status: response.status)
        }
        if let error { throw error }
        throw unexpected(response, url: url, detail: "the reply has no device code")
    }

    func pollToken(clientID: String, deviceCode: String) throws -> DeviceTokenReply {
        let url = baseURL + "/login/oauth/access_token"
        let response = try post(url, [("client_id", clientID), ("device_code", deviceCode),
                                      ("grant_type", Self.grantType)])
        let fields = OAuthReply.fields(response) ?? [:]
        if let token = fields["access_token"], !token.isEmpty {
            return .accessToken(token)
        }
        if let code = fields["error"] {
            return .error(code: code, description: fields["error_description"],
                          interval: OAuthReply.seconds(fields, ServerNumber.pollInterval, note: note))
        }
        throw unexpected(response, url: url, detail: "the reply has neither a token nor an error")
    }

    private func note(_ line: String) {
        debugLog?("! \(line)\n")
    }

    private func post(_ url: String, _ fields: [(String, String)]) throws -> HTTPResponse {
        // The reply carries a token: plain http is only good enough on this machine.
        guard let origin = RequestOrigin(url) else {
            throw CommandError("not signing in at \"\(TerminalText.line(url))\": it is not a web address; check GH_HOST and GH_LITE_OAUTH_URL")
        }
        guard origin.maySeeToken else {
            throw CommandError("refusing to sign in over plain http to \(origin.host): use an https URL in GH_LITE_OAUTH_URL")
        }
        var headers = HTTPHeaders()
        headers.set("Accept", "application/json")
        headers.set("Content-Type", "application/x-www-form-urlencoded")
        headers.set("User-Agent", "gh-lite/\(GHLiteVersion.current)")
        return try transport.send(HTTPRequest(method: "POST", url: url, headers: headers,
                                              body: Data(FormEncoding.encode(fields).utf8)))
    }

    private func unexpected(_ response: HTTPResponse, url: String, detail: String) -> UnexpectedResponseError {
        UnexpectedResponseError(status: response.status, url: url, requestID: response.headers["X-GitHub-Request-Id"],
                                detail: detail)
    }
}
