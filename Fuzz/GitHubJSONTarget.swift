/// GitHub's JSON answers, REST and GraphQL, read through gh-lite's own decoders (`GitHubJSON`, with Codable or
/// the one-pass `JSONScanner`): any body gives a value or `UnexpectedResponseError`. Bodies that read as repositories or issues are then shown by whole
/// commands, as a table, as piped rows and as `--json`: piped output carries no escape or control
/// characters, and `--json` output is JSON.
enum GitHubJSONTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        let body = Data(input)
        let response = HTTPResponse(status: 200, headers: HTTPHeaders([("X-GitHub-Request-Id", "F00D:1")]), body: body)
        let repositories = scan(response) { try $0.array(Repository.init(scanning:)) }
        _ = scan(response) { try Repository(scanning: &$0) }
        let issues = decode([Issue].self, response)
        // REST's issue list as the side-by-side pages of a cold list read it: scanned in one pass.
        _ = scan(response) { try $0.array(Issue.init(scanning:)) }
        let issue = decode(Issue.self, response)
        _ = decode([IssueComment].self, response)
        _ = decode([Label].self, response)
        _ = decode([Milestone].self, response)
        _ = decode(CreatedIssue.self, response)
        _ = decode(IssueSearchEndpoint.Results.self, response)
        // The issue list's GraphQL envelope, read as gh-lite reads it: `data`, scanned in one pass.
        let connection = scan(response) { json -> IssueListQuery.Data? in
            var data: IssueListQuery.Data?
            try json.object { json, key in
                if key == "data" { data = try json.optional(IssueListQuery.Data.init(scanning:)) } else { try json.skip() }
            }
            return data
        }
        _ = try? GitHubJSON.decoder().decode(GitHubErrorBody.self, from: body)
        // A mirror record, read in one pass: one that reads is written and read back the same.
        if let record = try? MirroredIssue.read(body) {
            guard let again = try? MirroredIssue.read(JSONEncoder().encode(record)), again == record else {
                fatalError("a mirror record read did not read back the same once written")
            }
        }

        if repositories != nil { show(["repos"], body: body, fields: RepositoryJSON.fields) }
        // A label filter lists through REST; without one, through GraphQL.
        if issues != nil { show(["issues", "octocat/Hello-World", "-l", "bug"], body: body, fields: IssueJSON.fields) }
        if connection ?? nil != nil { show(["issues", "octocat/Hello-World"], body: body, fields: IssueJSON.fields) }
        if issue != nil { show(["issues", "octocat/Hello-World", "1"], body: body, fields: IssueJSON.fields) }
    }

    static func decode<T: Decodable>(_ type: T.Type, _ response: HTTPResponse) -> T? {
        do {
            return try GitHubJSON.decode(type, from: response, url: "https://api.github.com/fuzz")
        } catch is UnexpectedResponseError {
            return nil
        } catch {
            fatalError("decoding \(T.self) threw \(error), not UnexpectedResponseError")
        }
    }

    static func scan<T>(_ response: HTTPResponse, _ read: (inout JSONScanner) throws -> T) -> T? {
        do {
            return try GitHubJSON.scan(response, url: "https://api.github.com/fuzz", read)
        } catch is UnexpectedResponseError {
            return nil
        } catch {
            fatalError("scanning \(T.self) threw \(error), not UnexpectedResponseError")
        }
    }

    /// Runs the command against a GitHub that answers every request with `body` (comments with none).
    static func show(_ arguments: [String], body: Data, fields: [String]) {
        var environment = ContainerEnvironment.mock
        let transport = HTTPTransport { request in
            HTTPResponse(status: 200, body: request.url.contains("/comments") ? Data("[]".utf8) : body)
        }
        environment.gitHub = .http(GitHubAPI(transport: transport, baseURL: "https://api.github.com", host: "github.com",
                                             token: { AuthToken(value: "gho_fuzz", source: .file("memory")) },
                                             now: { MockGitHubData.epoch }, timeZone: .gmt))
        for (extra, terminal) in [([], true), ([], false), (["--json", fields.joined(separator: ",")], false)] {
            let memory = MemoryIO(terminal: terminal, width: 80)
            let code = CommandLineInterface.run(arguments + extra, variables: [:], io: memory.io,
                                                makeEnvironment: { _ in environment })
            fuzzCheck(code == .ok || !memory.error.isEmpty, "\(arguments + extra): exit code \(code) without a message")
            guard !terminal else { continue }
            for text in [memory.output, memory.error] {
                fuzzCheck(text.unicodeScalars.allSatisfy { $0 == "\n" || $0 == "\t" || TerminalTextTarget.isSafe($0) },
                          "\(arguments + extra): a control character reached piped output")
            }
            if !extra.isEmpty, code == .ok {
                fuzzCheck((try? JSONDecoder().decode(AnyJSON.self, from: Data(memory.output.utf8))) != nil,
                          "\(arguments + extra): --json output is not JSON")
            }
        }
    }
}

/// Any JSON document, read only to prove it is one.
private struct AnyJSON: Decodable {
    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            while !list.isAtEnd { _ = try list.decode(AnyJSON.self) }
        } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
            for key in object.allKeys { _ = try object.decode(AnyJSON.self, forKey: key) }
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() { return }
            if (try? value.decode(Bool.self)) != nil || (try? value.decode(Double.self)) != nil { return }
            _ = try value.decode(String.self)
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
