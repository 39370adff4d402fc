/// `gh-lite api ENDPOINT`: gh's escape hatch, any request to GitHub's REST or GraphQL API with the signed-in token.
public struct ApiOptions: Sendable, Equatable {
    /// `repos/{owner}/{repo}/issues`, `/user`, `graphql`, or a whole URL.
    public var endpoint: String
    /// `-X`; nil: GET, or POST when there are fields or `--input`.
    public var method: String?
    /// `-f` fields, then `-F` fields, in the order given.
    var fields: [ApiFields.Field] = []
    public var headers: [(String, String)] = []
    /// `--input`: the file (`-`: standard input) sent as the body.
    public var input: String?
    public var include = false
    public var silent = false
    public var paginate = false
    public var filter: JQFilter?
    public var template: GoTemplate?
    /// `--cache`: how long an answer is kept, in seconds.
    public var cacheSeconds: Double?

    enum Flags {
        static let method = Flag.text("method", short: "X", help: "The HTTP method for the request (default \"GET\")")
        static let rawField = Flag<[String]>(FlagSpec("raw-field", short: "f", .value(placeholder: "key=value"),
                                                      help: "Add a string parameter in key=value format")) { $0 }
        static let field = Flag<[String]>(FlagSpec("field", short: "F", .value(placeholder: "key=value"),
                                                   help: "Add a typed parameter in key=value format")) { $0 }
        static let header = Flag<[String]>(FlagSpec("header", short: "H", .value(placeholder: "key:value"),
                                                    help: "Add a HTTP request header in key:value format")) { $0 }
        static let input = Flag.text("input", placeholder: "file", help: "The file to use as body for the HTTP request "
                                     + "(use \"-\" to read from standard input)", values: .file)
        static let include = Flag.switch("include", short: "i",
                                         help: "Include HTTP response status line and headers in the output")
        static let silent = Flag.switch("silent", help: "Do not print the response body")
        static let paginate = Flag.switch("paginate", help: "Make additional HTTP requests to fetch all pages of results")
        static let jq = Flag.text("jq", short: "q", placeholder: "string",
                                  help: "Query to select values from the response using jq syntax")
        static let template = Flag.text("template", short: "t", placeholder: "string",
                                        help: "Format JSON output using a Go template; see \"gh-lite help \(FormattingHelp.topic)\"")
        static let cache = Flag.text("cache", placeholder: "duration",
                                     help: "Cache the response, e.g. \"3600s\", \"60m\", \"1h\"")
        static let hostname = Flag.text("hostname", help: "The GitHub hostname for the request (default \"github.com\")",
                                        setting: "GH_HOST")
    }

    public static let spec = CommandSpec(
        name: "api",
        summary: "Make an authenticated GitHub API request.",
        usage: "api <endpoint> [flags]",
        flags: [Flags.method, Flags.rawField, Flags.field, Flags.header, Flags.input, Flags.include, Flags.silent,
                Flags.paginate, Flags.jq, Flags.template, Flags.cache, Flags.hostname],
        maxPositionals: 1,
        details: """
            Makes an authenticated HTTP request to the GitHub API and prints the response, as gh api does. The \
            endpoint is a path of the REST API (`repos/{owner}/{repo}/issues`), `graphql`, or a whole URL; a URL on \
            another host is sent without the token. {owner} and {repo} are the current repository's.
            The default method is GET, or POST when parameters are given. -f adds a string parameter; -F a typed \
            one: true, false, null and whole numbers become JSON values, and @file (@- for standard input) the \
            file's text. key[]=value adds to an array, key[sub]=value to an object. For GET the parameters go into \
            the query string, otherwise into a JSON body; for graphql every one but query and operationName is a \
            variable.
            --paginate reads every page: REST's Link next pages, or for graphql the pageInfo cursor, which the \
            query takes as $endCursor. Each page is printed as it comes.
            A GET is tried again on a lost connection or a 502/503/504; any other method is sent once.
            """,
        examples: ["gh-lite api repos/{owner}/{repo}/releases", "gh-lite api /user --jq .login",
                   "gh-lite api -X PATCH repos/octocat/Hello-World/issues/1 -f state=closed",
                   "gh-lite api graphql -F owner='{owner}' -f query='query($owner: String!) { repositoryOwner(login: $owner) { id } }'",
                   "gh-lite api --paginate repos/{owner}/{repo}/issues --jq '.[].title'"])

