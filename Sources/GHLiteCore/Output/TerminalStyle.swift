/// ANSI colours, on only when the output is a terminal and the user has not turned them off.
public struct TerminalStyle: Sendable {
    public var enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    /// gh's rules: `CLICOLOR_FORCE` (not "0") forces colour; otherwise `NO_COLOR` or `CLICOLOR=0` turn it off;
    /// otherwise colour exactly when writing to a terminal.
    public init(variables: [String: String], isTerminal: Bool) {
        if let force = variables["CLICOLOR_FORCE"], !force.isEmpty, force != "0" {
            enabled = true
        } else if let noColor = variables["NO_COLOR"], !noColor.isEmpty {
            enabled = false
        } else if variables["CLICOLOR"] == "0" {
            enabled = false
        } else {
            enabled = isTerminal
        }
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func gray(_ text: String) -> String { wrap(text, "90") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func magenta(_ text: String) -> String { wrap(text, "35") }
    public func cyan(_ text: String) -> String { wrap(text, "36") }

    /// Text in a label's own colour (`d73a4a`), as 24-bit ANSI; unreadable colours fall back to plain.
    public func hex(_ color: String, _ text: String) -> String {
        guard color.count == 6, let value = Int(color, radix: 16) else { return text }
        return wrap(text, "38;2;\(value >> 16 & 0xFF);\(value >> 8 & 0xFF);\(value & 0xFF)")
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
