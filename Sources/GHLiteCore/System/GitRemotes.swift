/// One remote of the git checkout gh-lite runs in: `origin` and the URL it fetches from.
public struct GitRemote: Sendable, Equatable {
    public var name: String
    public var url: String

    public init(name: String, url: String) {
        self.name = name
        self.url = url
    }
}

/// The git remotes of the current directory, for working out which repository a command means.
/// A directory outside any git checkout has no remotes: `list` returns `[]` there, it does not throw.
public struct GitRemotes: Sendable {
    public var list: @Sendable () throws -> [GitRemote]
        = { throw Unimplemented("GitRemotes.list") }

    public init() {}

    public static var failing: GitRemotes { GitRemotes() }
}

extension GitRemote {
    /// The `git config` query whose output `parse(configEntries:)` reads: remote URLs and `insteadOf` rules.
    public static let configQuery = ["config", "--get-regexp", #"^(remote\..+\.url|url\..+\.insteadof)$"#]

    /// Reads `git config --get-regexp` output (`remote.origin.url https://github.com/o/r.git`,
    /// `url.BASE.insteadof PREFIX`): each remote with its URL as written, then, when an `insteadOf` rule
    /// rewrites it (longest prefix wins, as in git), the URL git really uses. Both can name the repository:
    /// `https://github.com/o/r` rewritten to a mirror, or a `gh:o/r` shorthand rewritten to github.com.
    public static func parse(configEntries output: String) -> [GitRemote] {
        var written: [GitRemote] = []
        var rules: [(prefix: String, base: String)] = []
        for line in output.split(whereSeparator: \.isNewline) {
            guard let space = line.firstIndex(of: " ") else { continue }
            let key = line[..<space]
            let value = String(line[line.index(after: space)...]).trimmingWhitespace()
            if key.hasPrefix("remote."), key.hasSuffix(".url"), key.count > 11 {
                let name = String(key.dropFirst(7).dropLast(4))
                if !written.contains(where: { $0.name == name }) { written.append(GitRemote(name: name, url: value)) }
            } else if key.hasPrefix("url."), key.hasSuffix(".insteadof"), key.count > 14 {
                rules.append((prefix: value, base: String(key.dropFirst(4).dropLast(10))))
            }
        }
        return written.flatMap { remote -> [GitRemote] in
            guard let rule = rules.filter({ remote.url.hasPrefix($0.prefix) }).max(by: { $0.prefix.count < $1.prefix.count })
            else { return [remote] }
            return [remote, GitRemote(name: remote.name, url: rule.base + remote.url.dropFirst(rule.prefix.count))]
        }
    }
}
