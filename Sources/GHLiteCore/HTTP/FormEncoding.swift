/// `application/x-www-form-urlencoded` bodies: what the OAuth endpoints take, and answer by default.
enum FormEncoding {
    static func encode(_ fields: [(String, String)]) -> String {
        fields.map { "\(URLQuery.encode($0.0))=\(URLQuery.encode($0.1))" }.joined(separator: "&")
    }

    /// Name-value pairs; `+` is a space, bad `%` escapes are kept as they are, a repeated name keeps its first value.
    static func decode(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = unescape(parts[0])
            if fields[name] == nil { fields[name] = parts.count > 1 ? unescape(parts[1]) : "" }
        }
        return fields
    }

    private static func unescape(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), utf8.count >= 2,
                      let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
