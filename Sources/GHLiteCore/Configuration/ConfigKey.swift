/// The settings `gh-lite config` knows: gh's (`git_protocol`, `editor`, `prompt`, `pager`, `browser`) and
/// gh-lite's own, in the order `config list` prints them, with their defaults and allowed values.
public struct ConfigKey: Sendable, Equatable {
    public var name: String
    public var meaning: String
    public var defaultValue: String
    /// The only values `config set` takes; empty: any.
    public var allowedValues: [String] = []
    /// Whole numbers in this range, for gh-lite's own numeric settings.
    public var range: ClosedRange<Int>?

    public static let gitProtocol = ConfigKey(
        name: "git_protocol", meaning: "the protocol to use for git clone and push operations (default: \"https\")",
        defaultValue: "https", allowedValues: ["https", "ssh"])
    public static let editor = ConfigKey(
        name: "editor", meaning: "the text editor program to use for authoring text", defaultValue: "")
    public static let prompt = ConfigKey(
        name: "prompt", meaning: "toggle interactive prompting in the terminal (default: \"enabled\")",
        defaultValue: "enabled", allowedValues: ["enabled", "disabled"])
    public static let pager = ConfigKey(
        name: "pager", meaning: "the terminal pager program to send standard output to", defaultValue: "")
    public static let browser = ConfigKey(
        name: "browser", meaning: "the web browser to use for opening URLs", defaultValue: "")
    public static let writeInterval = ConfigKey(
        name: "write_interval_ms",
        meaning: "least milliseconds between two writes of a many-issue run, 10 to 60000 (default: \"1000\")",
        defaultValue: "1000", range: 10...60_000)
    public static let mirrorSizeLimit = ConfigKey(
        name: "mirror_size_limit_mb",
        meaning: "megabytes all repository mirrors may take before the least used are removed, 10 to 100000 (default: \"500\")",
        defaultValue: "500", range: 10...100_000)

    public static let all: [ConfigKey] = [.gitProtocol, .editor, .prompt, .pager, .browser, .writeInterval, .mirrorSizeLimit]

    public static func named(_ name: String) -> ConfigKey? { all.first { $0.name == name } }

    /// gh's refusal of a value a known key does not take.
    public func check(_ value: String) throws {
        if !allowedValues.isEmpty, !allowedValues.contains(value) {
            throw CommandError("failed to set \"\(name)\" to \"\(value)\": valid values are "
                               + allowedValues.map { "'\($0)'" }.joined(separator: ", "))
        }
        if let range, !(Int(value).map(range.contains) ?? false) {
            throw CommandError("failed to set \"\(name)\" to \"\(value)\": expected a whole number from "
                               + "\(range.lowerBound) to \(range.upperBound)")
        }
    }
}
