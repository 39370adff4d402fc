extension TokenStore {
    /// The name local data (mirrors, the outbox) is kept under for the account in use, without a request: its
    /// login as recorded at sign-in, else (`GH_TOKEN`, a token stored before accounts had names) `token-` and a
    /// short one-way hash of the token, so a folder name never holds the token. nil when not signed in.
    public func accountKey(for configuration: Configuration) throws -> String? {
        guard let token = try current(for: configuration) else { return nil }
        if let login = try activeLogin(for: configuration), login.allSatisfy(Self.isLoginCharacter), !login.isEmpty {
            return login
        }
        return "token-" + SHA256.hex(token.value).prefix(12)
    }

    /// GitHub logins are ASCII letters, digits and hyphens; anything else in the file is not used as a folder name.
    private static func isLoginCharacter(_ character: Character) -> Bool {
        character == "-" || (character.isASCII && (character.isLetter || character.isNumber))
    }
}
