/// Go's fmt.Sprintf for template values: verbs `%v %s %q %d %f %F %e %E %g %G %t %x %X %o %b %c %U %%`, flags
/// `- + # 0 space`, width and precision (digits or `*`). Mistakes print as Go prints them (`%!d(string=abc)`,
/// `%!s(MISSING)`, `%!(EXTRA ...)`). Unlike Go, JSON numbers are whole, so `%d` prints them.
enum GoPrintf {
    /// Go refuses widths and precisions above a million (`%!(BADWIDTH)`), which also bounds the padding.
    static let largest = 1_000_000

    private struct Spec {
        var minus = false, plus = false, sharp = false, zero = false, space = false
        var width: Int?
        var precision: Int?
    }

    static func format(_ format: String, _ arguments: [GoTemplateValue]) -> String {
        let scalars = Array(format.unicodeScalars)
        var output = ""
        var next = 0
        var at = 0
        func takeNumber() -> Int? {
            if at < scalars.count, scalars[at] == "*" {
                at += 1
                defer { next += 1 }
                return next < arguments.count ? arguments[next].integer : nil
            }
            var value: Int?
            while at < scalars.count, let digit = scalars[at].properties.numericType == .decimal ? Int(String(scalars[at])) : nil {
                value = min((value ?? 0) * 10 + digit, largest + 1)
                at += 1
            }
            return value
        }
        while at < scalars.count {
            let scalar = scalars[at]
            at += 1
            guard scalar == "%" else { output.unicodeScalars.append(scalar); continue }
            var spec = Spec()
            flags: while at < scalars.count {
                switch scalars[at] {
                case "-": spec.minus = true
                case "+": spec.plus = true
                case "#": spec.sharp = true
                case "0": spec.zero = true
                case " ": spec.space = true
                default: break flags
                }
                at += 1
            }
            spec.width = takeNumber()
            if let width = spec.width, width < 0 {
                spec.minus = true
                spec.width = width.magnitude > largest ? largest + 1 : -width
            }
            if at < scalars.count, scalars[at] == "." {
                at += 1
                spec.precision = takeNumber() ?? 0
            }
            guard at < scalars.count else { output += "%!(NOVERB)"; break }
            let verb = scalars[at]
            at += 1
            if verb == "%" { output += "%"; continue }
            if (spec.width ?? 0) > largest { output += "%!(BADWIDTH)"; spec.width = nil }
            if let precision = spec.precision, precision > largest || precision < 0 { output += "%!(BADPREC)"; spec.precision = nil }
            guard next < arguments.count else { output += "%!\(verb)(MISSING)"; continue }
            output += one(verb, arguments[next], spec)
            next += 1
        }
        if next < arguments.count {
            output += "%!(EXTRA " + arguments[next...].map { "\($0.typeName)=\($0.formatted)" }.joined(separator: ", ") + ")"
        }
        return output
    }

    private static func bad(_ verb: Unicode.Scalar, _ value: GoTemplateValue) -> String {
        if case .null = value { return "%!\(verb)(<nil>)" }
        return "%!\(verb)(\(value.typeName)=\(value.formatted))"
    }

    private static func one(_ verb: Unicode.Scalar, _ value: GoTemplateValue, _ spec: Spec) -> String {
        switch verb {
        case "v", "s":
            var text = value.formatted
            if verb == "s" || value.isString, let precision = spec.precision {
                text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(precision)))
            }
            if value.number != nil, verb == "v" { return number(text, spec) }
            return pad(text, spec)
        case "q":
            if case .int(let code) = value, let scalar = Unicode.Scalar(UInt32(clamping: max(code, 0))) {
                return pad("'" + quoted(String(scalar), quote: "'") + "'", spec)
            }
            guard value.isString else { return bad(verb, value) }
            return pad("\"" + quoted(value.formatted, quote: "\"") + "\"", spec)
        case "d":
            guard let integer = value.integer else { return bad(verb, value) }
            return number(String(integer), spec)
        case "x", "X", "o", "b":
            let radix = verb == "o" ? 8 : verb == "b" ? 2 : 16
            if let integer = value.integer {
                var digits = String(integer.magnitude, radix: radix, uppercase: verb == "X")
                if spec.sharp { digits = (radix == 16 ? (verb == "X" ? "0X" : "0x") : radix == 8 ? "0" : "") + digits }
                return number((integer < 0 ? "-" : "") + digits, spec)
            }
            guard radix == 16, value.isString else { return bad(verb, value) }
            return pad(value.formatted.utf8.map { $0.zeroPadded(2, radix: 16, uppercase: verb == "X") }.joined(), spec)
        case "f", "F", "e", "E", "g", "G":
            guard let real = value.number else { return bad(verb, value) }
            let precision = spec.precision.map { ".\($0)" } ?? (verb == "g" || verb == "G" ? "" : ".6")
            var text = real.printed("%\(precision)\(verb == "F" ? "f" : String(verb))")
            if spec.precision == nil && (verb == "g" || verb == "G") { text = GoTemplateValue.format(real) }
            return number(text, spec)
        case "t":
            guard case .bool(let flag) = value else { return bad(verb, value) }
            return pad(flag ? "true" : "false", spec)
        case "c", "U":
            guard let code = value.integer, let scalar = Unicode.Scalar(UInt32(clamping: max(code, 0))) else { return bad(verb, value) }
            if verb == "c" { return pad(String(scalar), spec) }
            let hex = String(code, radix: 16, uppercase: true)
            return pad("U+" + String(repeating: "0", count: max(4 - hex.count, 0)) + hex, spec)
        default:
            return bad(verb, value)
        }
    }

    /// A number with its sign flags, zero padding going after the sign.
    private static func number(_ digits: String, _ spec: Spec) -> String {
        var text = digits
        if !text.hasPrefix("-") {
            if spec.plus { text = "+" + text } else if spec.space { text = " " + text }
        }
        guard spec.zero, !spec.minus, let width = spec.width, text.count < width else { return pad(text, spec) }
        let sign = text.first == "-" || text.first == "+" || text.first == " " ? String(text.removeFirst()) : ""
        return sign + String(repeating: "0", count: width - text.count - sign.count) + text
    }

    /// Padded to the width in characters (runes, as Go counts them).
    private static func pad(_ text: String, _ spec: Spec) -> String {
        let missing = (spec.width ?? 0) - text.unicodeScalars.count
        guard missing > 0 else { return text }
        let padding = String(repeating: " ", count: missing)
        return spec.minus ? text + padding : padding + text
    }

    private static let quoteEscapes: [Unicode.Scalar: String] = ["\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r",
                                                                 "\u{07}": "\\a", "\u{08}": "\\b", "\u{0C}": "\\f", "\u{0B}": "\\v"]

    /// strconv.Quote's escapes.
    private static func quoted(_ text: String, quote: Unicode.Scalar) -> String {
        GoTemplateFunctions.escaped(text) { scalar in
            if scalar == quote { return "\\" + String(quote) }
            if let escape = quoteEscapes[scalar] { return escape }
            if scalar.value < 0x20 || scalar.value == 0x7F { return "\\x" + scalar.value.zeroPadded(2, radix: 16) }
            if TerminalText.isControl(scalar) {
                return scalar.value > 0xFFFF ? "\\U" + scalar.value.zeroPadded(8, radix: 16) : "\\u" + scalar.value.zeroPadded(4, radix: 16)
            }
            return nil
        }
    }
}
