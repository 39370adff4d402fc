/// `gh-lite cache clear`: flags, parse and run.
public struct CacheClearOptions: Sendable, Equatable {
    public static let spec = CommandSpec(
        name: "clear",
        summary: "Remove every repository mirror and cached answer.",
        usage: "cache clear",
        flags: [],
        maxPositionals: 0,
        details: "The next list of each repository asks GitHub for everything again. Issues, comments and state "
            + "changes waiting to be sent are not in the cache and are kept.",
        examples: ["gh-lite cache clear"])

    public init() {}

    public static func parse(_ arguments: ParsedArguments) throws -> CacheClearOptions { CacheClearOptions() }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// Removes the mirrors and cached answers.
    static func run(_ options: CacheClearOptions, context: CommandContext) throws {
        guard let folder = try context.container.makeCacheModel().clear() else { return }
        context.io.writeError("\(context.errorStyle.green("✓")) Cleared the cache in \(folder)\n")
    }
}
