/// A label's colour as typed: six hex digits, with or without `#`, as gh accepts it.
enum LabelColor {
    /// gh's colours for a label created without one.
    static let palette = ["B60205", "D93F0B", "FBCA04", "0E8A16", "006B75", "1D76DB", "0052CC", "5319E7",
                          "E99695", "F9D0C4", "FEF2C0", "C2E0C6", "BFDADC", "C5DEF5", "BFD4F2", "D4C5F9"]

    /// The six digits without `#`; a `UsageError` for anything else.
    static func parse(_ typed: String, usage: String) throws -> String {
        let digits = typed.hasPrefix("#") ? String(typed.dropFirst()) : typed
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else {
            throw UsageError("invalid color \"\(typed)\": use 6 hex digits, such as E99695 or #E99695", usage: usage)
        }
        return digits
    }
}
