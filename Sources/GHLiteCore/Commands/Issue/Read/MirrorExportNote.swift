/// The one line said when `--json` reads the mirror and asks for what the mirror does not keep (node IDs,
/// reactions, project cards, pinning; people's and labels' IDs where the source that brought an issue lacked them), rather than
/// inventing it: those fields are null, or their objects come without what is missing.
enum MirrorExportNote {
    /// The fields of `names` that some of `issues` lack.
    static func lacking(_ names: [String], in issues: [Issue]) -> Set<String> {
        var lacking = Set(IssueJSON.extras(names).filter { part in issues.contains { !$0.extras.has(part) } }
            .map(\.rawValue))
        if names.contains("labels") && issues.contains(where: { $0.labels.contains { $0.id == nil } }) {
            lacking.insert("labels")
        }
        return lacking
    }

    static func warn(_ lacking: Set<String>, context: CommandContext) {
        guard !lacking.isEmpty else { return }
        context.io.writeError("The local mirror does not keep all of \(lacking.sorted().joined(separator: ", ")): "
                              + "what it lacks is null or left out; ask online for all of it\n")
    }
}
