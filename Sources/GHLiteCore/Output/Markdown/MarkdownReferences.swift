/// Finds `@mentions` and `#123` references in text, as GitHub links them, to highlight them.
enum MarkdownReferences {
    static func runs(_ text: String, style: MarkdownStyle) -> [MarkdownRun] {
        guard !style.contains(.linkText), text.utf8.contains(where: { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "#") })
        else { return text.isEmpty ? [] : [MarkdownRun(text: text, style: style)] }
        var runs: [MarkdownRun] = []
        let scalars = Array(text.unicodeScalars)
        var plainStart = 0
        var index = 0
        while index < scalars.count {
            let end = referenceEnd(in: scalars, at: index)
            guard let end else {
                index += 1
                continue
            }
            if plainStart < index { runs.append(MarkdownRun(text: string(scalars[plainStart..<index]), style: style)) }
            runs.append(MarkdownRun(text: string(scalars[index..<end]), style: style.union(.reference)))
            plainStart = end
            index = end
        }
        if plainStart < scalars.count { runs.append(MarkdownRun(text: string(scalars[plainStart...]), style: style)) }
        return runs
    }

    /// Where a mention (`@login`, `@org/team`) or a reference (`#12`) starting at `index` ends, if one does.
    private static func referenceEnd(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
        let sigil = scalars[index]
        guard sigil == "@" || sigil == "#" else { return nil }
        if index > 0 {
            let previous = scalars[index - 1]
            if isWord(previous) || previous == "@" || previous == "#" || previous == "/" || previous == "." { return nil }
        }
        var end = index + 1
        if sigil == "#" {
            while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
        } else {
            while end < scalars.count, isWord(scalars[end]) || scalars[end] == "-" || scalars[end] == "/" { end += 1 }
            while end > index + 1, scalars[end - 1] == "-" || scalars[end - 1] == "/" { end -= 1 }
        }
        guard end > index + 1, end == scalars.count || !isWord(scalars[end]) else { return nil }
        return end
    }

    private static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }
}
