/// `--json a,b,c`: which fields to export, checked against what the command offers, and the `--jq` filter or
/// `--template` that goes with it.
public struct JSONFieldSelection: Sendable, Equatable {
    public var fields: [String]
    /// `-q/--jq EXPR`; nil without it or when it is empty, as gh ignores an empty expression.
    public var filter: JQFilter?
    /// `-t/--template STRING`; nil without it, when it is empty, or beside `--jq`, which wins as in gh.
    public var template: GoTemplate?

    static func fieldsWanted(_ available: [String]) -> String {
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

    /// Whether the output needs the whole value before anything is printed (a `--jq` filter or a `--template`).
    public var formatsWholeValue: Bool { filter != nil || template != nil }

    /// What `--json` prints for the exported value: JSON as gh writes it (indented on a terminal), the `--jq`
    /// filter's results, or the `--template`'s text.
    public func export(_ value: JSONValue, to destination: ExportDestination) throws -> String {
        if let filter {
            return try filter.output(for: value, isTerminal: destination.isTerminal, environment: destination.variables,
                                     now: destination.now)
        }
        if let template { return try template.render(value, to: destination) }
        return value.serialized(pretty: destination.isTerminal) + "\n"
    }

    /// One object with exactly the selected fields.
    public func object(_ value: (String) -> JSONValue) -> JSONValue {
        .object(Dictionary(uniqueKeysWithValues: fields.map { ($0, value($0)) }))
    }
}
