import GHLiteCore
import Testing

/// A transport that answers with scripted steps in order and remembers every request it was sent. Strict, as
/// cli/cli's httpmock registry is: a request with no step left fails the test (and throws), and steps never
/// asked for fail it when the transport goes away, so a test states exactly the requests its case makes.
final class ScriptedTransport: Sendable {
    enum Step: Sendable {
        case respond(HTTPResponse)
        case fail(TransportError)
    }

    struct UnexpectedRequest: Error {}

    let requests = Locked<[HTTPRequest]>([])
    private let steps: Locked<[Step]>
    private let sourceLocation: SourceLocation

    init(_ steps: [Step], sourceLocation: SourceLocation = #_sourceLocation) {
        self.steps = Locked(steps)
        self.sourceLocation = sourceLocation
    }

    deinit {
        let left = steps.value.count
        if left > 0 {
            Issue.record("\(left) scripted answer(s) were never asked for", sourceLocation: sourceLocation)
        }
    }

    var transport: HTTPTransport {
        HTTPTransport { request in
            self.requests.withLock { $0.append(request) }
            guard let step = self.steps.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
                Issue.record("unexpected request: \(request.method) \(request.url)", sourceLocation: self.sourceLocation)
                throw UnexpectedRequest()
            }
            switch step {
            case .respond(let response): return response
            case .fail(let error): throw error
            }
        }
    }

    static func response(_ status: Int, _ headers: [(String, String)] = [], body: String = "") -> Step {
        .respond(HTTPResponse(status: status, headers: HTTPHeaders(headers), body: Data(body.utf8)))
    }

    /// `count` answers of 200 with `body`.
    static func ok(_ count: Int, body: String = "[]") -> [Step] {
        Array(repeating: response(200, body: body), count: count)
    }
}
