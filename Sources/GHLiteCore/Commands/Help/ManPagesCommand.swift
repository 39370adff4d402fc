/// Runs `gh-lite help --man DIRECTORY`: writes every page and prints each file's path, one a line.
enum ManPagesCommand {
    static let entry = CommandEntry(ManPagesOptions.spec, parse: ManPagesOptions.parse) { options, context in
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
