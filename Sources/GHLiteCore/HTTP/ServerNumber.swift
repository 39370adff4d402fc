/// Every number gh-lite reads from a server (rate-limit headers, `Retry-After`, the device flow's `interval` and
/// `expires_in`) is read here, never with a bare `Double(text)`: a broken proxy or a hostile server can send
/// `nan`, `inf`, `1e300` or `-1`, which would otherwise crash a conversion to `Int`, sleep for ever or poll in
/// a tight loop. What is not a finite number, or is negative, is ignored (the caller's default applies); what
/// is past a field's largest sensible value is clamped or ignored, as the field says. Each such change is
/// described for `GH_DEBUG=api`.
enum ServerNumber {
    struct Field: Sendable {
        var name: String
        var largest: Double
        /// Past `largest`: use `largest` (true), or ignore the value (false).
        var clampsAboveLargest: Bool
        var unit: String
    }

    /// Seconds to wait; more than a day is read as a day (gh-lite waits far less anyway: `GH_LITE_TIMEOUT`).
    static let retryAfter = Field(name: "Retry-After", largest: 86_400, clampsAboveLargest: true, unit: "seconds")
    /// When the budget comes back, in seconds since 1970; past the year 3000 it means nothing.
    static let rateLimitReset = Field(name: "X-RateLimit-Reset", largest: 32_503_680_000, clampsAboveLargest: false,
                                      unit: "seconds since 1970")
    static let rateLimitRemaining = Field(name: "X-RateLimit-Remaining", largest: 1e15, clampsAboveLargest: true,
                                          unit: "requests")
    /// The device flow's: no code lives longer than a day, so neither a wait nor a lifetime can.
    static let pollInterval = Field(name: "interval", largest: 86_400, clampsAboveLargest: false, unit: "seconds")
    static let expiresIn = Field(name: "expires_in", largest: 86_400, clampsAboveLargest: false, unit: "seconds")

    /// The headers gh-lite reads numbers from, checked as each answer arrives so `GH_DEBUG=api` can say what was ignored.
    static let headerFields = [retryAfter, rateLimitReset, rateLimitRemaining]

    /// The usable value of `text` for `field`, or nil when there is none; `note` hears why a value was changed
    /// or dropped.
    static func read(_ text: String?, as field: Field, note: (String) -> Void = { _ in }) -> Double? {
        guard let text = text?.trimmingWhitespace(), !text.isEmpty else { return nil }
        let shown = "\(field.name): \(TerminalText.line(String(text.prefix(40))))"
        guard let value = Double(text), value.isFinite, value >= 0 else {
            note("\(shown) ignored: not a number of \(field.unit) from 0 to \(Int(field.largest))")
            return nil
        }
        guard value <= field.largest else {
            guard field.clampsAboveLargest else {
                note("\(shown) ignored: more than \(Int(field.largest)) \(field.unit)")
                return nil
            }
            note("\(shown) read as \(Int(field.largest)), the most gh-lite accepts")
            return field.largest
        }
        return value
    }

    /// One line for each numeric header of `headers` that is not used as sent.
    static func notes(on headers: HTTPHeaders) -> [String] {
        var notes: [String] = []
        for field in headerFields {
            _ = read(headers[field.name], as: field) { notes.append($0) }
        }
        return notes
    }
}
