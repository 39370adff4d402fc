/// `test(re)` and `test(re; flags)` with Swift's regular expressions (the PCRE-like syntax of `Regex`,
/// matched on Unicode scalars), where jq uses Oniguruma and gh's gojq uses Go's RE2: common patterns agree.
enum JQRegex {
    /// jq's flags that change whether a pattern matches: `i` ignores case, `x` allows spaces and comments;
    /// `g` and `n` change only what `match` returns, so `test` accepts and ignores them.
    static func test(_ input: JSONValue, pattern: JSONValue, flags: JSONValue) throws -> Bool {
        guard case .string(let subject) = input else {
            throw JQError("\(input.jqDescription) cannot be matched, as it is not a string")
        }
        guard case .string(let source) = pattern else { throw JQError("\(pattern.jqDescription) cannot be matched, as it is not a string") }
        var options = ""
        switch flags {
        case .null: break
        case .string(let letters):
            for letter in letters {
                switch letter {
                case "i", "x": options.append(letter)
                case "g", "n": break
                default: throw JQError("\(letters) is not a valid modifier string")
                }
            }
        default: throw JQError("\(flags.jqDescription) is not a string")
        }
        let regex: Regex<AnyRegexOutput>
        do {
            regex = try Regex((options.isEmpty ? "" : "(?\(options))") + source)
        } catch {
            throw JQError("\(source) (at offset 0) is not a valid regex")
        }
        return try regex.matchingSemantics(.unicodeScalar).firstMatch(in: subject) != nil
    }
}
