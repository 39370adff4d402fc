/// `[HOST/]OWNER/REPO` and URLs: a name is accepted only with a valid owner and repository, and what is
/// accepted reads back the same as `OWNER/REPO.git` (and as `OWNER/REPO`, unless the name itself ends
/// in `.git`, which that form strips).
enum RepoRefTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        guard let repo = try? RepoRef.parse(input.text) else { return }
        fuzzCheck(OwnerName.isValid(repo.owner) && RepoName.isValid(repo.name), "accepted an invalid name: \(repo)")
        let plain = RepoRef(owner: repo.owner, name: repo.name)
        fuzzCheck((try? RepoRef.parse("\(repo).git")) == plain, "\(repo).git does not read back")
        if !repo.name.hasSuffix(".git") {
            fuzzCheck((try? RepoRef.parse(repo.description)) == plain, "\(repo) does not read back")
        }
    }
}
