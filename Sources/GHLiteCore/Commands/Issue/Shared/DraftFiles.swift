/// Where drafts live: private files under the cache directory's `drafts` folder, named for what they hold and
/// when they were written (`new-issue-20240601T120000Z.json`), read back only when they are what they claim.
enum DraftFiles {
    /// Far more than any draft gh-lite writes (a body GitHub takes, every character escaped, and the rest), so a
    /// file that is larger is not one.
    static let maximumBytes = 16 * IssueBodyLimit.bytes

    /// Writes a draft as `PREFIX-STAMP.json` (or `-2`, `-3`... when the name is taken) and returns its path.
    static func saver(prefix: String, services: ContainerEnvironment,
                      configuration: Configuration) -> @Sendable (Data) throws -> String {
        let drafts = configuration.cacheDirectory + "/drafts"
        let files = services.files
        return { data in
            let name = try fileName(prefix: prefix, at: services.clock.now()) { try files.readFile(drafts + "/" + $0, 0) != nil }
            try files.writeFile(drafts + "/" + name, data)
            return drafts + "/" + name
        }
    }

    static func fileName(prefix: String, at date: Date, taken: (String) throws -> Bool) rethrows -> String {
        let stamp = ISO8601.format(date).filter { $0 != "-" && $0 != ":" }
        var name = "\(prefix)-\(stamp).json"
        var counter = 1
        while try taken(name) {
            counter += 1
            name = "\(prefix)-\(stamp)-\(counter).json"
        }
        return name
    }

    /// The draft at `path`, decoded; a missing file, or one too large or not of this kind, is refused by name.
    static func read<Draft: Decodable>(_ path: String, as type: Draft.Type,
                                       readFile: (String, Int) throws -> Data?) throws -> Draft {
        guard let data = try readFile(path, maximumBytes) else {
            throw CommandError("failed to recover input: there is no draft at \(path)")
        }
        guard data.count <= maximumBytes, let draft = try? JSONDecoder().decode(Draft.self, from: data) else {
            throw notADraft(path)
        }
        return draft
    }

    static func notADraft(_ path: String) -> CommandError {
        CommandError("failed to recover input: \(path) is not a gh-lite draft")
    }

    /// Pretty, sorted JSON ending in a newline, as a person may read it.
    static func encoded(_ draft: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(draft) + Data("\n".utf8)
    }
}
