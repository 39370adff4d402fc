/// `POST` and `DELETE /repos/{owner}/{repo}/issues/{number}/labels[/{name}]` and `.../assignees`: labels and
/// assignees added to and taken off an issue as it is when GitHub applies the change, so a label or an assignee
/// someone else set meanwhile stays (a `PATCH` of the whole set would drop it). By name, as `issue edit` checked
/// them; each sent once, never retried.
struct IssueLabelsAndAssigneesEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let endpoint = IssueLabelsAndAssigneesEndpoint(api: api)
        client.addLabelsToIssue = { repo, number, names in
            try endpoint.labels("POST", endpoint.url(repo, number, "labels"), ["labels": names])
        }
        client.removeLabelFromIssue = { repo, number, name in
            try endpoint.labels("DELETE", endpoint.url(repo, number, "labels/" + LabelsEndpoint.pathSegment(name)), nil)
        }
        client.addAssigneesToIssue = { repo, number, logins in
            try endpoint.assignees("POST", endpoint.url(repo, number, "assignees"), logins)
        }
        client.removeAssigneesFromIssue = { repo, number, logins in
            try endpoint.assignees("DELETE", endpoint.url(repo, number, "assignees"), logins)
        }
    }

    func url(_ repo: RepoRef, _ number: Int, _ rest: String) -> String {
        api.url(repo.apiPath("issues/\(number)/\(rest)"))
    }

    /// GitHub answers with every label the issue now has.
    func labels(_ method: String, _ url: String, _ body: [String: [String]]?) throws -> [Label] {
        let response = try body.map { try api.sendJSON(method, url, $0) }
            ?? api.send(HTTPRequest(method: method, url: url))
        return try GitHubJSON.decode([Label].self, from: response, url: url)
    }

    /// GitHub answers with the issue.
    func assignees(_ method: String, _ url: String, _ logins: [String]) throws -> Issue {
        let response = try api.sendJSON(method, url, ["assignees": logins])
        return try GitHubJSON.decode(Issue.self, from: response, url: url)
    }
}

extension GitHubAPIError {
    /// GitHub's answer to taking off a label the issue does not have (an issue that is gone says "Not Found").
    var isLabelNotOnIssue: Bool { status == 404 && message == "Label does not exist" }
}
