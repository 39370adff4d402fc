/// A value as JSON text, as gh's gojq prints it: keys sorted, whole numbers without a fraction, others in the
/// shortest form that reads back the same (an exponent below 1e-6 and from 1e21), NaN as null, infinities as
/// the largest double.
extension JQValue {
    func serialized() -> String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += Self.format(number)
        case .string(let text): output += JSONValue.string(text).serialized(pretty: false)
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                item.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, key) in Self.sortedKeys(members).enumerated() {
                if index > 0 { output += "," }
                output += JSONValue.string(key).serialized(pretty: false) + ":"
                members[key]!.write(to: &output)
            }
            output += "}"
        }
    }

    static func format(_ number: Double) -> String {
        if number.isNaN { return "null" }
        if number.isInfinite { return number < 0 ? "-1.7976931348623157e+308" : "1.7976931348623157e+308" }
        if number == number.rounded(), abs(number) < 1e17 { return (number.sign == .minus && number == 0 ? "-" : "") + String(Int(number)) }
        // Swift's description is the shortest round trip; only where it puts the exponent differs.
        let text = number.description
        let magnitude = abs(number)
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = String(parts[0]), exponent = parts.count > 1 ? Int(parts[1])! : 0
        if magnitude >= 1e-6 && magnitude < 1e21 {
            guard parts.count > 1 else { return text.hasSuffix(".0") ? String(text.dropLast(2)) : text }
            return plain(mantissa, exponent)
        }
        var digits = mantissa.hasSuffix(".0") ? String(mantissa.dropLast(2)) : mantissa
        var power = exponent
        if parts.count == 1 {
            // Swift wrote it plainly: move the point after the first digit.
            let (scientific, shift) = scientificParts(digits)
            digits = scientific
            power = shift
        }
        return digits + "e" + (power < 0 ? "-" : "+") + String(abs(power))
    }

    /// `1.5e-05` written out as `0.000015`.
    private static func plain(_ mantissa: String, _ exponent: Int) -> String {
        let negative = mantissa.hasPrefix("-")
        let unsigned = negative ? String(mantissa.dropFirst()) : mantissa
        let pieces = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        var digits = String(pieces[0]) + (pieces.count > 1 ? String(pieces[1]) : "")
        var point = pieces[0].count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: -point + 1) + digits
            point = 1
        }
        if digits.count < point { digits += String(repeating: "0", count: point - digits.count) }
        var whole = String(digits.prefix(point)), fraction = String(digits.dropFirst(point))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        while whole.count > 1 && whole.hasPrefix("0") { whole.removeFirst() }
        return (negative ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    private static func scientificParts(_ plainText: String) -> (String, Int) {
        let negative = plainText.hasPrefix("-")
        let unsigned = negative ? String(plainText.dropFirst()) : plainText
        let pieces = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(pieces[0]), fraction = pieces.count > 1 ? String(pieces[1]) : ""
        var digits = whole + fraction
        let leadingZeros = digits.prefix { $0 == "0" }.count
        digits.removeFirst(leadingZeros)
        let power = whole.count - 1 - leadingZeros
        while digits.hasSuffix("0") && digits.count > 1 { digits.removeLast() }
        let mantissa = digits.count > 1 ? String(digits.prefix(1)) + "." + digits.dropFirst() : digits
        return ((negative ? "-" : "") + mantissa, power)
    }
}
