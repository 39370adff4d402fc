/// `--json a,b,c`: which fields to export, checked against what the command offers, and the `--jq` filter
/// that goes with it.
public struct JSONFieldSelection: Sendable, Equatable {
    public var fields: [String]
    /// `-q/--jq EXPR`; nil without it or when it is empty, as gh ignores an empty expression.
    public var filter: JQFilter?

    /// The `--json` flag, with `-q/--jq` beside it on every command that has it; given without fields,
    /// `--json` lists them, as gh does.
    static func flag(available: [String]) -> Flag<JSONFieldSelection?> {
        let json = FlagSpec("json", .value(placeholder: "fields"), help: "Output JSON with the specified fields",
                            missingValue: fieldsWanted(available), values: .words(available), commaSeparated: true)
        let jq = FlagSpec("jq", short: "q", .value(placeholder: "expression"),
                          help: "Filter JSON output using a jq expression (a subset of jq)")
        return Flag(json, companions: [jq]) { given in
            guard let raw = given(json.long).last else {
                if !given(jq.long).isEmpty { throw UsageError("cannot use `--jq` without specifying `--json`") }
                return nil
            }
            var selection = try JSONFieldSelection(raw, available: available)
            if let expression = given(jq.long).last, !expression.isEmpty {
                do { selection.filter = try JQFilter(expression) } catch let error as JQError {
                    throw UsageError(error.userMessage)
                }
            }
            return selection
        }
    }

    private static func fieldsWanted(_ available: [String]) -> String {
        "specify one or more comma-separated fields for --json: \(available.joined(separator: ", "))"
    }

    /// Parses and validates the flag's value; an unknown field lists the ones there are, as gh does.
    public init(_ raw: String, available: [String]) throws {
        let requested = raw.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        guard !requested.isEmpty else { throw UsageError(Self.fieldsWanted(available)) }
        if let unknown = requested.first(where: { !available.contains($0) }) {
            throw UsageError("unknown JSON field: \"\(unknown)\"; available fields: \(available.joined(separator: ", "))")
        }
        var seen = Set<String>()
        fields = requested.filter { seen.insert($0).inserted }
    }

    /// What `--json` prints for the exported value: JSON as gh writes it (indented on a terminal), or the
    /// `--jq` filter's results.
    public func export(_ value: JSONValue, isTerminal: Bool) throws -> String {
        guard let filter else { return value.serialized(pretty: isTerminal) + "\n" }
        return try filter.output(for: value, isTerminal: isTerminal)
    }

    /// One object with exactly the selected fields.
    public func object(_ value: (String) -> JSONValue) -> JSONValue {
        .object(Dictionary(uniqueKeysWithValues: fields.map { ($0, value($0)) }))
    }
}
