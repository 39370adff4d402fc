/// Runs `gh-lite cache clear`: removes the mirrors and cached answers.
enum CacheClearCommand {
    static let entry = CommandEntry(CacheClearOptions.spec, parse: CacheClearOptions.parse, run: run)

    static func run(_ options: CacheClearOptions, context: CommandContext) throws {
        guard let folder = try context.container.makeCacheModel().clear() else { return }
        context.io.writeError("\(context.errorStyle.green("✓")) Cleared the cache in \(folder)\n")
    }
}
