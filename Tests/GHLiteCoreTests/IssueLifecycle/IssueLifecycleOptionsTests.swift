import GHLiteCore
import Testing

@Suite(.strictDoubles) struct IssueLifecycleOptionsTests: OptionsParsing {
    static let helloWorld = RepoRef(owner: "octocat", name: "Hello-World")

    @Test func lockTakesAReasonAndSeveralIssues() throws {
        let options = try parse(IssueLockOptions.spec, IssueLockOptions.parse,
                                ["12", "#13", "-r", "off_topic", "--yes"])
        #expect(options == IssueLockOptions(issues: IssueBatchOptions(selection: IssueSelection(.numbers([12, 13])),
                                                                      yes: true), reason: .offTopic))
        for reason in IssueLockReason.allCases {
            #expect(try parse(IssueLockOptions.spec, IssueLockOptions.parse, ["1", "--reason", reason.rawValue]).reason
                    == reason)
        }
        #expect(try parse(IssueLockOptions.spec, IssueLockOptions.parse,
                          ["--search", "is:closed", "-R", "octocat/Hello-World"]).issues.selection
                == IssueSelection(.search("is:closed"), repository: Self.helloWorld))
        #expect(message(IssueLockOptions.spec, IssueLockOptions.parse, ["1", "-r", "angry"])
                == "invalid argument \"angry\" for \"--reason\": valid values are {off_topic|resolved|spam|too_heated}")
        #expect(message(IssueLockOptions.spec, IssueLockOptions.parse, [])
                == "an issue NUMBER or URL, or `--search QUERY`, is required")
    }

    @Test func unlockPinAndUnpinTakeIssuesSearchAndYes() throws {
        for spec in [IssueUnlockOptions.spec, IssuePinOptions.spec, IssueUnpinOptions.spec] {
            let options = try parse(spec, IssueBatchOptions.parse,
                                    ["https://github.com/octocat/Hello-World/issues/4", "5", "--yes"])
            #expect(options == IssueBatchOptions(selection: IssueSelection(.numbers([4, 5]), repository: RepoRef(
                owner: "octocat", name: "Hello-World", host: "github.com")), yes: true))
            #expect(try parse(spec, IssueBatchOptions.parse, ["-S", "label:bug"]).selection
                    == IssueSelection(.search("label:bug")))
            #expect(message(spec, IssueBatchOptions.parse, ["5", "-r", "spam"]) != nil)
            #expect(message(spec, IssueBatchOptions.parse, ["x"]) == "invalid issue format: \"x\"")
        }
    }

    @Test func deleteTakesOneIssueAndYes() throws {
        #expect(try parse(IssueDeleteOptions.spec, IssueDeleteOptions.parse,
                          ["#4", "--yes", "-R", "octocat/Hello-World"])
                == IssueDeleteOptions(number: 4, repository: Self.helloWorld, yes: true))
        #expect(try parse(IssueDeleteOptions.spec, IssueDeleteOptions.parse, ["4"]) == IssueDeleteOptions(number: 4))
        #expect(message(IssueDeleteOptions.spec, IssueDeleteOptions.parse, []) == "an issue NUMBER or URL is required")
        #expect(message(IssueDeleteOptions.spec, IssueDeleteOptions.parse, ["4", "5"]) != nil)
        #expect(message(IssueDeleteOptions.spec, IssueDeleteOptions.parse, ["four"])
                == "invalid issue format: \"four\"")
    }

    @Test func transferTakesAnIssueAndADestination() throws {
        #expect(try parse(IssueTransferOptions.spec, IssueTransferOptions.parse, ["6", "octocat/empty"])
                == IssueTransferOptions(number: 6, destination: RepoRef(owner: "octocat", name: "empty")))
        let fromURL = try parse(IssueTransferOptions.spec, IssueTransferOptions.parse,
                                ["https://github.com/octocat/Hello-World/issues/6", "octocat/empty"])
        #expect(fromURL.repository == RepoRef(owner: "octocat", name: "Hello-World", host: "github.com"))
        #expect(message(IssueTransferOptions.spec, IssueTransferOptions.parse, ["6"])
                == "issue and destination repository are required")
        #expect(message(IssueTransferOptions.spec, IssueTransferOptions.parse, ["6", "nowhere"])
                == "expected the \"[HOST/]OWNER/REPO\" format, got \"nowhere\"")
    }
}
