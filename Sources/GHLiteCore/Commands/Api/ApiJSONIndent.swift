/// JSON for a terminal, as gh shows `gh api`'s answers there: each member and element on its own line, indented two
/// spaces a level. Only white space changes, so numbers and strings stay exactly as GitHub wrote them.
enum ApiJSONIndent {
    static func indented(_ body: Data) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(body.count * 2)
        var depth = 0
        var inString = false
        var escaped = false
        let bytes = Array(body)
        func newline() {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        }
        for (index, byte) in bytes.enumerated() {
            if inString {
                output.append(byte)
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                output.append(byte)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                output.append(byte)
                let next = bytes[(index + 1)...].first { !isSpace($0) }
                depth += 1
                if next != UInt8(ascii: "}") && next != UInt8(ascii: "]") { newline() }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                if let last = output.last, last != UInt8(ascii: "{") && last != UInt8(ascii: "[") { newline() }
                output.append(byte)
            case UInt8(ascii: ","):
                output.append(byte)
                newline()
            case UInt8(ascii: ":"):
                output.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
            case _ where isSpace(byte):
                continue
            default:
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self) + "\n"
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }
}
