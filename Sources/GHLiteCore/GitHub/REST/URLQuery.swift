/// Builds `path?name=value&...` with RFC 3986 percent-encoding, dropping absent values.
enum URLQuery {
    static func url(_ base: String, _ path: String, _ items: [(String, String?)]) -> String {
        let query = items.compactMap { name, value in value.map { "\(encode(name))=\(encode($0))" } }
        return base + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    /// Encodes everything but RFC 3986's unreserved characters, so values are safe in a path or a query.
    static func encode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
