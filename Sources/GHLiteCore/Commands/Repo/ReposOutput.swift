/// Prints a repository listing: a table on a terminal, tab-separated rows when piped, or JSON.
struct ReposOutput {
    var isTerminal: Bool
    var width: Int?
    var style: TerminalStyle
    var now: Date

    func table(_ listing: ReposModel.Listing, owner: String, filtered: Bool) -> String {
        var table = TableWriter(isTerminal: isTerminal, width: width, flexibleColumn: 1)
        if isTerminal {
            table.add(["NAME", "DESCRIPTION", "INFO", "UPDATED"].map { TableWriter.Cell($0, color: { style.bold($0) }) })
        }
        for repo in listing.repositories {
            let updated = repo.pushedAt ?? repo.updatedAt
            table.add([
                TableWriter.Cell(repo.fullName, color: { style.bold($0) }),
                TableWriter.Cell(repo.description ?? ""),
                TableWriter.Cell(info(repo), color: { repo.isPrivate ? style.yellow($0) : style.gray($0) }),
                TableWriter.Cell(updated.map { isTerminal ? RelativeTime.describe($0, now: now) : ISO8601.format($0) } ?? "",
                                 color: { style.gray($0) }),
            ])
        }
        guard isTerminal else { return table.render() }
        return "\n" + header(listing, owner: owner, filtered: filtered) + "\n\n" + table.render()
    }

    func json(_ listing: ReposModel.Listing, fields: JSONFieldSelection, to destination: ExportDestination) throws -> String {
        let values = listing.repositories.map { repo in fields.object { RepositoryJSON.value($0, of: repo) } }
        return try fields.export(.array(values), to: destination)
    }

    /// gh's "Showing 3 of 3 repositories in @octocat"; the REST API gives no total, so when more remain
    /// it says how many are shown and how to see the rest instead of guessing a number. Noun and verb agree
    /// with the count, as in the issue list's header.
    private func header(_ listing: ReposModel.Listing, owner: String, filtered: Bool) -> String {
        let owner = TerminalText.line(owner)
        let count = listing.repositories.count
        let noun = count == 1 ? "repository" : "repositories"
        let match = filtered ? " that \(count == 1 ? "matches" : "match") your search" : ""
        if listing.hasMore {
            return "Showing the first \(count) \(noun) in @\(owner)\(match) (use --limit to see more)"
        }
        return "Showing \(count) of \(count) \(noun) in @\(owner)\(match)"
    }

    /// gh's texts for an empty list.
    static func emptyMessage(owner: String?, filtered: Bool) -> String {
        if filtered { return "No results match your search" }
        return owner.map { "There are no repositories in @\($0)" } ?? "No results"
    }

    /// gh's INFO column: visibility, then "fork" and "archived" when they apply.
    private func info(_ repo: Repository) -> String {
        var parts = [repo.visibility]
        if repo.isFork { parts.append("fork") }
        if repo.isArchived { parts.append("archived") }
        return parts.joined(separator: ", ")
    }
}
