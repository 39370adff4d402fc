/// All `ConfigModel` may do: read and write `config.yml`. Every closure starts out throwing
/// "unimplemented: ConfigModelEnvironment.NAME" (that is `.failing`).
public struct ConfigModelEnvironment: Sendable {
    /// The file; an empty one when there is none, an error naming the line when it cannot be read.
    public var readConfigFile: @Sendable () throws -> ConfigFile
        = { throw Unimplemented("ConfigModelEnvironment.readConfigFile") }
    /// Replaces the file in one step (private, in a private directory).
    public var writeConfigFile: @Sendable (ConfigFile) throws -> Void
        = { _ in throw Unimplemented("ConfigModelEnvironment.writeConfigFile") }

    public init() {}

    public static var failing: ConfigModelEnvironment { ConfigModelEnvironment() }
}

extension ConfigModelEnvironment {
    static func bound(to services: ContainerEnvironment, configuration: Configuration) -> ConfigModelEnvironment {
        var environment = ConfigModelEnvironment()
        environment.readConfigFile = { try ConfigFile.read(in: configuration.configDirectory, readFile: services.files.readFile) }
        environment.writeConfigFile = { file in
            try ConfigFile.write(file, in: configuration.configDirectory, writeFile: services.files.writeFile)
        }
        return environment
    }
}
