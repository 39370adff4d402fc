extension String {
    /// `1 issue`, `3 issues`: a number and its noun, plural unless one.
    static func counted(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
