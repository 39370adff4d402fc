/// The NAME argument of the label commands.
enum LabelName {
    /// The first argument, not blank; `missing` is gh's wording when there is none.
    static func required(_ arguments: ParsedArguments, _ missing: String) throws -> String {
        guard let name = arguments.positionals.first else { throw UsageError(missing, usage: arguments.usage) }
        guard !name.trimmingWhitespace().isEmpty else {
            throw UsageError("a label name cannot be blank", usage: arguments.usage)
        }
        return name
    }
}
