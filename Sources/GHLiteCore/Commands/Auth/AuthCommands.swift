/// `gh-lite auth`: signing in and out, and seeing the token.
enum AuthCommands {
    static let group = CommandGroup(
        name: "auth",
        summary: "Sign in to GitHub, and see or remove the token.",
        subcommands: [
            (LoginOptions.spec, { @Sendable arguments in
                let options = try LoginOptions.parse(arguments)
                return .run { try LoginCommand.run(options, context: $0) }
            }),
            (LogoutOptions.spec, { @Sendable arguments in
                let options = try LogoutOptions.parse(arguments)
                return .run { try LogoutCommand.run(options, context: $0) }
            }),
            (AuthStatusOptions.spec, { @Sendable arguments in
                let options = try AuthStatusOptions.parse(arguments)
                return .run { try AuthStatusCommand.run(options, context: $0) }
            }),
            (AuthTokenOptions.spec, { @Sendable arguments in
                let options = try AuthTokenOptions.parse(arguments)
                return .run { try AuthTokenCommand.run(options, context: $0) }
            }),
        ])
}
