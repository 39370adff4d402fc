import Foundation
@testable import GHLiteCore
import GHLiteMock
import Testing

/// Every error the code throws to the user prints its own sentence and exits with its own code, whether the command
/// line's parsing or the run threw it: never a Swift value such as `CommandError(userMessage: ...)`.
@Suite(.strictDoubles) struct UserFacingErrorSentenceTests {
    struct Odd: Error {}

    /// One or more of each `UserFacingError` in GHLiteCore, every case of its enums.
    static let samples: [any UserFacingError] = {
        let repo = RepoRef(owner: "octocat", name: "Hello-World")
        let comment = CommentDraft(repository: "octocat/Hello-World", issue: 2, body: "Keep me")
        let edit = IssueEditDraft(repository: "octocat/Hello-World", issue: 2, title: "New title", body: "New body")
        let refused = GitHubAPIError(status: 422, message: "Validation Failed", url: "https://api.github.com/x")
        return [
            CommandError("#?5 is a new issue waiting in the outbox"), CommandError.cancelled,
            UsageError("invalid limit: 0", usage: "Usage:  gh-lite repos [OWNER] [flags]"),
            DeviceFlowError.expiredToken, DeviceFlowError.deadlinePassed(minutes: 15), DeviceFlowError.accessDenied,
            DeviceFlowError.incorrectClientCredentials, DeviceFlowError.incorrectDeviceCode,
            DeviceFlowError.unsupportedGrantType, DeviceFlowError.deviceFlowDisabled,
            DeviceFlowError.unknownClient(status: 404), DeviceFlowError.other(code: "slow_down", description: "too fast"),
            LoginError.missingClientID(host: "github.com"), LoginError.cancelled,
            LoginError.tokenRejected(status: 401, message: "Bad"), LoginError.noTokenOnInput, LoginError.malformedToken,
            LoginError.hostileVerificationURI,
            EnvironmentTokenInUse(variable: "GH_TOKEN", action: .login),
            UnsentCommentError(summary: "the comment was not sent", exitCode: .error, draft: comment,
                               saved: .draft(path: "/tmp/c.json"), checkURL: "https://github.com/x"),
            UnsentCommentError(summary: "the comment was not sent", exitCode: .error, draft: comment,
                               saved: .notSaved(reason: "disk full")),
            UnsentEditError(summary: "the edit was not sent", exitCode: .error, draft: edit,
                            saved: .notSaved(reason: "disk full"), issueURL: "https://github.com/x"),
            UnsavedIssueError(summary: "the issue was not created", exitCode: .error, saved: .draft(path: "/tmp/i.json"),
                              repository: repo, issuesURL: nil),
            MetadataError(problems: ["no label named \"bgu\" in octocat/Hello-World"]),
            EditorInterrupted(text: "half"), Interrupted(),
            PartlyWritten(done: "commented", notDone: "not closed", cause: refused),
            PartlyWritten(done: "commented", notDone: "not closed", cause: Odd()),
            CommentRefused(past: "closed", cause: refused),
            UnreachableBeforeWriting(cause: TransportError(kind: .couldNotConnect, host: "api.github.com",
                                                           detail: "refused")),
            refused,
            PaginationError(kind: .link, reason: .repeated, pagesRead: 3),
            PaginationError(kind: .cursor, reason: .tooManyPages, pagesRead: 1),
            RateLimitError(kind: .primary(resetsAt: Date(timeIntervalSince1970: 600)),
                           now: Date(timeIntervalSince1970: 0)),
            RateLimitError(kind: .secondary(retryAfter: 60), now: Date(timeIntervalSince1970: 0)),
            UnexpectedResponseError(status: 200, url: "https://api.github.com/x", requestID: "AB:CD", detail: "not JSON"),
            GraphQLError(type: "NOT_FOUND", message: "Could not resolve to an Issue", others: 1),
            AuthenticationError(host: "github.com", reason: .notSignedIn),
            AuthenticationError(host: "github.com", reason: .rejected(status: 401, message: "Bad credentials",
                                                                       source: .environment("GH_TOKEN"))),
            AuthenticationError(host: "github.com", reason: .malformed(source: .file("/tmp/token"))),
            TransportError(kind: .timedOut, host: "api.github.com", detail: "30 s", writeMayHaveBeenApplied: true),
            JQError("cannot iterate over null"), GoTemplateError("template: 1: unexpected \"}\""),
        ]
    }()

    /// The `TypeName(field:` and `.case(label:` shapes of a value Swift prints for itself.
    static func looksLikeASwiftValue(_ text: String) -> Bool {
        text.range(of: #"[A-Za-z_][A-Za-z0-9_]*\([A-Za-z_][A-Za-z0-9_]*:"#, options: .regularExpression) != nil
    }

    @Test(arguments: samples.indices)
    func everyUserFacingErrorPrintsItsSentenceWithItsExitCodeFromParsingOrRunning(_ index: Int) {
        let error = Self.samples[index]
        let sentence = TerminalText.block(error.userMessage) + "\n"
        #expect(!Self.looksLikeASwiftValue(sentence), "\(sentence)")
        #expect(!sentence.contains(String(describing: type(of: error)) + "("), "\(sentence)")
        // Parsing's catch-all hands its error to `report(_:to:)`; a run throws it out of `report(to:)`'s body.
        let reporters: [(any Error, IO) -> ExitCode] = [
            CommandLineInterface.report(_:to:),
            { error, io in CommandLineInterface.report(to: io) { throw error } },
        ]
        for thrower in reporters {
            let memory = MemoryIO(terminal: false)
            #expect(thrower(error, memory.io) == error.exitCode)
            #expect(memory.error == sentence)
            #expect(memory.output.isEmpty)
        }
    }

    /// `issue view '#?5'` fails while its words are read: the catch-all there prints the sentence too.
    @Test func anErrorWhileReadingTheCommandLinePrintsItsSentence() {
        let memory = MemoryIO(terminal: false)
        let code = CommandLineInterface.run(["issue", "view", "#?5"], variables: [:], io: memory.io,
                                            makeEnvironment: { _ in .failing })
        #expect(code == .error)
        #expect(memory.error == "#?5 is a new issue waiting in the outbox (entry 5): it gets its number when "
                + "`gh-lite sync` sends it; `gh-lite sync --status` lists what waits\n")
    }

    /// The samples cover every type that conforms, so a new one cannot be left out of the walk above.
    @Test func theSamplesCoverEveryUserFacingErrorInTheSources() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/GHLiteCore")
        var declared: Set<String> = []
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let pattern = #"(?:struct|enum|class|extension) ([A-Za-z0-9_.]+)[^{\n]*:[^{\n]*\bUserFacingError\b"#
            let regex = try NSRegularExpression(pattern: pattern)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let name = Range(match.range(at: 1), in: text) { declared.insert(String(text[name])) }
            }
        }
        declared.remove("UserFacingError")
        let sampled = Set(Self.samples.map { String(describing: type(of: $0)) })
        #expect(declared.count > 20, "the scan found the declarations: \(declared.sorted())")
        #expect(declared.subtracting(sampled).isEmpty, "not sampled: \(declared.subtracting(sampled).sorted())")
    }
}
