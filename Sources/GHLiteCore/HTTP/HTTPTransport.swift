/// Sends one request and returns the whole response, or throws a `TransportError`.
/// Live: libcurl over one reused connection. Tests: a closure answering from memory.
public struct HTTPTransport: Sendable {
    public var send: @Sendable (HTTPRequest) throws -> HTTPResponse

    public init(send: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse) {
        self.send = send
    }
}
