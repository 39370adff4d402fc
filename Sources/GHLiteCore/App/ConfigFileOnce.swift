/// `config.yml`, read at most once in a run, and only when something needs it (an unknown first word, a command
/// that runs), so `--version` and the help read nothing.
final class ConfigFileOnce {
    private let directory: String
    private let files: FileSystem?
    private var file: ConfigFile?

    init(directory: String, files: FileSystem?) {
        self.directory = directory
        self.files = files
    }

    func read() throws -> ConfigFile {
        if let file { return file }
        let read = try files.map { try ConfigFile.read(in: directory, readFile: $0.readFile) } ?? ConfigFile()
        file = read
        return read
    }
}
