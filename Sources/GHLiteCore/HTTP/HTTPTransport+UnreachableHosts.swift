extension HTTPTransport {
    /// Once a connection to a host could not be opened (refused, no route, no such name, or the connect time-out),
    /// the rest of the run takes that as the host's answer: every later request to it fails at once with the same
    /// error, so a command falls back to the mirror or the outbox without waiting for the network again.
    public func rememberingUnreachableHosts() -> HTTPTransport {
        let unreachable = Locked<[String: TransportError]>([:])
        return HTTPTransport { request in
            let host = Configuration.authority(of: request.url) ?? request.url
            if let known = unreachable.withLock({ $0[host] }) { throw known }
            do {
                return try send(request)
            } catch let error as TransportError where error.kind.nothingWasSent {
                unreachable.withLock { $0[host] = error }
                throw error
            }
        }
    }
}
