/// Says whether a body may be given to cmark-gfm, in one pass over its bytes. Debian 12's cmark-gfm
/// (0.29.0.gfm.6) lacks upstream's 2023 fixes for inputs that take it quadratic time (GHSA-r8vr-c48j-fcc5,
/// GHSA-66g8-4hjf-77xh, GHSA-w4qg-3vf7-m9x5): a body GitHub accepts, built from them, takes seconds and, past
/// GitHub's limit, gigabytes. Each such construct is counted here the way it costs cmark-gfm, and a body whose count
/// passes what any real issue needs is shown as plain text instead (`Scripts/bench` has rows for each).
public enum MarkdownScreen {
    public enum Verdict: Sendable, Equatable {
        case render
        /// Longer than GitHub lets a body be: only a hostile server sends it.
        case tooLong
        /// Built from constructs that would take cmark-gfm too long.
        case tooComplex
    }

    /// GitHub's limit on a body or comment, in characters.
    public static let maximumCharacters = 65_536
    /// Containers (quotes, list items) opened on one line; the renderer shows deeper ones as plain text anyway.
    static let maximumNesting = 100
    /// Every line, blank ones too, walks the containers still open: the deepest nesting so far, summed over lines.
    static let maximumNestingScan = 2_000_000
    /// Each `www.`, `://` and `@` makes the autolink extension scan the rest of its word: scans summed over the body.
    static let maximumAutolinkScan = 2_000_000
    /// A table's cells (columns times the lines after its delimiter row): cmark-gfm fills every missing one.
    static let maximumTableCells = 100_000
    /// Image openers times link closers (`![[]()` repeated): each closer walks back over the openers.
    static let maximumBracketPairs = 1_000_000
    /// `*` runs times `_` runs (`*a ` then `_a*_ ` repeated): each closer looks back over the other kind's openers.
    static let maximumDelimiterPairs = 4_000_000

    public static func verdict(_ text: String) -> Verdict {
        let bytes = text.utf8
        // Four bytes at most a character: only a longer text needs counting.
        if bytes.count > 4 * maximumCharacters || (bytes.count > maximumCharacters
                                                     && text.unicodeScalars.count > maximumCharacters) {
            return .tooLong
        }
        var counts = Counts()
        var line = LineScan()
        var previous: (UInt8, UInt8) = (UInt8(ascii: "\n"), UInt8(ascii: "\n"))
        for byte in bytes {
            counts.add(byte, after: previous)
            if line.add(byte, counts: &counts) == .tooDeep { return .tooComplex }
            previous = (previous.1, byte)
        }
        line.end(counts: &counts)
        return counts.withinBudget ? .render : .tooComplex
    }

    private struct Counts {
        var deepestNesting = 0
        var nestingScan = 0
        var autolinkScan = 0
        var linkStartsInWord = 0
        var wordLength = 0
        var wwwMatched = 0
        var imageOpeners = 0
        var linkClosers = 0
        var starRuns = 0
        var underscoreRuns = 0
        var tableColumns = 0
        var linesAfterTable = 0
        var tableCells = 0

        var withinBudget: Bool {
            nestingScan <= MarkdownScreen.maximumNestingScan
                && autolinkScan + linkStartsInWord * wordLength <= MarkdownScreen.maximumAutolinkScan
                && tableCells + tableColumns * linesAfterTable <= MarkdownScreen.maximumTableCells
                && imageOpeners * linkClosers <= MarkdownScreen.maximumBracketPairs
                && starRuns * underscoreRuns <= MarkdownScreen.maximumDelimiterPairs
        }

        /// `byte` after the two bytes before it.
        mutating func add(_ byte: UInt8, after previous: (UInt8, UInt8)) {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                autolinkScan += linkStartsInWord * wordLength
                (linkStartsInWord, wordLength) = (0, 0)
            default:
                wordLength += 1
            }
            // "www." in any case, as the autolink extension matches it.
            switch (wwwMatched, byte | 0x20, byte) {
            case (0..<3, UInt8(ascii: "w"), _): wwwMatched += 1
            case (3, _, UInt8(ascii: ".")): linkStartsInWord += 1; wwwMatched = 0
            case (3, UInt8(ascii: "w"), _): break // "wwww.": the last three still count
            default: wwwMatched = 0
            }
            if byte == UInt8(ascii: "@") || (byte == UInt8(ascii: "/") && previous == (UInt8(ascii: ":"), UInt8(ascii: "/"))) {
                linkStartsInWord += 1
            }
            let previous = previous.1
            if byte == UInt8(ascii: "[") && previous == UInt8(ascii: "!") { imageOpeners += 1 }
            if byte == UInt8(ascii: "(") && previous == UInt8(ascii: "]") { linkClosers += 1 }
            if byte == UInt8(ascii: "*") && previous != byte { starRuns += 1 }
            if byte == UInt8(ascii: "_") && previous != byte { underscoreRuns += 1 }
        }
    }

    /// What a line opens at its start (quotes, list markers) and whether it is a table's delimiter row.
    private struct LineScan {
        enum Result { case fine, tooDeep }

        var atStart = true
        var nesting = 0
        var pendingMarker = false
        var digits = 0
        /// The line so far holds only `|`, `-`, `:` and spaces: its cells (pipes) and dashes.
        var delimiterRow = true
        var pipes = 0
        var dashes = 0

        mutating func add(_ byte: UInt8, counts: inout Counts) -> Result {
            if byte == UInt8(ascii: "\n") {
                end(counts: &counts)
                self = LineScan()
                return .fine
            }
            switch byte {
            case UInt8(ascii: "|"): pipes += 1
            case UInt8(ascii: "-"): dashes += 1
            case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: delimiterRow = false
            }
            guard atStart else { return .fine }
            let isSpace = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            if pendingMarker {
                pendingMarker = false
                guard isSpace else { atStart = false; return .fine }
                nesting += 1
            } else if isSpace {
                if digits > 0 { atStart = false }
            } else if byte == UInt8(ascii: ">") {
                nesting += 1
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") {
                pendingMarker = true
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) && digits < 9 {
                digits += 1
            } else if (byte == UInt8(ascii: ".") || byte == UInt8(ascii: ")")) && digits > 0 {
                digits = 0
                pendingMarker = true
            } else {
                atStart = false
            }
            return nesting > MarkdownScreen.maximumNesting ? .tooDeep : .fine
        }

        /// The line is over: a delimiter row starts a table; any other line may be one of its rows.
        mutating func end(counts: inout Counts) {
            counts.deepestNesting = max(counts.deepestNesting, nesting)
            counts.nestingScan += counts.deepestNesting
            if delimiterRow && dashes > 0 && pipes > 0 {
                counts.tableCells += counts.tableColumns * counts.linesAfterTable
                (counts.tableColumns, counts.linesAfterTable) = (pipes + 1, 0)
            } else if counts.tableColumns > 0 {
                counts.linesAfterTable += 1
            }
        }
    }
}