    public init(endpoint: String) {
        self.endpoint = endpoint
    }

    public static func == (lhs: ApiOptions, rhs: ApiOptions) -> Bool {
        lhs.endpoint == rhs.endpoint && lhs.method == rhs.method && lhs.fields == rhs.fields
            && lhs.headers.elementsEqual(rhs.headers, by: ==) && lhs.input == rhs.input && lhs.include == rhs.include
            && lhs.silent == rhs.silent && lhs.paginate == rhs.paginate && lhs.filter == rhs.filter
            && lhs.template == rhs.template && lhs.cacheSeconds == rhs.cacheSeconds
    }

    public static func parse(_ arguments: ParsedArguments) throws -> ApiOptions {
        guard let endpoint = arguments.positionals.first else {
            throw UsageError("accepts 1 arg(s), received 0", usage: arguments.usage)
        }
        var options = ApiOptions(endpoint: endpoint)
        options.method = try arguments[Flags.method].map { $0.uppercased() }
        do {
            options.fields = try arguments[Flags.rawField].map { try ApiFields.field($0) }
                + arguments[Flags.field].map { try ApiFields.field($0, typed: true) }
            // The shape of the fields is checked here, before any request or file is read (a file's text and a
            // placeholder are text whatever they hold).
            _ = try ApiFields.parameters(options.fields) { try ApiFields.value(of: $0) { $0 } }
            options.headers = try arguments[Flags.header].map(header)
        } catch let error as UsageError {
            throw UsageError(error.message, usage: arguments.usage)
        }
        options.input = try arguments[Flags.input]
        options.include = try arguments[Flags.include]
        options.silent = try arguments[Flags.silent]
        options.paginate = try arguments[Flags.paginate]
        let expression = try arguments[Flags.jq].flatMap { $0.isEmpty ? nil : $0 }
        let source = try arguments[Flags.template].flatMap { $0.isEmpty ? nil : $0 }
        if [options.silent, expression != nil, source != nil].filter({ $0 }).count > 1 {
            throw UsageError("only one of `--template`, `--jq`, or `--silent` may be specified", usage: arguments.usage)
        }
        if let expression {
            do { options.filter = try JQFilter(expression) } catch let error as JQError { throw UsageError(error.userMessage) }
        }
        if let source {
            do { options.template = try GoTemplate(source) } catch let error as GoTemplateError {
                throw UsageError(error.userMessage)
            }
        }
        if options.paginate && endpoint != "graphql" && (options.method ?? "GET") != "GET" {
            throw UsageError("the `--paginate` option is not supported for non-GET requests", usage: arguments.usage)
        }
        if options.paginate && options.input != nil {
            throw UsageError("the `--paginate` option is not supported with `--input`", usage: arguments.usage)
        }
        if let duration = try arguments[Flags.cache] {
            guard let seconds = ApiCache.seconds(duration) else {
                throw UsageError("invalid argument \"\(duration)\" for \"--cache\" flag: time: invalid duration \"\(duration)\"",
                                 usage: arguments.usage)
            }
            options.cacheSeconds = seconds
        }
        return options
    }

    /// `-H "Name: value"`, as gh reads it.
    private static func header(_ text: String) throws -> (String, String) {
        guard let colon = text.firstIndex(of: ":") else {
            throw UsageError("header \"\(text)\" requires a value separated by ':'")
        }
        return (String(text[..<colon]), text[text.index(after: colon)...].trimmingWhitespace())
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// Sends through `ApiModel`, prints each answer through `ApiOutput` as it comes (through the pager on a terminal).
    static func run(_ options: ApiOptions, context: CommandContext) throws {
        let model = context.container.makeApiModel(io: context.io)
        try context.paging { context in
            let output = ApiOutput(options: options, destination: context.exportDestination, io: context.io)
            try model.run(options) { response, hasNextPage in try output.write(response, hasNextPage: hasNextPage) }
        }
    }
}
