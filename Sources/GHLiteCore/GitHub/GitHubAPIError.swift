/// GitHub answered with an error status. Keeps everything GitHub said so the user sees the real cause.
public struct GitHubAPIError: Error, Equatable, UserFacingError {
    /// One item of a 422 "Validation Failed" body: an object, or (on some endpoints) a plain string.
    public struct FieldError: Sendable, Equatable {
        public var resource: String?
        public var field: String?
        public var code: String?
        public var message: String?
        public var value: String?

        public init(resource: String? = nil, field: String? = nil, code: String? = nil, message: String? = nil,
                    value: String? = nil) {
            self.resource = resource
            self.field = field
            self.code = code
            self.message = message
            self.value = value
        }

        public var summary: String {
            if let message, code == nil || code == "custom" { return field.map { "\($0): \(message)" } ?? message }
            let subject = field ?? resource ?? "request"
            let detail = [code, value.map { "\"\($0)\"" }].compactMap { $0 }.joined(separator: " ")
            return detail.isEmpty ? subject : "\(subject): \(detail)"
        }
    }

    public var status: Int
    public var message: String
    public var documentationURL: String?
    public var errors: [FieldError]
    public var requestID: String?
    public var url: String

    public init(status: Int, message: String, documentationURL: String? = nil, errors: [FieldError] = [],
                requestID: String? = nil, url: String) {
        self.status = status
        self.message = message
        self.documentationURL = documentationURL
        self.errors = errors
        self.requestID = requestID
        self.url = url
    }

    /// gh's form: `HTTP 422: Validation Failed (URL)` followed by the field errors on the same line.
    public var userMessage: String {
        var text = "HTTP \(status): \(message.replacingLineBreaks())"
        if !errors.isEmpty { text += " [" + errors.map { $0.summary.replacingLineBreaks() }.joined(separator: "; ") + "]" }
        text += " (\(url))"
        if let requestID, !requestID.isEmpty { text += " request id \(requestID)" }
        return text
    }

    public var exitCode: ExitCode { .error }
}

extension String {
    func replacingLineBreaks() -> String {
        split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
