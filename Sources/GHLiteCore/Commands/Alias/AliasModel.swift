/// `alias set|list|delete|import`: gh's aliases, kept under `aliases:` in `config.yml`. A name that is a
/// built-in command is refused, and so is an expansion that starts with no command or alias (unless it is a shell
/// alias, `!` first).
public struct AliasModel: Sendable {
    public var environment: AliasModelEnvironment

    public init(environment: AliasModelEnvironment) {
        self.environment = environment
    }

    public enum Change: Sendable, Equatable {
        case added, changed
    }

    /// `shell`: run by `sh` (stored with gh's leading `!`); `clobber`: replace an alias of that name.
    public func set(_ name: String, to expansion: String, shell: Bool, clobber: Bool) throws -> Change {
        var file = try environment.readConfigFile()
        let expansion = shell && !expansion.hasPrefix("!") ? "!" + expansion : expansion
        if let refusal = Self.refusal(name, expansion, in: file, clobber: clobber) {
            throw CommandError("could not create alias \(TerminalText.line(name)): \(refusal)")
        }
        let change: Change = file.alias(name) == nil ? .added : .changed
        file.setAlias(name, to: expansion)
        try environment.writeConfigFile(file)
        return change
    }

    /// Every alias, by name.
    public func list() throws -> [ConfigFile.Entry] {
        try environment.readConfigFile().aliases.sorted { $0.key < $1.key }
    }

    /// Removes the aliases named, or every one (`names` nil); the removed ones with their expansions.
    public func delete(_ names: [String]?) throws -> [ConfigFile.Entry] {
        var file = try environment.readConfigFile()
        let names = names ?? file.aliases.map(\.key).sorted()
        if names.isEmpty { throw CommandError("no aliases configured") }
        var removed: [ConfigFile.Entry] = []
        for name in names {
            guard let expansion = file.removeAlias(name) else {
                throw CommandError("no such alias \(TerminalText.line(name))")
            }
            removed.append(.init(name, expansion))
        }
        try environment.writeConfigFile(file)
        return removed
    }

    public struct Imported: Sendable, Equatable {
        public var name: String
        /// nil when imported; else why not.
        public var refusal: String?
        public var change: Change
    }

    /// The aliases of a YAML map (`name: expansion`), by name, each checked as `set` checks one; the valid ones are
    /// written in one step. `source`: the file's name, for errors.
    public func importAliases(_ data: Data, from source: String, clobber: Bool) throws -> [Imported] {
        let aliases = try Self.aliasMap(data, from: source)
        var file = try environment.readConfigFile()
        var results: [Imported] = []
        for alias in aliases.sorted(by: { $0.key < $1.key }) {
            let change: Change = file.alias(alias.key) == nil ? .added : .changed
            let refusal = Self.refusal(alias.key, alias.value, in: file, clobber: clobber)
            if refusal == nil { file.setAlias(alias.key, to: alias.value) }
            results.append(Imported(name: alias.key, refusal: refusal, change: change))
        }
        if results.contains(where: { $0.refusal == nil }) { try environment.writeConfigFile(file) }
        return results
    }

    /// The bytes of a file of aliases to import (at most one byte past the config file's bound, which `importAliases`
    /// then refuses).
    public func readImportFile(_ path: String) throws -> Data {
        guard let data = try environment.readFile(path, ConfigFile.maximumBytes) else {
            throw CommandError("no such file \(TerminalText.line(path))")
        }
        return data
    }

    /// gh's rules: a name that is not a command, an expansion that starts with a command or alias (or `!`), a name
    /// not taken unless `clobber`.
    static func refusal(_ name: String, _ expansion: String, in file: ConfigFile, clobber: Bool) -> String? {
        if name.isEmpty || name.contains(where: { $0.isWhitespace }) { return "an alias is one word" }
        // A word starting with `-` is a flag, never looked up as an alias.
        if name.hasPrefix("-") { return "an alias cannot start with -" }
        if CommandTree.isBuiltIn(name) { return "already a gh-lite command" }
        if !expansion.hasPrefix("!") {
            let (words, unclosed) = Editor.splitWords(expansion)
            if unclosed { return "a quote in the expansion is not closed" }
            guard let first = words.first,
                  CommandTree.isBuiltIn(first) || (first != name && file.alias(first) != nil) else {
                return "expansion does not correspond to a gh-lite command or alias"
            }
        }
        if file.alias(name) != nil && !clobber { return "name already taken! Rerun with --clobber to overwrite" }
        return nil
    }

    private static func aliasMap(_ data: Data, from source: String) throws -> [ConfigFile.Entry] {
        guard data.count <= ConfigFile.maximumBytes, let text = String(validating: data, as: UTF8.self) else {
            throw CommandError("\(source) is not a YAML file of aliases (UTF-8 text up to 1 MB)")
        }
        do throws(ConfigFile.Failure) {
            return try ConfigFile.parseMapping(text)
        } catch {
            throw CommandError("\(source):\(error.line): \(error.message): expected \"name: expansion\" lines")
        }
    }
}
