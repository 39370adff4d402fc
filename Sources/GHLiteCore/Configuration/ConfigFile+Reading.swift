/// Reading `config.yml`: a file that is not what gh-lite writes is one line naming the file and the line, never
/// taken as empty (which the next write would turn into a file without the user's settings).
extension ConfigFile {
    /// The file in `directory`; an empty one when there is none.
    public static func read(in directory: String,
                            readFile: (_ path: String, _ maximumBytes: Int) throws -> Data?) throws -> ConfigFile {
        let path = path(in: directory)
        let data: Data?
        do {
            data = try readFile(path, maximumBytes)
        } catch {
            throw CommandError("could not read \(path): \(ErrorMessage.describe(error))")
        }
        guard let data else { return ConfigFile() }
        guard data.count <= maximumBytes else {
            throw CommandError("\(path) is over \(maximumBytes >> 20) MB, far more than a config file holds: fix or remove it")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw CommandError("\(path) is not UTF-8 text: fix or remove it")
        }
        do throws(ConfigFile.Failure) {
            return try parse(text)
        } catch {
            throw CommandError("\(path):\(error.line): \(error.message): fix or remove it")
        }
    }

    struct Failure: Error {
        var line: Int
        var message: String
    }

    /// A YAML map of single values, as `alias import` reads one.
    static func parseMapping(_ text: String) throws(Failure) -> [Entry] {
        let document = try yaml(text)
        guard case .mapping = document else { throw Failure(line: 1, message: "expected \"name: value\" lines") }
        return try entries(document, under: "", in: text)
    }

    static func parse(_ text: String) throws(Failure) -> ConfigFile {
        guard case .mapping(let pairs) = try yaml(text) else {
            throw Failure(line: 1, message: "expected \"key: value\" lines")
        }
        var file = ConfigFile()
        for pair in pairs {
            switch pair.key {
            case "aliases":
                file.aliases = try entries(pair.value, under: pair.key, in: text)
            case "hosts":
                guard case .mapping(let hosts) = pair.value else {
                    if pair.value == .scalar("") { continue }
                    throw Failure(line: line(of: pair.key, in: text), message: "\"hosts\" must hold one block per host")
                }
                for host in hosts {
                    file.hosts[host.key] = try entries(host.value, under: host.key, in: text)
                }
            default:
                guard case .scalar(let value) = pair.value else {
                    throw Failure(line: line(of: pair.key, in: text), message: "\"\(pair.key)\" must be a single value")
                }
                file.settings.append(.init(pair.key, value))
            }
        }
        return file
    }

    private static func yaml(_ text: String) throws(Failure) -> YAMLValue {
        do {
            return try YAMLSubset.parse(text)
        } catch let error as YAMLSubset.Failure {
            throw Failure(line: error.line, message: error.message)
        } catch {
            throw Failure(line: 1, message: "\(error)")
        }
    }

    /// A mapping of single values (the aliases, a host's settings); an empty value is an empty mapping.
    private static func entries(_ value: YAMLValue, under key: String, in text: String) throws(Failure) -> [Entry] {
        switch value {
        case .scalar(""):
            return []
        case .mapping(let pairs):
            return try pairs.map { pair throws(Failure) in
                guard case .scalar(let value) = pair.value else {
                    throw Failure(line: line(of: pair.key, in: text), message: "\"\(pair.key)\" must be a single value")
                }
                return Entry(pair.key, value)
            }
        default:
            throw Failure(line: line(of: key, in: text), message: "\"\(key)\" must hold \"name: value\" lines")
        }
    }

    /// The first line where `key:` starts, for an error about its value (the YAML tree keeps no line numbers).
    private static func line(of key: String, in text: String) -> Int {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let index = lines.firstIndex { $0.drop { $0 == " " }.hasPrefix(key + ":") }
        return (index ?? 0) + 1
    }
}
