import GHLiteCore
import Testing

/// Bodies GitHub accepts that Debian's cmark-gfm takes seconds to parse are shown as plain text; every body a person
/// writes, however large or nested, is still rendered.
@Suite struct MarkdownScreenTests {
    static let limit = MarkdownScreen.maximumCharacters

    /// `unit` repeated to `count` characters.
    static func repeated(_ unit: String, _ count: Int = limit) -> String {
        String(String(repeating: unit, count: count / unit.count + 1).prefix(count))
    }

    /// Each of them took Debian 12's cmark-gfm 0.1 s to 13 s of CPU (Scripts/bench has them as rows).
    static let slowBodies: [(name: String, body: String)] = [
        ("www._ repeated (autolinks)", repeated("www._")),
        ("www.a_ repeated (autolinks)", repeated("WWW.a_")),
        ("a@b. repeated (e-mail autolinks)", repeated("a@b.")),
        ("http://a< repeated (URL autolinks)", repeated("http://a<")),
        ("32,768 nested list items, then blank lines", repeated("- ", limit / 2) + "x" + String(repeating: "\n", count: limit / 2 - 1)),
        ("100 nested list items, then 65,000 blank lines", repeated("- ", 200) + "x" + String(repeating: "\n", count: limit - 201)),
        ("a quote nested 21,000 deep, then emphasis", repeated(">", limit / 3) + repeated("a*", limit * 2 / 3)),
        ("![[]() repeated (brackets)", repeated("![[]()")),
        ("*a then _a*_ repeated (emphasis)", repeated("*a ", limit / 2) + repeated("_a*_ ", limit / 2)),
        ("a table of 200 columns and 32,000 rows", repeated("x|", 400) + "\n" + repeated("-|", 400) + "\n"
            + repeated("x\n", limit - 802)),
    ]

    @Test(arguments: slowBodies.map(\.name))
    func aBodyBuiltToBeSlowIsKeptFromTheParser(name: String) throws {
        let body = try #require(Self.slowBodies.first { $0.name == name }?.body)
        #expect(body.count <= Self.limit)
        #expect(MarkdownScreen.verdict(body) == .tooComplex)
    }

    @Test func aBodyLongerThanGitHubAllowsIsTooLongWhateverItHolds() {
        #expect(MarkdownScreen.verdict(String(repeating: "a", count: Self.limit)) == .render)
        #expect(MarkdownScreen.verdict(String(repeating: "a", count: Self.limit + 1)) == .tooLong)
        // Characters, not bytes: 65,536 four-byte emoji are within GitHub's limit.
        #expect(MarkdownScreen.verdict(String(repeating: "😀", count: Self.limit)) == .render)
        #expect(MarkdownScreen.verdict(String(repeating: "é", count: 40_000) + String(repeating: "ab", count: 20_000)) == .tooLong)
    }

    @Test func bodiesPeopleWriteAreRendered() {
        let ordinary = """
            ## Steps
            1. Open www.example.com and www.example.org, then `snake_case_name` and __init__
            2. > quoted *text* with a [link](https://example.com) and ![an image](https://example.com/a.png)
               - nested **item**
                 - deeper

            | a | b | c |
            |---|:-:|--:|
            | 1 | 2 | 3 |
            """
        #expect(MarkdownScreen.verdict(ordinary) == .render)
        // Up to GitHub's limit of it, and the largest bodies the renderer's own limits test.
        #expect(MarkdownScreen.verdict(Self.repeated(ordinary + "\n\n")) == .render)
        #expect(MarkdownScreen.verdict(MarkdownLimitsTests.nestedList) == .render)
        #expect(MarkdownScreen.verdict(MarkdownLimitsTests.hundredColumns) == .render)
        // A hundred nested quotes and lists, the renderer's own depth limit, on every line.
        #expect(MarkdownScreen.verdict(Self.repeated(String(repeating: "> - ", count: 50) + "x\n")) == .render)
        #expect(MarkdownScreen.verdict(String(repeating: "> - ", count: 51) + "x\n") == .tooComplex)
    }
}
