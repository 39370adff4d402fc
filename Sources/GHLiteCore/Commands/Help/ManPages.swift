/// `gh-lite help --man DIRECTORY`: where to write one man page per command, and the writing.
public struct ManPagesOptions: Sendable, Equatable {
    public var directory: String

    enum Flags {
        static let man = Flag.text("man", placeholder: "directory",
                                   help: "Write a man page for every command into the directory", values: .file)
    }

    public static let spec = CommandSpec(
        name: "help",
        summary: "Show help for a command, or write the man pages.",
        usage: "help --man <directory>",
        flags: [Flags.man],
        maxPositionals: 0,
        details: """
            Writes gh-lite.1, gh-lite-issue.1, gh-lite-issue-list.1, ... (one page per command and group, made from \
            the same declarations as --help), creating the directory when it is missing. The files are private \
            (0600); install them with install -m 0644 to share them.
            """,
        examples: ["gh-lite help --man ~/.local/share/man/man1"])

    public init(directory: String) { self.directory = directory }

    public static func parse(_ arguments: ParsedArguments) throws -> ManPagesOptions {
        guard let directory = try arguments[Flags.man], !directory.isEmpty else {
            throw UsageError("name the directory for the man pages: help --man DIRECTORY", usage: arguments.usage)
        }
        return ManPagesOptions(directory: directory)
    }

    /// Writes every page and prints each file's path, one a line.
    static let entry = CommandEntry(spec, parse: parse) { options, context in
        let writeFile = context.container.environment.files.writeFile
        for page in CommandOutline.all.map(ManPage.init) {
            let path = options.directory + (options.directory.hasSuffix("/") ? "" : "/") + page.fileName
            do {
                try writeFile(path, Data(page.text.utf8))
            } catch {
                throw CommandError("\(error) (check that \(options.directory) is a directory you can write to)")
            }
            context.io.writeOutput(TerminalText.line(path) + "\n")
        }
    }
}
