/// Names close to one that was not found, for "did you mean" hints: the same letters with a typo or two,
/// or one name containing the other.
enum CloseMatches {
    static func suggestions(for name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let wanted = name.lowercased()
        let allowed = max(1, min(3, wanted.count / 3))
        let scored = candidates.compactMap { candidate -> (Int, String)? in
            let lowered = candidate.lowercased()
            let distance = editDistance(wanted, lowered)
            if distance <= allowed { return (distance, candidate) }
            if wanted.count >= 3, lowered.contains(wanted) || wanted.contains(lowered) { return (allowed + 1, candidate) }
            return nil
        }
        return scored.sorted { $0 < $1 }.prefix(limit).map(\.1)
    }

    /// "'bug'", "'bug' or 'debug'", "'a', 'b' or 'c'".
    static func hint(_ names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        let quoted = names.map { "'\(TerminalText.line($0))'" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return "; did you mean \(list)?"
    }

    /// Optimal string alignment distance over characters: Levenshtein's, with two neighbours swapped (`bgu`)
    /// counted as one typo.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var twoBack = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
