/// Why a `--jq` expression was refused or failed: one line, exit 1 as gh gives for a bad expression.
public struct JQError: UserFacingError, Equatable {
    public var userMessage: String
    public var exitCode: ExitCode { .error }
    /// A failure `?`, `try` and `//` must not hide: the work limit, the nesting limit.
    var isLimit = false
    /// What `catch` receives: the value given to `error`, or the message.
    var value: JQValue

    /// The message may quote the expression or the data: kept to one line.
    init(_ message: String, isLimit: Bool = false) {
        userMessage = TerminalText.line(message)
        self.isLimit = isLimit
        value = .string(message)
    }

    /// `error(value)`: a string is the message, anything else is shown as JSON.
    init(raising value: JQValue) {
        if case .string(let message) = value {
            self.init(message)
        } else {
            self.init("\(value.serialized()) (not a string)")
        }
        self.value = value
    }

    /// A construct of jq that gh-lite leaves out, named as the user wrote it.
    static func unsupported(_ construct: String) -> JQError {
        JQError("--jq: `\(construct)` is not supported by gh-lite's jq; pipe the --json output to jq instead")
    }

    static func syntax(_ problem: String) -> JQError { JQError("--jq: \(problem)") }

    static func tooMuchWork(_ construct: String) -> JQError {
        JQError("--jq: \(construct) does too much work; narrow the expression or pipe --json output to jq", isLimit: true)
    }

    static func tooMuchMemory(_ construct: String, limit: Int) -> JQError {
        JQError("--jq: \(construct) needs more than \(limit >> 20) MB; narrow the expression or pipe --json output to jq",
                isLimit: true)
    }

    static let tooDeep = JQError("--jq: the expression nests too deeply", isLimit: true)

    static let recursesTooDeeply = JQError("--jq: the expression recurses too deeply; narrow it or pipe --json output to jq",
                                           isLimit: true)
}

/// `break $label`, `limit` and `first` stopping a generator: unwinds to the activation that threw it.
struct JQStop: Error {
    let activation: Int
}

/// An error from beyond a `try` (further down the pipe), carried through it untouched.
struct JQDownstreamError: Error {
    let error: JQError
    let activation: Int
}
