/// `--json` of a label write: the labels after it, as `label list --json` has them (read back only for fields the
/// write's answer lacks); queued, what is known locally.
enum LabelWriteJSON {
    static func print(_ written: LabelsModel.Written?, queued: OutboxEntry?, mirrored: OutboxLabelBase? = nil,
                      model: LabelsModel, repo: RepoRef, fields: JSONFieldSelection, context: CommandContext) throws {
        if let queued {
            try CatalogWriteJSON.print({ LabelJSON.queuedValue($0, of: queued, mirrored: mirrored) }, queued: queued,
                                       fields: fields, context: context)
        } else if let written, let label = try readBack([written], model: model, repo: repo, fields: fields).first {
            try CatalogWriteJSON.print({ LabelJSON.value($0, of: label) }, queued: nil, fields: fields, context: context)
        }
    }

    /// `label clone --json`: an array of the labels created or updated.
    static func printArray(_ written: [LabelsModel.Written], model: LabelsModel, repo: RepoRef,
                           fields: JSONFieldSelection, context: CommandContext) throws {
        let labels = try readBack(written, model: model, repo: repo, fields: fields)
        let array = JSONValue.array(labels.map { label in fields.object { LabelJSON.value($0, of: label) } })
        context.io.writeOutput(try PendingWriteJSON.export(array, queued: [], fields: fields, context: context))
    }

    /// The write is made by now: a read back that fails says so, so it is not made again.
    private static func readBack(_ written: [LabelsModel.Written], model: LabelsModel, repo: RepoRef,
                                 fields: JSONFieldSelection) throws -> [RepositoryLabel] {
        do {
            return try model.labels(written, with: fields.fields)
        } catch {
            let reason = error is LabelsModel.Failure ? "GitHub no longer has it" : ErrorMessage.describe(error)
            let what = written.count == 1 ? "label \"\(TerminalText.line(written[0].name))\"" : "\(written.count) labels"
            throw CommandError("\(what) written in \(repo), but reading it back for --json failed: "
                               + "\(reason); see it with `gh-lite label list -R \(repo)`")
        }
    }
}
