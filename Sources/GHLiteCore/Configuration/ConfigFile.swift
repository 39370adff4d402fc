/// gh-lite's `config.yml` in its config directory, shaped as gh's: settings as top-level keys, `aliases:` (name to
/// expansion) and `hosts:` (host to its own settings, gh's per-host keys). Read with `YAMLSubset`, written back in
/// the same shape; comments are not kept.
public struct ConfigFile: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: String

        public init(_ key: String, _ value: String) {
            self.key = key
            self.value = value
        }
    }

    public var settings: [Entry] = []
    public var aliases: [Entry] = []
    /// Each host's settings, by host.
    public var hosts: [String: [Entry]] = [:]

    public init() {}

    static let fileName = "config.yml"
    /// A config file is a few kilobytes; a larger one is a mistake, not a reason to fill memory.
    static let maximumBytes = 1 << 20

    public static func path(in directory: String) -> String { directory + "/" + fileName }

    /// The setting's value for `host` (nil: the top-level one), else the top-level value; nil when unset.
    public func value(of key: String, host: String? = nil) -> String? {
        if let host, let value = hosts[host]?.first(where: { $0.key == key })?.value { return value }
        return settings.first { $0.key == key }?.value
    }

    public mutating func set(_ key: String, to value: String, host: String? = nil) {
        if let host {
            hosts[host, default: []].setting(key, to: value)
        } else {
            settings.setting(key, to: value)
        }
    }

    public func alias(_ name: String) -> String? { aliases.first { $0.key == name }?.value }

    public mutating func setAlias(_ name: String, to expansion: String) { aliases.setting(name, to: expansion) }

    /// Removes the alias; its expansion, or nil when there was none.
    public mutating func removeAlias(_ name: String) -> String? {
        guard let index = aliases.firstIndex(where: { $0.key == name }) else { return nil }
        return aliases.remove(at: index).value
    }
}

extension [ConfigFile.Entry] {
    mutating func setting(_ key: String, to value: String) {
        if let index = firstIndex(where: { $0.key == key }) {
            self[index].value = value
        } else {
            append(.init(key, value))
        }
    }
}
