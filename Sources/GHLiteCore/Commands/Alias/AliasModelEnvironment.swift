/// All `AliasModel` may do: read and write `config.yml`, and read a file of aliases to import. Every closure starts
/// out throwing "unimplemented: AliasModelEnvironment.NAME" (that is `.failing`).
public struct AliasModelEnvironment: Sendable {
    public var readConfigFile: @Sendable () throws -> ConfigFile
        = { throw Unimplemented("AliasModelEnvironment.readConfigFile") }
    public var writeConfigFile: @Sendable (ConfigFile) throws -> Void
        = { _ in throw Unimplemented("AliasModelEnvironment.writeConfigFile") }
    /// The bytes of a file to import (at most `maximumBytes` + 1), nil when there is none.
    public var readFile: @Sendable (_ path: String, _ maximumBytes: Int) throws -> Data?
        = { _, _ in throw Unimplemented("AliasModelEnvironment.readFile") }

    public init() {}

    public static var failing: AliasModelEnvironment { AliasModelEnvironment() }
}

extension AliasModelEnvironment {
    static func bound(to services: ContainerEnvironment, configuration: Configuration) -> AliasModelEnvironment {
        var environment = AliasModelEnvironment()
        environment.readConfigFile = { try ConfigFile.read(in: configuration.configDirectory, readFile: services.files.readFile) }
        environment.writeConfigFile = { file in
            try ConfigFile.write(file, in: configuration.configDirectory, writeFile: services.files.writeFile)
        }
        environment.readFile = services.files.readFile
        return environment
    }
}
