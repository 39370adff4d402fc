/// `@text @json @html @uri @csv @tsv @sh @base64 @base64d`: a value written in the format, as gh's gojq writes
/// it (`@csv` and `@tsv` as jq 1.6, which agrees).
extension JQFormat {
    func apply(to input: JQValue) throws -> String {
        switch self {
        case .text: return input.text
        case .json: return input.serialized()
        case .html:
            return Self.escaped(input.text) { scalar in
                switch scalar {
                case "<": "&lt;"
                case ">": "&gt;"
                case "&": "&amp;"
                case "'": "&apos;"
                case "\"": "&quot;"
                default: nil
                }
            }
        case .uri:
            var escaped = ""
            for byte in input.text.utf8 {
                if Self.unreserved.contains(byte) {
                    escaped.unicodeScalars.append(Unicode.Scalar(byte))
                } else {
                    escaped += "%" + byte.zeroPadded(2, radix: 16, uppercase: true)
                }
            }
            return escaped
        case .csv, .tsv: return try row(input)
        case .sh:
            let words: [JQValue] = if case .array(let items) = input { items } else { [input] }
            return try words.map { word -> String in
                switch word {
                case .string(let text): return "'" + text.replacing("'", with: "'\\''").replacing("\0", with: "\\0") + "'"
                case .array, .object: throw JQError("\(word.description) can not be escaped for shell")
                default: return word.serialized()
                }
            }.joined(separator: " ")
        case .base64: return JQBase64.encode(Array(input.text.utf8))
        case .base64d:
            guard let bytes = JQBase64.decode(input.text) else {
                throw JQError("\(input.description) is not valid base64 data")
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// RFC 3986's unreserved characters, which `@uri` keeps as they are.
    private static let unreserved = Set(("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~").utf8)

    private func row(_ input: JQValue) throws -> String {
        guard case .array(let items) = input else {
            throw JQError("\(input.description) cannot be \(rawValue)-formatted, only array")
        }
        let cells = try items.map { item -> String in
            switch item {
            case .null: return ""
            case .bool(let flag): return flag ? "true" : "false"
            case .number(let number): return JQValue.format(number)
            case .string(let text): return self == .csv ? Self.csvQuoted(text) : Self.tsvEscaped(text)
            case .array, .object: throw JQError("\(item.description) is not valid in a csv row")
            }
        }
        return cells.joined(separator: self == .csv ? "," : "\t")
    }

    private static func csvQuoted(_ text: String) -> String {
        "\"" + text.replacing("\"", with: "\"\"") + "\""
    }

    private static func tsvEscaped(_ text: String) -> String {
        escaped(text) { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\t": "\\t"
            case "\n": "\\n"
            case "\r": "\\r"
            default: nil
            }
        }
    }

    /// `text` with each scalar `replacement` names replaced, the others kept.
    private static func escaped(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { escaped += replaced } else { escaped.unicodeScalars.append(scalar) }
        }
        return escaped
    }
}

extension JQValue {
    /// `tostring`: a string as it is, anything else as JSON.
    var text: String {
        if case .string(let text) = self { return text }
        return serialized()
    }
}

/// Standard base64 with padding; decoding accepts missing padding, as gojq's.
enum JQBase64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset)) }
            for position in 0..<4 {
                output.append(position <= chunk.count ? alphabet[Int(value >> (18 - 6 * UInt32(position)) & 63)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    static func decode(_ text: String) -> [UInt8]? {
        var values: [UInt32] = []
        for byte in text.utf8 where byte != UInt8(ascii: "=") {
            guard let value = alphabet.firstIndex(of: byte) else { return nil }
            values.append(UInt32(value))
        }
        guard values.count % 4 != 1 else { return nil }
        var output: [UInt8] = []
        var index = 0
        while index < values.count {
            let chunk = values[index..<min(index + 4, values.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | $1.element << (18 - 6 * UInt32($1.offset)) }
            for position in 0..<(chunk.count - 1) { output.append(UInt8(value >> (16 - 8 * UInt32(position)) & 255)) }
            index += 4
        }
        return output
    }
}
