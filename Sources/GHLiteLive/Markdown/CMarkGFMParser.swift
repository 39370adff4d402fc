import CCMarkGFM
import GHLiteCore

/// GitHub's own Markdown parser, cmark-gfm, with GitHub's extensions (tables, strikethrough, autolinks, task
/// lists), read into GHLiteCore's `MarkdownBlock` tree. The library is opened on the first body parsed.
public enum CMarkGFMParser {
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    /// Blocks and inlines nested deeper than this become their plain text: the tree stays shallow enough for the
    /// renderer's recursion, whatever a body nests.
    static let maximumDepth = 100

    public static func parse(_ text: String) throws -> [MarkdownBlock] {
        var failure: UnsafePointer<CChar>?
        guard let api = ghlite_cmark_load(&failure)?.pointee else {
            let reason = failure.map { String(cString: $0) } ?? "unknown error"
            throw Unavailable(description: "cmark-gfm could not be loaded: " + reason)
        }
        guard let parser = api.parser_new(CMARK_OPT_DEFAULT) else { throw Unavailable(description: "cmark-gfm: no parser") }
        defer { api.parser_free(parser) }
        for name in ["table", "strikethrough", "autolink", "tasklist"] {
            if let extensionHandle = api.find_syntax_extension(name) {
                _ = api.parser_attach_syntax_extension(parser, extensionHandle)
            }
        }
        var text = text
        text.withUTF8 { bytes in
            if let base = bytes.baseAddress {
                base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { api.parser_feed(parser, $0, bytes.count) }
            }
        }
        guard let document = api.parser_finish(parser) else { throw Unavailable(description: "cmark-gfm: no document") }
        defer { api.node_free(document) }
        return CMarkTree(api: api).blocks(in: document, depth: 0)
    }
}

/// Reads cmark-gfm's nodes into the Swift tree.
private struct CMarkTree {
    let api: ghlite_cmark_api

    func blocks(in node: OpaquePointer, depth: Int) -> [MarkdownBlock] {
        children(of: node).compactMap { block($0, depth: depth) }
    }

    private func block(_ node: OpaquePointer, depth: Int) -> MarkdownBlock? {
        let type = self.type(of: node)
        if depth >= CMarkGFMParser.maximumDepth, type != "paragraph" {
            let text = plainText(node)
            return text.isEmpty ? nil : .paragraph([.text(text)])
        }
        switch type {
        case "paragraph": return .paragraph(inlines(in: node, depth: depth + 1))
        case "heading": return .heading(level: Int(api.node_get_heading_level(node)), inlines(in: node, depth: depth + 1))
        case "code_block": return .code(literal(node))
        case "html_block": return .html(literal(node))
        case "block_quote": return .quote(blocks(in: node, depth: depth + 1))
        case "thematic_break": return .thematicBreak
        case "list":
            let ordered = api.node_get_list_type(node) == CMARK_ORDERED_LIST
            let items = children(of: node).map { item in
                MarkdownListItem(checked: self.type(of: item) == "tasklist" ? api.tasklist_item_checked(item) : nil,
                                 blocks: blocks(in: item, depth: depth + 1))
            }
            return .list(MarkdownList(start: ordered ? Int(api.node_get_list_start(node)) : nil,
                                      tight: api.node_get_list_tight(node) != 0, items: items))
        case "table": return .table(table(node, depth: depth))
        default:
            let text = plainText(node)
            return text.isEmpty ? nil : .paragraph([.text(text)])
        }
    }

    private func table(_ node: OpaquePointer, depth: Int) -> MarkdownTable {
        let columns = Int(api.table_columns(node))
        let alignments: [MarkdownTable.Alignment] = (0..<columns).map { column in
            switch api.table_alignments(node)?[column] {
            case UInt8(ascii: "c"): .center
            case UInt8(ascii: "r"): .right
            default: .left
            }
        }
        var header: [[MarkdownInline]] = []
        var rows: [[[MarkdownInline]]] = []
        for row in children(of: node) {
            let cells = children(of: row).map { inlines(in: $0, depth: depth + 1) }
            if self.type(of: row) == "table_header" { header = cells } else { rows.append(cells) }
        }
        return MarkdownTable(alignments: alignments, header: header, rows: rows)
    }

    private func inlines(in node: OpaquePointer, depth: Int) -> [MarkdownInline] {
        children(of: node).map { inline($0, depth: depth) }
    }

    private func inline(_ node: OpaquePointer, depth: Int) -> MarkdownInline {
        let type = self.type(of: node)
        switch type {
        case "text": return .text(literal(node))
        case "softbreak": return .softBreak
        case "linebreak": return .hardBreak
        case "code": return .code(literal(node))
        case "html_inline": return .html(literal(node))
        default: break
        }
        guard depth < CMarkGFMParser.maximumDepth else { return .text(plainText(node)) }
        let children = inlines(in: node, depth: depth + 1)
        switch type {
        case "emph": return .emphasis(children)
        case "strong": return .strong(children)
        case "strikethrough": return .strikethrough(children)
        case "link": return .link(url: url(node), children)
        case "image": return .image(url: url(node), alt: children)
        default: return .text(plainText(node))
        }
    }

    /// The text of a node and everything under it, found without recursion (it is what too deep a node becomes).
    private func plainText(_ node: OpaquePointer) -> String {
        var text = ""
        var stack = [node]
        while let next = stack.popLast() {
            switch type(of: next) {
            case "text", "code", "html_inline": text += literal(next)
            case "softbreak", "linebreak": text += " "
            case "code_block", "html_block": text += literal(next) + " "
            // Blocks' text is kept a space apart.
            case "paragraph", "heading", "item", "tasklist", "table_cell":
                if !text.isEmpty && text.last != " " { text += " " }
            default: break
            }
            stack += children(of: next).reversed()
        }
        return text
    }

    private func children(of node: OpaquePointer) -> [OpaquePointer] {
        var children: [OpaquePointer] = []
        var child = api.node_first_child(node)
        while let current = child {
            children.append(current)
            child = api.node_next(current)
        }
        return children
    }

    private func type(of node: OpaquePointer) -> String {
        api.node_get_type_string(node).map { String(cString: $0) } ?? ""
    }

    private func literal(_ node: OpaquePointer) -> String {
        api.node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    private func url(_ node: OpaquePointer) -> String {
        api.node_get_url(node).map { String(cString: $0) } ?? ""
    }
}
