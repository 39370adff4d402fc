extension HTTPTransport {
    /// `GH_DEBUG=api`: each request and response line with its headers, and the `Authorization` value
    /// masked, so a debug log can be shared without leaking the token. Bodies show by size only, except a
    /// query's (an idempotent POST: GraphQL), which is what one debugs; what a user wrote into an issue is not
    /// printed. Text from the server or the query is neutralised before it reaches the terminal. A numeric header
    /// gh-lite does not use as sent (`Retry-After: nan`) gets a `!` line saying what it did instead.
    public func logging(to write: @escaping @Sendable (String) -> Void) -> HTTPTransport {
        HTTPTransport { request in
            // The URL may come from a `Link` or `Location` header, so it is server text too.
            var lines = ["> \(TerminalText.line(request.method)) \(TerminalText.line(request.url))"]
            for field in request.headers {
                let value = field.name.lowercased() == "authorization" ? Self.masked(field.value) : field.value
                lines.append("> \(TerminalText.line(field.name)): \(TerminalText.line(value))")
            }
            if let body = request.body {
                let query = request.isIdempotent && request.method == "POST" ? String(validating: body, as: UTF8.self) : nil
                lines.append(query.map { "> " + TerminalText.line($0) } ?? "> (\(body.count) bytes of body)")
            }
            write(lines.joined(separator: "\n") + "\n")
            do {
                let response = try send(request)
                var answer = ["< HTTP \(response.status)"]
                answer += response.headers.map { "< \(TerminalText.line($0.name)): \(TerminalText.line($0.value))" }
                answer += ServerNumber.notes(on: response.headers).map { "! " + $0 }
                answer.append("< (\(response.body.count) bytes of body)")
                write(answer.joined(separator: "\n") + "\n\n")
                return response
            } catch {
                write("< failed: \(TerminalText.line("\(error)"))\n\n")
                throw error
            }
        }
    }

    static func masked(_ authorization: String) -> String {
        let scheme = authorization.prefix { $0 != " " }
        return scheme.count < authorization.count ? "\(scheme) ********" : "********"
    }
}
