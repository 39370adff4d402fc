/// `--cache DURATION`: an answer kept on disk and given again, without a request, while it is younger than the
/// duration. Kept as gh keeps them: a GET, a HEAD or a GraphQL POST, answered with anything but a 403 or a 5xx;
/// keyed by the account's token (hashed), the method, the URL as written, `Accept` and the body.
enum ApiCache {
    static func isCacheable(_ request: APIRequest) -> Bool {
        ["GET", "HEAD"].contains(request.method.uppercased())
            || (request.method.uppercased() == "POST" && request.endpoint == "graphql")
    }

    static func isKept(_ response: HTTPResponse) -> Bool {
        response.status < 500 && response.status != 403
    }

    static func key(_ request: APIRequest, host: String, token: String) -> String {
        let body = request.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return SHA256.hex("gh-lite-api-cache-v1\n\(SHA256.hex(token))\n\(request.method.uppercased())\n\(host)\n"
                          + "\(request.endpoint)\n\(request.headers["Accept"] ?? "")\n\(body)")
    }

    /// The first line (`gh-lite-api-cache 1 SECONDS STATUS`), one line per header, a blank line, the body.
    static func encode(_ response: HTTPResponse, storedAt: Date) -> Data {
        var head = "gh-lite-api-cache 1 \(Int(storedAt.timeIntervalSince1970)) \(response.status)\n"
        for field in response.headers { head += "\(field.name): \(field.value)\n" }
        return Data((head + "\n").utf8) + response.body
    }

    /// The answer kept in `data` when it was stored no more than `maximumAge` seconds before `now`; nil otherwise,
    /// and for anything gh-lite did not write.
    static func decode(_ data: Data, maximumAge: Double, now: Date) -> HTTPResponse? {
        guard let end = data.firstRange(of: Data("\n\n".utf8)) else { return nil }
        let lines = String(decoding: data[..<end.lowerBound], as: UTF8.self).split(separator: "\n")
        let first = lines.first?.split(separator: " ") ?? []
        guard first.count == 4, first[0] == "gh-lite-api-cache", first[1] == "1", let stored = Double(first[2]),
              let status = Int(first[3]) else { return nil }
        let age = now.timeIntervalSince1970 - stored
        guard age >= 0, age < maximumAge else { return nil }
        let headers = lines.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingWhitespace())
        }
        return HTTPResponse(status: status, headers: HTTPHeaders(headers), body: Data(data[end.upperBound...]))
    }

    /// Go's `time.ParseDuration` for what `--cache` takes (`3600s`, `60m`, `1h30m`, `1.5h`), in seconds; nil for
    /// anything else.
    static func seconds(_ text: String) -> Double? {
        let units: [(String, Double)] = [("ns", 1e-9), ("us", 1e-6), ("µs", 1e-6), ("ms", 1e-3), ("s", 1), ("m", 60), ("h", 3600)]
        var rest = Substring(text)
        guard !rest.isEmpty else { return nil }
        if rest == "0" { return 0 }
        var total = 0.0
        while !rest.isEmpty {
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            guard !number.isEmpty, let value = Double(number) else { return nil }
            rest = rest.dropFirst(number.count)
            guard let (unit, scale) = units.filter({ rest.hasPrefix($0.0) }).max(by: { $0.0.count < $1.0.count }) else { return nil }
            rest = rest.dropFirst(unit.count)
            total += value * scale
        }
        return total
    }
}
