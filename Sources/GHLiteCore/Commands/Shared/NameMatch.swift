/// Names the user typed against a repository's own: labels, assignees, projects and milestones, as GitHub matches them.
enum NameMatch {
    /// A milestone by number (`3` or `#3`) or by title, ignoring case.
    static func milestone(_ wanted: String, in milestones: [Milestone]) -> Milestone? {
        let digits = wanted.hasPrefix("#") ? String(wanted.dropFirst()) : wanted
        if let number = Int(digits), let found = milestones.first(where: { $0.number == number }) { return found }
        return milestones.first { $0.title.lowercased() == wanted.lowercased() }
    }

    /// The name as spelled exactly, else the first one equal ignoring case.
    static func name(_ name: String, in names: [String]) -> String? {
        names.first { $0 == name } ?? names.first { $0.lowercased() == name.lowercased() }
    }

    /// Each name once, ignoring case, first spelling kept.
    static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0.lowercased()).inserted }
    }
}
