/// A Markdown document as GitHub's parser (cmark-gfm, in GHLiteLive) reads it, with no I/O: what
/// `MarkdownTerminalRenderer` draws. Text is as the author wrote it: the renderer sanitises it.
public indirect enum MarkdownBlock: Sendable, Equatable {
    case paragraph([MarkdownInline])
    case heading(level: Int, [MarkdownInline])
    /// A fenced or indented code block: shown verbatim.
    case code(String)
    /// Raw HTML: shown as text.
    case html(String)
    case quote([MarkdownBlock])
    case list(MarkdownList)
    case table(MarkdownTable)
    case thematicBreak
}

public struct MarkdownList: Sendable, Equatable {
    /// The first number of an ordered list; nil for a bullet list.
    public var start: Int?
    /// A loose list has a blank line between its items.
    public var tight: Bool
    public var items: [MarkdownListItem]

    public init(start: Int?, tight: Bool, items: [MarkdownListItem]) {
        self.start = start
        self.tight = tight
        self.items = items
    }
}

public struct MarkdownListItem: Sendable, Equatable {
    /// A task list item's check box (`- [x]`): nil for an ordinary item.
    public var checked: Bool?
    public var blocks: [MarkdownBlock]

    public init(checked: Bool? = nil, blocks: [MarkdownBlock]) {
        self.checked = checked
        self.blocks = blocks
    }
}

public struct MarkdownTable: Sendable, Equatable {
    public enum Alignment: Sendable, Equatable { case left, center, right }

    public var alignments: [Alignment]
    public var header: [[MarkdownInline]]
    public var rows: [[[MarkdownInline]]]

    public init(alignments: [Alignment], header: [[MarkdownInline]], rows: [[[MarkdownInline]]]) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
    }
}

public indirect enum MarkdownInline: Sendable, Equatable {
    case text(String)
    case code(String)
    case html(String)
    /// A line break in the source: GitHub shows it in issues and comments.
    case softBreak
    case hardBreak
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    case strikethrough([MarkdownInline])
    case link(url: String, [MarkdownInline])
    case image(url: String, alt: [MarkdownInline])
}
