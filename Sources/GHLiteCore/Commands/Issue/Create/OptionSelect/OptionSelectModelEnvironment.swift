/// All `OptionSelectModel` may do: load the options it offers (the container binds the repository and the list).
public struct OptionSelectModelEnvironment: Sendable {
    public var loadOptions: @Sendable () throws -> [OptionSelectModel.Option]

    public init(loadOptions: @escaping @Sendable () throws -> [OptionSelectModel.Option]) {
        self.loadOptions = loadOptions
    }
}

extension OptionSelectModelEnvironment {
    public static var failing: OptionSelectModelEnvironment {
        OptionSelectModelEnvironment(loadOptions: { throw Unimplemented("OptionSelectModelEnvironment.loadOptions") })
    }
}
