import GHLiteCore
import Testing

@Suite(.strictDoubles) struct YAMLSubsetTests {
    @Test func readsMappingsSequencesAndScalarsByIndentation() throws {
        let yaml = try YAMLSubset.parse("""
            name: Bug report   # a comment
            labels: ["bug", 'needs: triage', plain]
            assignees:
            - octocat
            - hubot
            body:
              - type: input
                id: version
                attributes:
                  label: "Version \\"x\\""
                  placeholder: it's 1.0 # not part of the value
              - type: checkboxes
            """)
        #expect(yaml["name"] == .scalar("Bug report"))
        #expect(yaml["labels"]?.stringList == ["bug", "needs: triage", "plain"])
        #expect(yaml["assignees"]?.stringList == ["octocat", "hubot"])
        let fields = yaml["body"]?.items ?? []
        #expect(fields.count == 2)
        #expect(fields[0]["id"]?.string == "version")
        #expect(fields[0]["attributes"]?["label"]?.string == "Version \"x\"")
        #expect(fields[0]["attributes"]?["placeholder"]?.string == "it's 1.0")
        #expect(fields[1]["type"]?.string == "checkboxes")
    }

    @Test func blockScalarsKeepOrFoldLinesAndHonourChomping() throws {
        let yaml = try YAMLSubset.parse("""
            literal: |
              line one
                indented

              after a blank
            stripped: |-
              no newline
            folded: >
              joined
              together

              new paragraph
            kept: |+
              two breaks

            next: value
            """)
        #expect(yaml["literal"]?.string == "line one\n  indented\n\nafter a blank\n")
        #expect(yaml["stripped"]?.string == "no newline")
        #expect(yaml["folded"]?.string == "joined together\nnew paragraph\n")
        #expect(yaml["kept"]?.string == "two breaks\n\n")
        #expect(yaml["next"]?.string == "value")
    }

    @Test func plainScalarsContinueOnDeeperLinesAndNullIsEmpty() throws {
        let yaml = try YAMLSubset.parse("""
            ---
            description: A long description
              that goes on
            empty:
            tilde: ~
            url: https://example.com/a#b
            """)
        #expect(yaml["description"]?.string == "A long description that goes on")
        #expect(yaml["empty"] == .scalar(""))
        #expect(yaml["empty"]?.string == nil)
        #expect(yaml["tilde"]?.string == nil)
        #expect(yaml["url"]?.string == "https://example.com/a#b")
    }

    @Test func sequencesOfMappingsNestDeeply() throws {
        let yaml = try YAMLSubset.parse("""
            options:
              - label: I agree
                required: true
              - label: Me too
            matrix:
              - - a
                - b
              -
                c: d
            """)
        #expect(yaml["options"]?.items.map { $0["label"]?.string } == ["I agree", "Me too"])
        #expect(yaml["options"]?.items.first?["required"]?.isTrue == true)
        #expect(yaml["matrix"]?.items.first?.stringList == ["a", "b"])
        #expect(yaml["matrix"]?.items.last?["c"]?.string == "d")
    }

    @Test func reportsWhatItCannotReadWithTheLine() {
        #expect(throws: YAMLSubset.Failure(line: 2, message: "a quoted string is not closed on its line")) {
            try YAMLSubset.parse("name: ok\ntitle: \"open\n")
        }
        #expect(throws: YAMLSubset.Failure(line: 3, message: "unexpected indentation")) {
            try YAMLSubset.parse("a:\n  b: 1\n    c: 2\n")
        }
        #expect(throws: YAMLSubset.Failure(line: 2, message: "\"a\" appears twice")) {
            try YAMLSubset.parse("a: 1\na: 2\n")
        }
        #expect(throws: YAMLSubset.Failure(line: 1, message: "anchors, aliases and tags are not supported")) {
            try YAMLSubset.parse("a: &anchor 1\n")
        }
    }

    /// 64 levels read; one more is a failure on the line where it starts, not a stack overflow
    /// (30,000 `- ` on one line used to crash gh-lite).
    @Test func nestingStopsAt64LevelsWithAFailureInsteadOfAStackOverflow() throws {
        let deepest = try YAMLSubset.parse(String(repeating: "- ", count: 63) + "leaf\n")
        var value = deepest
        for _ in 1...63 { value = try #require(value.items.first) }
        #expect(value == .scalar("leaf"))
        let tooDeep = YAMLSubset.Failure(
            line: 1, message: "nested more than 64 levels deep; a template needs a few, so fix or remove this file")
        #expect(throws: tooDeep) { try YAMLSubset.parse(String(repeating: "- ", count: 30_000)) }
        let staircase = (0..<300).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        #expect(throws: YAMLSubset.Failure(line: 66, message: tooDeep.message)) {
            try YAMLSubset.parse("title: x\n" + staircase)
        }
    }
}
