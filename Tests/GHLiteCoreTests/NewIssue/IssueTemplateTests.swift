import GHLiteCore
import GHLiteMock
import Testing

@Suite(.strictDoubles) struct IssueTemplateTests {
    @Test func markdownFrontMatterGivesNameTitleLabelsAndAssignees() throws {
        let template = try #require(try IssueTemplate.parse(fileName: "bug_report.md", text: """
            ---
            name: Bug report
            about: Create a report to help us improve
            title: "[BUG] "
            labels: bug, needs triage
            assignees:
              - octocat
            ---

            **Describe the bug**
            A clear description.
            """))
        #expect(template == IssueTemplate(name: "Bug report", fileName: "bug_report.md",
                                          about: "Create a report to help us improve", title: "[BUG] ",
                                          body: "**Describe the bug**\nA clear description.",
                                          labels: ["bug", "needs triage"], assignees: ["octocat"]))
    }

    @Test func aFrontMatterErrorNamesTheLineOfTheFile() {
        let text = "---\nname: Bug\ntitle: \"unclosed\n---\nBody\n"
        #expect(throws: YAMLSubset.Failure(line: 3, message: "a quoted string is not closed on its line")) {
            try IssueTemplate.parse(fileName: "bug.md", text: text)
        }
    }

    @Test func markdownWithoutFrontMatterIsNamedAfterItsFile() throws {
        let template = try #require(try IssueTemplate.parse(fileName: "question.md", text: "Ask away\n"))
        #expect(template.name == "question")
        #expect(template.body == "Ask away\n")
        #expect(template.labels.isEmpty)
    }

    @Test func issueFormsBecomeAMarkdownSkeleton() throws {
        let template = try #require(try IssueTemplate.parse(fileName: "feature.yml", text: """
            name: Feature request
            description: Suggest an idea
            title: "[Feature]: "
            labels: ["enhancement"]
            assignees: monalisa
            body:
              - type: markdown
                attributes:
                  value: Thanks for taking the time!
              - type: input
                id: summary
                attributes:
                  label: Summary
                  description: One line.
                validations:
                  required: true
              - type: textarea
                attributes:
                  label: Logs
                  render: shell
              - type: textarea
                attributes:
                  label: Motivation
                  value: |
                    I want to...
              - type: dropdown
                attributes:
                  label: Priority
                  options: [Low, Medium, High]
                  default: 1
              - type: checkboxes
                attributes:
                  label: Terms
                  options:
                    - label: I agree
                      required: true
                    - label: I read the docs
            """))
        #expect(template.name == "Feature request")
        #expect(template.about == "Suggest an idea")
        #expect(template.title == "[Feature]: ")
        #expect(template.labels == ["enhancement"])
        #expect(template.assignees == ["monalisa"])
        #expect(template.body == """
            ### Summary

            <!-- One line. (required) -->

            ### Logs

            ```shell
            ```

            ### Motivation

            I want to...

            ### Priority

            <!-- One of: Low, Medium, High -->
            Medium

            ### Terms

            - [ ] I agree
            - [ ] I read the docs

            """)
    }

    @Test func configFilesAndOtherFilesAreNotTemplates() throws {
        #expect(try IssueTemplate.parse(fileName: "config.yml", text: "blank_issues_enabled: false\n") == nil)
        #expect(try IssueTemplate.parse(fileName: "notes.txt", text: "hello") == nil)
    }

    @Test func loadsSortedTemplatesAndReportsBrokenOnes() throws {
        let files: [String: String] = [
            ".github/ISSUE_TEMPLATE/b.md": "---\nname: B\n---\nbody b",
            ".github/ISSUE_TEMPLATE/a.yml": "name: A\nbody: []\n",
            ".github/ISSUE_TEMPLATE/broken.yml": "name: \"unclosed\n",
            ".github/ISSUE_TEMPLATE/config.yml": "blank_issues_enabled: true\n",
        ]
        let templates = try IssueTemplates.load(from: Self.source(files))
        #expect(templates.templates.map(\.name) == ["A", "B"])
        #expect(templates.problems == ["broken.yml: line 1: a quoted string is not closed on its line"])
        #expect(templates.named("b")?.fileName == "b.md")
        #expect(templates.named("A.YML")?.name == "A")
    }

    @Test func aLegacySingleTemplateIsUsedOnlyWithoutAFolder() throws {
        let legacy = try IssueTemplates.load(from: Self.source([".github/ISSUE_TEMPLATE.md": "### Expected\n"]))
        #expect(legacy.templates.isEmpty)
        #expect(legacy.legacyBody == "### Expected\n")
        #expect(try IssueTemplates.load(from: Self.source(["README.md": "hi"])) == IssueTemplates())
    }

    @Test func atMost25TemplatesAreReadAndAFileNamedPastThemIsReadAlone() throws {
        let names = (0..<30).map { "t\($0 + 10).md" }
        let read = Locked<[String]>([])
        let source = IssueTemplates.Source(
            list: { $0 == ".github" ? ["ISSUE_TEMPLATE"] : names + ["config.yml"] },
            read: { path in
                read.withLock { $0.append(path) }
                return Data("Body of \(path)".utf8)
            })
        let first = try IssueTemplates.load(from: source)
        #expect(first.templates.map(\.fileName) == Array(names.prefix(25)))
        #expect(first.leftOut == 5)
        #expect(read.value.count == 25)
        read.withLock { $0 = [] }
        let named = try IssueTemplates.load(from: source, wanted: "T39")
        #expect(named.templates.map(\.fileName) == ["t39.md"])
        #expect(named.leftOut == 0)
        #expect(read.value == [".github/ISSUE_TEMPLATE/t39.md"])
    }

    @Test func theContentsAPISourceTreats404AsMissing() throws {
        let source = IssueTemplates.Source.contents { path in
            switch path {
            case ".github": return .directory([.init(name: "ISSUE_TEMPLATE", path: ".github/ISSUE_TEMPLATE", type: "dir")])
            case ".github/ISSUE_TEMPLATE": return .directory([.init(name: "q.md", path: ".github/ISSUE_TEMPLATE/q.md", type: "file")])
            case ".github/ISSUE_TEMPLATE/q.md": return .file(path: path, data: Data("---\nname: Question\n---\nAsk".utf8))
            default: throw GitHubAPIError(status: 404, message: "Not Found", url: "u")
            }
        }
        #expect(try IssueTemplates.load(from: source).templates.map(\.name) == ["Question"])
        #expect(try source.read("missing.md") == nil)
        let failing = IssueTemplates.Source.contents { _ in throw GitHubAPIError(status: 500, message: "Boom", url: "u") }
        #expect(throws: GitHubAPIError.self) { try IssueTemplates.load(from: failing) }
    }

    @Test func aTemplateLongerThanAnIssueBodyOrRefusedByTheCheckoutIsSkippedWithAProblem() throws {
        var source = Self.source([".github/ISSUE_TEMPLATE/big.md": String(repeating: "x", count: IssueBodyLimit.characters + 1),
                                  ".github/ISSUE_TEMPLATE/link.md": "", ".github/ISSUE_TEMPLATE/ok.md": "Fine"])
        let read = source.read
        source.read = { path in
            guard !path.hasSuffix("link.md") else { throw FileRefused("it leads outside the checkout") }
            return try read(path)
        }
        let found = try IssueTemplates.load(from: source)
        #expect(found.templates.map(\.fileName) == ["ok.md"])
        #expect(found.problems == ["big.md: it is longer than GitHub allows for an issue body (65,536 characters)",
                                   "link.md: it leads outside the checkout"])
    }

    @Test func theCheckoutRootIsTheNearestFolderWithGit() throws {
        let folders: [String: [String]] = ["/src/app": [".git", "Sources"], "/src/app/Sources/Deep": ["x.swift"]]
        #expect(try IssueTemplates.Source.checkoutRoot(from: "/src/app/Sources/Deep", listDirectory: { folders[$0] ?? [] }) == "/src/app")
        #expect(try IssueTemplates.Source.checkoutRoot(from: "/tmp/elsewhere", listDirectory: { folders[$0] ?? [] }) == nil)
    }

    static func source(_ files: [String: String]) -> IssueTemplates.Source {
        let memory = FileSystem.memory(Locked(Dictionary(uniqueKeysWithValues: files.map { ("/repo/" + $0.key, Data($0.value.utf8)) })))
        return .checkout(root: "/repo", files: memory)
    }
}
