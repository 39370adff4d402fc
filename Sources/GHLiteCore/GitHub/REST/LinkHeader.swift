/// Parses RFC 8288 `Link` headers as GitHub sends them:
/// `<https://api.github.com/repositories/1/issues?page=2>; rel="next", <...>; rel="last"`.
public enum LinkHeader {
    /// URL for each relation (`next`, `last`, `prev`, `first`). Malformed parts are skipped, never fatal.
    public static func relations(_ header: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(header)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let url = String(rest[rest.index(after: open)..<close])
            let paramsEnd = nextLinkStart(in: rest[close...]) ?? rest.endIndex
            for param in rest[rest.index(after: close)..<paramsEnd].split(separator: ";") {
                let pair = param.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0].trimmingWhitespace().lowercased() == "rel" else { continue }
                let names = pair[1].trimmingWhitespace().trimmingQuotes()
                for name in names.split(separator: " ") where result[String(name)] == nil {
                    result[String(name)] = url
                }
            }
            rest = rest[paramsEnd...]
        }
        return result
    }

    public static func next(_ header: String?) -> String? {
        header.flatMap { relations($0)["next"] }
    }

    /// The next page after the answer `response` to `url`, exactly as given; refused, as a redirect would be,
    /// when it steps down from https to plain http.
    static func next(of response: HTTPResponse, readFrom url: String) throws -> String? {
        guard let next = next(response.headers["Link"]) else { return nil }
        if let from = RequestOrigin(url), let to = RequestOrigin(next), from.stepsDown(to: to) {
            throw CommandError("refusing to follow a next-page link from https to plain http: \(TerminalText.line(next))")
        }
        return next
    }

    /// The comma that ends this link's parameters, skipping commas inside quoted values.
    private static func nextLinkStart(in text: Substring) -> Substring.Index? {
        var inQuotes = false
        for index in text.indices {
            switch text[index] {
            case "\"": inQuotes.toggle()
            case "," where !inQuotes: return index
            default: break
            }
        }
        return nil
    }
}

extension String {
    func trimmingQuotes() -> String {
        guard count >= 2, hasPrefix("\""), hasSuffix("\"") else { return self }
        return String(dropFirst().dropLast())
    }
}
