/// A parsed regular expression of `test`.
indirect enum JQRegexNode: Equatable {
    case empty
    case scalar(Unicode.Scalar)
    /// `.`: any scalar but a line feed.
    case any
    case set(JQRegexSet)
    case assertion(JQRegexAssertion)
    case sequence([JQRegexNode])
    case alternation([JQRegexNode])
    /// `x*`, `x+`, `x?`, `x{n,m}`; `maximum` nil for no upper bound; lazy (`x*?`) prefers fewer.
    case repetition(JQRegexNode, minimum: Int, maximum: Int?, lazy: Bool)
    /// `(...)`, `(?<name>...)`: capture group `index` (from 1, in the order the groups open).
    case group(JQRegexNode, index: Int)
}

/// `^`, `$`, `\A`, `\z`, `\b`, `\B`: as in Go's RE2 (and jq's Perl syntax), `^` and `$` are the start and end
/// of the whole string.
enum JQRegexAssertion: Equatable {
    case start, end, wordBoundary, notWordBoundary

    func holds(at position: Int, in subject: [Unicode.Scalar]) -> Bool {
        switch self {
        case .start: return position == 0
        case .end: return position == subject.count
        case .wordBoundary, .notWordBoundary:
            let before = position > 0 && JQRegexSet.isWord(subject[position - 1])
            let after = position < subject.count && JQRegexSet.isWord(subject[position])
            return (before != after) == (self == .wordBoundary)
        }
    }
}

/// A bracket expression `[...]` or a class escape (`\d`, `\W`, ...): ranges and classes, maybe negated.
struct JQRegexSet: Equatable {
    enum Item: Equatable {
        case range(Unicode.Scalar, Unicode.Scalar)
        /// A named class, or its complement when `negated` (`\D`, `\W`, `\S`).
        case named(JQRegexClass, negated: Bool)
    }

    var items: [Item]
    var negated = false

    func contains(_ scalar: Unicode.Scalar, ignoringCase: Bool) -> Bool {
        let candidates = ignoringCase ? JQRegexSet.caseVariants(scalar) : [scalar]
        let found = items.contains { item in
            candidates.contains { candidate in
                switch item {
                case .range(let low, let high): return low <= candidate && candidate <= high
                case .named(let named, let negated): return named.contains(candidate) != negated
                }
            }
        }
        return found != negated
    }

    static func isWord(_ scalar: Unicode.Scalar) -> Bool { JQRegexClass.word.contains(scalar) }

    /// The scalar and its one-scalar lower and upper cases, for matching with the `i` flag.
    static func caseVariants(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        var variants = [scalar]
        for mapped in [scalar.properties.lowercaseMapping, scalar.properties.uppercaseMapping] {
            let scalars = mapped.unicodeScalars
            if scalars.count == 1, let only = scalars.first, !variants.contains(only) { variants.append(only) }
        }
        return variants
    }
}

/// The classes of `\d`, `\w`, `\s` and the POSIX `[:name:]` ones, on Unicode properties.
enum JQRegexClass: String, Equatable {
    case digit, word, space, alpha, alnum, upper, lower, punct, xdigit

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch self {
        case .digit: return properties.numericType == .decimal
        case .word: return properties.isAlphabetic || properties.numericType == .decimal || scalar == "_"
            || properties.generalCategory == .connectorPunctuation || properties.generalCategory == .nonspacingMark
        case .space: return properties.isWhitespace
        case .alpha: return properties.isAlphabetic
        case .alnum: return properties.isAlphabetic || properties.numericType == .decimal
        case .upper: return properties.isUppercase
        case .lower: return properties.isLowercase
        case .punct: return scalar.isASCII && (0x21...0x7E).contains(scalar.value)
            && !properties.isAlphabetic && properties.numericType != .decimal
        case .xdigit: return properties.isASCIIHexDigit
        }
    }
}
