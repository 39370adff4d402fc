/// A token stored before gh-lite kept several accounts has no login. Before a write that needs the host's logins
/// (a second sign-in, a logout by name), GitHub names it with one `GET /user` and it is stored under that login, so
/// it stays an account of its own. A token GitHub no longer accepts is left as it is: the write replaces it.
enum UnnamedAccount {
    static func name(among accounts: [StoredAccount], owner: (String) throws -> AuthenticatedUser,
                     save: (_ login: String, _ token: String) throws -> Void) throws {
        guard let unnamed = accounts.first(where: { $0.login == nil }) else { return }
        do {
            try save(owner(unnamed.token).login, unnamed.token)
        } catch let error as AuthenticationError {
            guard case .rejected = error.reason else { throw error }
        }
    }
}
