/// `config get|set|list`: gh's settings and gh-lite's own in `config.yml`, top-level or per host.
public struct ConfigModel: Sendable {
    public var environment: ConfigModelEnvironment

    public init(environment: ConfigModelEnvironment) {
        self.environment = environment
    }

    /// The value set (for `host`, else top-level), else a known key's default; gh's error for a key neither set nor known.
    public func get(_ key: String, host: String?) throws -> String {
        if let value = try environment.readConfigFile().value(of: key, host: host) { return value }
        guard let known = ConfigKey.named(key) else { throw CommandError("could not find key \"\(key)\"") }
        return known.defaultValue
    }

    /// Sets the key, refusing a value a known key does not take; false when the key is not one gh-lite knows (set
    /// anyway, as gh does, with a warning).
    public func set(_ key: String, to value: String, host: String?) throws -> Bool {
        let known = ConfigKey.named(key)
        try known?.check(value)
        var file = try environment.readConfigFile()
        file.set(key, to: value, host: host)
        try environment.writeConfigFile(file)
        return known != nil
    }

    /// Every known key with its value for `host` (else top-level, else the default), in gh's order.
    public func list(host: String?) throws -> [ConfigFile.Entry] {
        let file = try environment.readConfigFile()
        return ConfigKey.all.map { .init($0.name, file.value(of: $0.name, host: host) ?? $0.defaultValue) }
    }
}
