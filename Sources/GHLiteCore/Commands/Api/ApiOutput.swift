/// What `gh-lite api` prints for each answer, as gh prints it: with `--include` the status line and headers, then the
/// body as it came (indented on a terminal), or its `--jq` results or `--template` text; GitHub's error on stderr as
/// gh words it, exit 1.
struct ApiOutput {
    var options: ApiOptions
    var destination: ExportDestination
    var io: IO

    func write(_ response: HTTPResponse, hasNextPage: Bool) throws {
        if options.include { io.writeOutput(shown(ApiAnswer.head(of: response))) }
        defer { if hasNextPage && options.include { io.writeOutput("\n") } }
        guard response.status != 204 else { return }
        let isJSON = ApiAnswer.isJSON(response)
        var serverError: String?
        if isJSON && (options.endpoint == "graphql" || response.status >= 400) {
            serverError = ApiAnswer.serverError(in: response.body, status: response.status)
        }
        if !options.silent {
            if let filter = options.filter, serverError == nil {
                guard let text = try filter.output(forJSON: response.body, isTerminal: destination.isTerminal,
                                                   environment: destination.variables, now: destination.now) else {
                    throw CommandError("--jq: the answer is not JSON")
                }
                io.writeOutput(text)
            } else if let template = options.template, serverError == nil {
                guard let value = ApiJSON.parse(response.body) else { throw CommandError("--template: the answer is not JSON") }
                io.writeOutput(try template.render(value, to: destination))
            } else if isJSON && destination.isTerminal {
                io.writeOutput(shown(ApiJSONIndent.indented(response.body)))
            } else {
                io.writeOutput(shown(String(decoding: response.body, as: UTF8.self)))
            }
        }
        if serverError == nil && response.status > 299 { serverError = "HTTP \(response.status)" }
        if let serverError { throw CommandError("gh-lite: \(serverError)") }
    }

    /// Piped, exactly what came; on a terminal, with control characters neutralised.
    private func shown(_ text: String) -> String {
        destination.isTerminal ? TerminalText.block(text) : text
    }
}
