import GHLiteCore

/// A transport that answers with scripted results in order and remembers every request it was sent.
final class ScriptedTransport: Sendable {
    enum Step: Sendable {
        case respond(HTTPResponse)
        case fail(TransportError)
    }

    let requests = Locked<[HTTPRequest]>([])
    private let steps: Locked<[Step]>

    init(_ steps: [Step]) { self.steps = Locked(steps) }

    var transport: HTTPTransport {
        HTTPTransport { request in
            self.requests.withLock { $0.append(request) }
            let step = self.steps.withLock { $0.isEmpty ? .respond(HTTPResponse(status: 200)) : $0.removeFirst() }
            switch step {
            case .respond(let response): return response
            case .fail(let error): throw error
            }
        }
    }

    static func response(_ status: Int, _ headers: [(String, String)] = [], body: String = "") -> Step {
        .respond(HTTPResponse(status: status, headers: HTTPHeaders(headers), body: Data(body.utf8)))
    }
}
