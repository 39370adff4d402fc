extension Flag where Value == String? {
    /// A calendar day typed as `YYYY-MM-DD` and nothing else; anything else (`2025-2-3`, `2025-02-30`,
    /// `tomorrow`) is a usage error that names the flag.
    static func date(_ long: String, help: String) -> Flag {
        Flag(FlagSpec(long, .value(placeholder: "YYYY-MM-DD"), help: help)) { values in
            guard let raw = values.last else { return nil }
            guard isCalendarDay(raw) else {
                throw UsageError("invalid argument \"\(raw)\" for \"--\(long)\": expected a date as YYYY-MM-DD")
            }
            return raw
        }
    }

    private static func isCalendarDay(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, zip(parts, [4, 2, 2]).allSatisfy({ $0.count == $1 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return false }
        // A day that exists comes back unchanged from the round trip through a day count.
        return ISO8601.civil(fromDays: ISO8601.days(fromCivil: year, month, day)) == (year, month, day)
    }
}
