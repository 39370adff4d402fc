/// The OAuth endpoints' replies (JSON or form-encoded), read by the device flow's own endpoint:
/// any body gives a device code, a token, an error code or a thrown error, and seconds stay within a day.
enum OAuthReplyTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        let body = Data(input)
        let endpoint = DeviceFlowEndpoint(transport: HTTPTransport { _ in HTTPResponse(status: 200, body: body) },
                                          baseURL: "https://github.com")
        if let code = try? endpoint.requestCode(clientID: "Iv1.fuzz", scopes: ["repo"]) {
            fuzzCheck(abs(code.expiresIn) <= 86_400 && abs(code.interval) <= 86_400,
                      "expires in \(code.expiresIn) s, polls every \(code.interval) s")
        }
        if case .error(_, _, let interval?)? = try? endpoint.pollToken(clientID: "Iv1.fuzz", deviceCode: "fuzz") {
            fuzzCheck(abs(interval) <= 86_400, "polls every \(interval) s")
        }
        if let seconds = OAuthReply.seconds(["interval": input.text], ServerNumber.pollInterval, note: { _ in }) {
            fuzzCheck((0...86_400).contains(seconds), "a poll interval of \(seconds) s")
        }
    }
}
