/// Words the user may paste into a shell.
enum Shell {
    /// The word as is when it is safe, else in single quotes.
    static func quoted(_ word: String) -> String {
        let safe = !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCIIAlphanumeric || "/._-+:=@%,".unicodeScalars.contains($0) }
        return safe ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
