/// `LabelsModel.Failure` in words that name the repository and say what to do next.
enum LabelFailure {
    /// `alreadyExists`: what to say when GitHub has another label of that name (create and edit advise differently).
    static func explaining<T>(repo: RepoRef, alreadyExists: (String) -> String = { "label with name \"\($0)\" already exists" },
                              _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch LabelsModel.Failure.notFound(let name) {
            throw CommandError(UnknownName.label(name, in: repo, among: []))
        } catch LabelsModel.Failure.alreadyExists(let name) {
            throw CommandError(alreadyExists(TerminalText.line(name)))
        }
    }
}
