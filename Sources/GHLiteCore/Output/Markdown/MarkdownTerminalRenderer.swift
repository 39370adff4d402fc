/// Draws a Markdown document for a terminal `width` columns wide: styled, word-wrapped, every string from the
/// document sanitised. Code blocks are the one thing kept as written: never re-wrapped, however long their lines.
public struct MarkdownTerminalRenderer: Sendable {
    public var style: TerminalStyle
    public var width: Int

    public init(style: TerminalStyle, width: Int) {
        self.style = style
        self.width = max(width, 2)
    }

    /// The lines of the document, without a final line break.
    public func render(_ blocks: [MarkdownBlock]) -> String {
        lines(blocks, width: width, listDepth: 0, tight: false).joined(separator: "\n")
    }

    /// Containers stop indenting where their content would get narrower than this: deep nesting stays readable.
    private var narrowest: Int { min(width, 20) }

    private func lines(_ blocks: [MarkdownBlock], width: Int, listDepth: Int, tight: Bool) -> [String] {
        var lines: [String] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 && !tight { lines.append("") }
            lines += self.lines(block, width: width, listDepth: listDepth)
        }
        return lines
    }

    private func lines(_ block: MarkdownBlock, width: Int, listDepth: Int) -> [String] {
        switch block {
        case .paragraph(let inlines):
            return wrapped(MarkdownRun.runs(inlines, colors: style.enabled), width: width)
        case .heading(let level, let inlines):
            return heading(level: min(max(level, 1), 6), inlines, width: width)
        case .code(let literal):
            return Self.sourceLines(literal).map { $0.isEmpty ? "" : "  " + MarkdownStyle.code.apply($0, style) }
        case .html(let literal):
            let runs = Self.sourceLines(literal).map { MarkdownRun(text: $0, style: .faint, breaksLine: true) }
            return wrapped(runs, width: width)
        case .quote(let blocks):
            guard width - 2 >= narrowest else { return lines(blocks, width: width, listDepth: listDepth, tight: false) }
            let bar = MarkdownStyle.faint.apply("│", style)
            return lines(blocks, width: width - 2, listDepth: listDepth, tight: false)
                .map { $0.isEmpty ? bar : bar + " " + $0 }
        case .list(let list):
            return self.lines(list, width: width, listDepth: listDepth)
        case .table(let table):
            return MarkdownTableLayout(renderer: self, table: table, width: width).lines()
        case .thematicBreak:
            return [MarkdownStyle.faint.apply(String(repeating: "─", count: width), style)]
        }
    }

    /// A heading as glamour's dark style draws it: the first level a title on a coloured band with a space of
    /// padding each side and no `#`, the others after their `#`s. Without colour every level keeps its `#`s.
    private func heading(level: Int, _ inlines: [MarkdownInline], width: Int) -> [String] {
        let headingStyle: MarkdownStyle = level == 1 ? .title : level == 6 ? .minorHeading : .heading
        let text = MarkdownRun.runs(inlines, style: headingStyle, colors: style.enabled)
        guard style.enabled, level == 1 else {
            return wrapped([MarkdownRun(text: String(repeating: "#", count: level) + " ", style: headingStyle)] + text,
                           width: width)
        }
        let padding = width > 2 ? [MarkdownWrap.Piece(text: " ", style: .title, width: 1)] : []
        return MarkdownWrap(width: width - 2 * padding.count).lines(text)
            .map { MarkdownWrap.text(padding + $0 + padding, style) }
    }

    private func lines(_ list: MarkdownList, width: Int, listDepth: Int) -> [String] {
        let markers = list.items.indices.map { index in
            list.start.map { "\($0 + index)." } ?? ["•", "◦", "▪"][listDepth % 3]
        }
        let markerWidth = (markers.map(\.count).max() ?? 0) + 1
        var lines: [String] = []
        for (index, item) in list.items.enumerated() {
            if index > 0 && !list.tight { lines.append("") }
            var marker = markers[index].padding(toLength: markerWidth)
            var shownWidth = markerWidth
            if let checked = item.checked {
                // A task list's box takes the bullet's place, as on GitHub.
                if list.start == nil { (marker, shownWidth) = ("", 0) }
                marker += checked ? MarkdownStyle.checked.apply("[x]", style) + " " : "[ ] "
                shownWidth += 4
            }
            guard width - shownWidth >= narrowest else {
                // Too deep to indent again: the marker on a line of its own, the item below it unindented.
                let plainMarker = markers[index] + (item.checked.map { $0 ? " [x]" : " [ ]" } ?? "")
                lines += wrapped([MarkdownRun(text: plainMarker, style: [])], width: width)
                lines += self.lines(item.blocks, width: width, listDepth: listDepth + 1, tight: list.tight)
                continue
            }
            let content = self.lines(item.blocks, width: width - shownWidth, listDepth: listDepth + 1, tight: list.tight)
            let indent = String(repeating: " ", count: shownWidth)
            for (lineIndex, line) in (content.isEmpty ? [""] : content).enumerated() {
                if lineIndex == 0 {
                    lines.append(line.isEmpty ? String(marker.trimmingTrailingSpaces()) : marker + line)
                } else {
                    lines.append(line.isEmpty ? "" : indent + line)
                }
            }
        }
        return lines
    }

    func wrapped(_ runs: [MarkdownRun], width: Int) -> [String] {
        MarkdownWrap(width: width).lines(runs).map { MarkdownWrap.text($0, style) }
    }

    /// A code or HTML block's lines, sanitised, tabs as four spaces, without the block's final line break.
    static func sourceLines(_ literal: String) -> [String] {
        var lines = literal.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { TerminalText.line(String($0).replacing("\t", with: "    ")) }
    }
}

private extension String {
    func trimmingTrailingSpaces() -> Substring {
        var text = self[...]
        while text.last == " " { text.removeLast() }
        return text
    }
}
