@testable import GHLiteCore
import Testing

/// `gh-lite help formatting` names exactly what gh-lite's jq lacks of gh 2.23's (its `builtins`, checked with
/// `gh api --jq`), and what it refuses: each named is so, so the help stays true when one is added.
@Suite(.strictDoubles) struct JQHelpClaimsTests {
    static let lacking = ["JOIN/2", "JOIN/3", "JOIN/4", "bsearch/1", "builtins/0", "format/1", "fromstream/1",
                          "truncate_stream/1", "transpose/0", "isfinite/0", "localtime/0", "strflocaltime/1",
                          "acos/0", "acosh/0", "asin/0", "asinh/0", "atan/0", "atan2/2", "atanh/0", "cbrt/0",
                          "copysign/2", "cos/0", "cosh/0", "drem/2", "erf/0", "erfc/0", "expm1/0", "fdim/2", "fma/3",
                          "fmax/2", "fmin/2", "fmod/2", "frexp/0", "gamma/0", "hypot/2", "j0/0", "j1/0", "jn/2",
                          "ldexp/2", "lgamma/0", "log1p/0", "logb/0", "modf/0", "nearbyint/0", "nextafter/2",
                          "nexttoward/2", "pow10/0", "remainder/2", "rint/0", "scalb/2", "scalbln/2", "significand/0",
                          "sin/0", "sinh/0", "tan/0", "tanh/0", "tgamma/0", "y0/0", "y1/0", "yn/2"]
    static let refused = ["input", "inputs", "debug", "stderr", "input_filename", "$__loc__", "halt", "halt_error"]

    static func call(_ builtin: String) -> String {
        let parts = builtin.split(separator: "/")
        let arity = Int(parts[1])!
        return String(parts[0]) + (arity == 0 ? "" : "(" + Array(repeating: ".", count: arity).joined(separator: ";") + ")")
    }

    @Test func eachBuiltinTheHelpSaysIsLackingIsNotDefinedAndNamed() {
        for builtin in Self.lacking {
            #expect(throws: JQError.self, "\(builtin)") { try JQFilter(Self.call(builtin)) }
            let name = builtin.split(separator: "/")[0]
            #expect(FormattingHelp.text.contains("`\(name)`"), "\(builtin) is not named in the help")
        }
        for construct in Self.refused {
            #expect(throws: JQError.self, "\(construct)") { try JQFilter(construct) }
            #expect(FormattingHelp.text.contains("`\(construct)`"), "\(construct) is not named in the help")
        }
    }

    @Test func theMathsFunctionsTheHelpDoesNotNameWork() throws {
        for name in ["floor", "ceil", "round", "trunc", "sqrt", "log", "log2", "log10", "exp", "exp2", "exp10", "fabs"] {
            _ = try JQFilter(name)
            #expect(!FormattingHelp.text.contains("`\(name)`"), "\(name)")
        }
    }
}
