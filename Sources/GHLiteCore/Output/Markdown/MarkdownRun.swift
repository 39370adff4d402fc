/// Inline Markdown as styled runs of sanitised text, one line break apart where the source breaks.
struct MarkdownRun: Equatable {
    /// Sanitised: no control character, tab or line break.
    var text: String
    var style: MarkdownStyle
    /// A line break after the text.
    var breaksLine = false

    /// The runs of `inlines`, each in `style` plus its own; `colors` says whether styles show, or markers must.
    static func runs(_ inlines: [MarkdownInline], style: MarkdownStyle = [], colors: Bool) -> [MarkdownRun] {
        var runs: [MarkdownRun] = []
        append(inlines, style: style, colors: colors, to: &runs)
        return runs
    }

    private static func append(_ inlines: [MarkdownInline], style: MarkdownStyle, colors: Bool,
                               to runs: inout [MarkdownRun]) {
        var pendingText = ""
        func flushText() {
            guard !pendingText.isEmpty else { return }
            runs += MarkdownReferences.runs(TerminalText.line(pendingText), style: style)
            pendingText = ""
        }
        for inline in inlines {
            if case .text(let text) = inline {
                // cmark-gfm splits text at some punctuation: whole, `@name` and `#12` are found across the split.
                pendingText += text
                continue
            }
            flushText()
            switch inline {
            case .text: break
            case .code(let code):
                let text = TerminalText.line(code)
                runs.append(MarkdownRun(text: colors ? text : "`" + text + "`", style: style.union(.code)))
            case .html(let html):
                runs.append(MarkdownRun(text: TerminalText.line(html), style: style.union(.faint)))
            case .softBreak, .hardBreak:
                runs.append(MarkdownRun(text: "", style: style, breaksLine: true))
            case .emphasis(let children):
                append(children, style: style.union(.italic), colors: colors, to: &runs)
            case .strong(let children):
                append(children, style: style.union(.bold), colors: colors, to: &runs)
            case .strikethrough(let children):
                if !colors { runs.append(MarkdownRun(text: "~~", style: style)) }
                append(children, style: style.union(.strikethrough), colors: colors, to: &runs)
                if !colors { runs.append(MarkdownRun(text: "~~", style: style)) }
            case .link(let url, let children):
                let start = runs.count
                append(children, style: style.union(.linkText), colors: colors, to: &runs)
                let shown = runs[start...].map(\.text).joined()
                // An autolink's text is its URL (or the address of a mailto:, or www.… of http://www.…):
                // showing it once is enough.
                if !["", "mailto:", "http://", "https://"].contains(where: { $0 + shown == url }) {
                    runs.append(MarkdownRun(text: " (" + TerminalText.line(url) + ")", style: style.union(.url)))
                }
            case .image(let url, let alt):
                let start = runs.count
                append(alt, style: style.union(.italic), colors: colors, to: &runs)
                let hasAlt = runs[start...].contains { !$0.text.isEmpty }
                runs.append(MarkdownRun(text: (hasAlt ? " (" : "(") + "image: " + TerminalText.line(url) + ")",
                                        style: style.union(.url)))
            }
        }
        flushText()
    }
}
