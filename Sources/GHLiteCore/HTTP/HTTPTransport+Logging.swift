extension HTTPTransport {
    /// `GH_DEBUG=api`: each request and response line with its headers, bodies by size only, and the
    /// `Authorization` value masked, so a debug log can be shared without leaking the token.
    public func logging(to write: @escaping @Sendable (String) -> Void) -> HTTPTransport {
        HTTPTransport { request in
            var lines = ["> \(request.method) \(request.url)"]
            for field in request.headers {
                let value = field.name.lowercased() == "authorization" ? Self.masked(field.value) : field.value
                lines.append("> \(field.name): \(value)")
            }
            if let body = request.body { lines.append("> (\(body.count) bytes of body)") }
            write(lines.joined(separator: "\n") + "\n")
            do {
                let response = try send(request)
                var answer = ["< HTTP \(response.status)"]
                answer += response.headers.map { "< \($0.name): \($0.value)" }
                answer.append("< (\(response.body.count) bytes of body)")
                write(answer.joined(separator: "\n") + "\n\n")
                return response
            } catch {
                write("< failed: \(error)\n\n")
                throw error
            }
        }
    }

    static func masked(_ authorization: String) -> String {
        let scheme = authorization.prefix { $0 != " " }
        return scheme.count < authorization.count ? "\(scheme) ********" : "********"
    }
}
