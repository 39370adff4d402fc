import GHLiteCore
import Testing

@Suite(.strictDoubles) struct IssueLifecycleOptionsTests {
    static let helloWorld = RepoRef(owner: "octocat", name: "Hello-World")

    func parse<Options>(_ spec: CommandSpec, _ words: [String],
                        _ parse: (ParsedArguments) throws -> Options) throws -> Options {
        try parse(ArgumentParser(spec: spec).parse(words))
    }

    func usageError<Options>(_ spec: CommandSpec, _ words: [String],
                             _ parse: (ParsedArguments) throws -> Options) -> String? {
        do {
            _ = try self.parse(spec, words, parse)
            return nil
        } catch let error as UsageError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func lockTakesAReasonAndSeveralIssues() throws {
        let options = try parse(IssueLockOptions.spec, ["12", "#13", "-r", "off_topic", "--yes"], IssueLockOptions.parse)
        #expect(options == IssueLockOptions(issues: IssueBatchOptions(selection: IssueSelection(.numbers([12, 13])),
                                                                      yes: true), reason: .offTopic))
        for reason in IssueLockReason.allCases {
            #expect(try parse(IssueLockOptions.spec, ["1", "--reason", reason.rawValue], IssueLockOptions.parse).reason == reason)
        }
        #expect(try parse(IssueLockOptions.spec, ["--search", "is:closed", "-R", "octocat/Hello-World"],
                          IssueLockOptions.parse).issues.selection
                == IssueSelection(.search("is:closed"), repository: Self.helloWorld))
        #expect(usageError(IssueLockOptions.spec, ["1", "-r", "angry"], IssueLockOptions.parse)
                == "invalid argument \"angry\" for \"--reason\": valid values are {off_topic|resolved|spam|too_heated}")
        #expect(usageError(IssueLockOptions.spec, [], IssueLockOptions.parse)
                == "an issue NUMBER or URL, or `--search QUERY`, is required")
    }

    @Test func unlockPinAndUnpinTakeIssuesSearchAndYes() throws {
        for spec in [IssueUnlockOptions.spec, IssuePinOptions.spec, IssueUnpinOptions.spec] {
            let options = try parse(spec, ["https://github.com/octocat/Hello-World/issues/4", "5", "--yes"],
                                    IssueBatchOptions.parse)
            #expect(options == IssueBatchOptions(selection: IssueSelection(.numbers([4, 5]), repository: RepoRef(
                owner: "octocat", name: "Hello-World", host: "github.com")), yes: true))
            #expect(try parse(spec, ["-S", "label:bug"], IssueBatchOptions.parse).selection
                    == IssueSelection(.search("label:bug")))
            #expect(usageError(spec, ["5", "-r", "spam"], IssueBatchOptions.parse) != nil)
            #expect(usageError(spec, ["x"], IssueBatchOptions.parse) == "invalid issue format: \"x\"")
        }
    }

    @Test func deleteTakesOneIssueAndYes() throws {
        #expect(try parse(IssueDeleteOptions.spec, ["#4", "--yes", "-R", "octocat/Hello-World"], IssueDeleteOptions.parse)
                == IssueDeleteOptions(number: 4, repository: Self.helloWorld, yes: true))
        #expect(try parse(IssueDeleteOptions.spec, ["4"], IssueDeleteOptions.parse) == IssueDeleteOptions(number: 4))
        #expect(usageError(IssueDeleteOptions.spec, [], IssueDeleteOptions.parse) == "an issue NUMBER or URL is required")
        #expect(usageError(IssueDeleteOptions.spec, ["4", "5"], IssueDeleteOptions.parse) != nil)
        #expect(usageError(IssueDeleteOptions.spec, ["four"], IssueDeleteOptions.parse) == "invalid issue format: \"four\"")
    }

    @Test func transferTakesAnIssueAndADestination() throws {
        #expect(try parse(IssueTransferOptions.spec, ["6", "octocat/empty"], IssueTransferOptions.parse)
                == IssueTransferOptions(number: 6, destination: RepoRef(owner: "octocat", name: "empty")))
        let fromURL = try parse(IssueTransferOptions.spec, ["https://github.com/octocat/Hello-World/issues/6",
                                                            "octocat/empty"], IssueTransferOptions.parse)
        #expect(fromURL.repository == RepoRef(owner: "octocat", name: "Hello-World", host: "github.com"))
        #expect(usageError(IssueTransferOptions.spec, ["6"], IssueTransferOptions.parse)
                == "issue and destination repository are required")
        #expect(usageError(IssueTransferOptions.spec, ["6", "nowhere"], IssueTransferOptions.parse)
                == "expected the \"[HOST/]OWNER/REPO\" format, got \"nowhere\"")
    }
}
