/// `--json a,b,c`: which fields to export, checked against what the command offers.
public struct JSONFieldSelection: Sendable, Equatable {
    public var fields: [String]

    /// The `--json` flag; given without fields, it lists them, as gh does.
    static func flag(available: [String]) -> Flag<JSONFieldSelection?> {
        Flag(FlagSpec("json", .value(placeholder: "fields"), help: "Output JSON with the specified fields",
                      missingValue: fieldsWanted(available), values: .words(available), commaSeparated: true)) { values in
            try values.last.map { try JSONFieldSelection($0, available: available) }
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

    /// One object with exactly the selected fields.
    public func object(_ value: (String) -> JSONValue) -> JSONValue {
        .object(Dictionary(uniqueKeysWithValues: fields.map { ($0, value($0)) }))
    }
}
