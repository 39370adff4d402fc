@testable import GHLiteCore
import Testing

/// The `--template` examples of `gh help formatting` (gh 2.23), on data shaped as in its examples.
@Suite(.strictDoubles) struct GoTemplateHelpExampleTests {
    static let pullRequests = #"""
        [{"number": 123, "title": "A helpful contribution", "headRefName": "contribution-branch", "updatedAt": "2024-05-31T12:00:00Z",
          "url": "https://github.com/cli/cli/pull/123"},
         {"number": 124, "title": "Improve the docs", "headRefName": "docs-branch", "updatedAt": "2024-05-30T12:00:00Z",
          "url": "https://github.com/cli/cli/pull/124"},
         {"number": 125, "title": "An exciting new feature", "headRefName": "feature-branch", "updatedAt": "2024-05-30T11:00:00Z",
          "url": "https://github.com/cli/cli/pull/125"}]
        """#

    @Test func hyperlinkHelper() throws {
        let template = #"{{range .}}{{hyperlink .url .title}}{{"\n"}}{{end}}"#
        let firstLink = "\u{1B}]8;;https://github.com/cli/cli/pull/123\u{1B}\\A helpful contribution\u{1B}]8;;\u{1B}\\\n"
        #expect(try renderTemplate(template, Self.pullRequests).hasPrefix(firstLink))
        #expect(try renderTemplate(template, Self.pullRequests, terminal: true, colors: true).hasPrefix(firstLink))
    }

    @Test func modifyingTheDisplayFormat() throws {
        let template = ##"{{range .}}{{tablerow (printf "#%v" .number | autocolor "green") .title .headRefName (timeago .updatedAt)}}{{end}}"##
        #expect(try renderTemplate(template, Self.pullRequests) == """
            #123  A helpful contribution   contribution-branch  1 day ago
            #124  Improve the docs         docs-branch          2 days ago
            #125  An exciting new feature  feature-branch       2 days ago

            """)
    }

    @Test func multipleTablesWithHeaders() throws {
        let pullRequest = #"""
            {"number": 3519, "title": "Add table and helper template functions", "body": "Resolves #3488",
             "assignees": [{"login": "mislav", "name": "Mislav Marohnić"}],
             "reviews": [{"author": {"login": "mislav"}, "state": "COMMENTED", "body": "This is going along great! Thanks for working on this ❤️"}]}
            """#
        let template = """
            {{printf "#%v" .number}} {{.title}}

            {{.body}}

            {{tablerow "ASSIGNEE" "NAME"}}{{range .assignees}}{{tablerow .login .name}}{{end}}{{tablerender}}
            {{tablerow "REVIEWER" "STATE" "COMMENT"}}{{range .reviews}}{{tablerow .author.login .state .body}}{{end}}

            """
        #expect(try renderTemplate(template, pullRequest) == """
            #3519 Add table and helper template functions

            Resolves #3488

            ASSIGNEE  NAME
            mislav    Mislav Marohnić


            REVIEWER  STATE      COMMENT
            mislav    COMMENTED  This is going along great! Thanks for working on this ❤️

            """)
    }
}
