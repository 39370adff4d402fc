/// How gh puts the fields into a request: a GET's query string (Go's `url.Values` encoding), or a JSON body, where
/// GraphQL's fields other than `query` and `operationName` become its `variables`.
enum ApiRequestParts {
    /// `endpoint` with `parameters` added to its query string: keys sorted, arrays as `key[]`, an object's members
    /// under their own names (as gh flattens them), spaces as `+`.
    static func adding(_ parameters: [String: JSONValue], to endpoint: String) -> String {
        guard !parameters.isEmpty else { return endpoint }
        var values: [String: [String]] = [:]
        func add(_ key: String, _ value: JSONValue) {
            switch value {
            case .string(let text): values[key, default: []].append(text)
            case .int(let number): values[key, default: []].append(String(number))
            case .bool(let flag): values[key, default: []].append(flag ? "true" : "false")
            case .null: values[key, default: []].append("")
            case .object(let members): for (name, member) in members.sorted(by: { $0.key < $1.key }) { add(name, member) }
            case .array(let items): for item in items { add(key + "[]", item) }
            }
        }
        for (key, value) in parameters.sorted(by: { $0.key < $1.key }) { add(key, value) }
        let query = values.keys.sorted().flatMap { key in values[key]!.map { escape(key) + "=" + escape($0) } }
        return endpoint + (endpoint.contains("?") ? "&" : "?") + query.joined(separator: "&")
    }

    /// `--paginate` asks for GitHub's largest page, unless the endpoint or the fields name a `per_page`.
    static func addingLargestPage(to endpoint: String, unless parameters: [String: JSONValue]) -> String {
        guard parameters["per_page"] == nil else { return endpoint }
        if let mark = endpoint.firstIndex(of: "?"),
           endpoint[endpoint.index(after: mark)...].split(separator: "&").contains(where: { $0.hasPrefix("per_page=") && $0.count > 9 }) {
            return endpoint
        }
        return endpoint + (endpoint.contains("?") ? "&" : "?") + "per_page=100"
    }

    /// The JSON body gh sends for `parameters`: compact, keys sorted.
    static func body(_ parameters: [String: JSONValue], graphQL: Bool) -> Data {
        var body = parameters
        if graphQL {
            let variables = parameters.filter { $0.key != "query" && $0.key != "operationName" }
            body = parameters.filter { $0.key == "query" || $0.key == "operationName" }
            if !variables.isEmpty { body["variables"] = .object(variables) }
        }
        return Data(JSONValue.object(body).serialized(pretty: false).utf8)
    }

    /// Go's `url.QueryEscape`.
    private static func escape(_ text: String) -> String {
        URLQuery.encode(text).replacingOccurrences(of: "%20", with: "+")
    }
}
