"""POST /graphql: parsing, validation, variables, the issues connection, errors, auth and rate limits."""

import gzip
import json
import unittest

from graphql_api import graphql_parse
from tests.support import HUBOT, OCTOCAT, SimTestCase

HW = "/repos/octocat/Hello-World"

ISSUE_LIST = """query IssueList($owner: String!, $repo: String!, $limit: Int!, $endCursor: String, $states: [IssueState!] = OPEN, $assignee: String, $author: String, $mention: String, $milestone: String) {
  repository(owner: $owner, name: $repo) {
    hasIssuesEnabled
    issues(first: $limit, after: $endCursor, orderBy: {field: CREATED_AT, direction: DESC}, states: $states, filterBy: {assignee: $assignee, createdBy: $author, mentioned: $mention, milestoneNumber: $milestone}) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes {
        number title body state stateReason url createdAt updatedAt closedAt
        author { login }
        labels(first: 100) { nodes { name color description } }
        assignees(first: 100) { nodes { login } }
        milestone { number title }
        comments { totalCount }
      }
    }
  }
}"""

# gh-lite's list with `--json comments`: each issue's first 100 comments, with the fields gh selects.
ISSUE_LIST_WITH_COMMENTS = ISSUE_LIST.replace("comments { totalCount }", """comments(first: 100) { totalCount nodes {
          id author { login } authorAssociation body createdAt updatedAt includesCreatedEdit
          isMinimized minimizedReason reactionGroups { content users { totalCount } } url viewerDidAuthor } }""")

REACTION_KINDS = ["THUMBS_UP", "THUMBS_DOWN", "LAUGH", "HOORAY", "CONFUSED", "HEART", "ROCKET", "EYES"]


class ParserTests(unittest.TestCase):
    def error(self, text):
        with self.assertRaises(graphql_parse.ParseError) as cm:
            graphql_parse.parse(text)
        return cm.exception.to_dict()

    def test_everything_a_client_sends(self):
        doc = graphql_parse.parse('''
            # a comment, and commas are whitespace
            query Q($a: [IssueState!] = [OPEN, CLOSED], $b: Int = -3, $c: Float = 1.5e3, $d: String = "x\\n\\u00e9",
                    $e: Boolean = false, $f: String = null, $g: IssueOrder = {field: CREATED_AT, direction: DESC}) {
              alias: repository(owner: "o", name: """
                  block
                    string
              """) @include(if: $e) { ...F ... on Repository { name } ... @skip(if: true) { url } }
            }
            fragment F on Repository { name }''')
        op = doc.operations[0]
        self.assertEqual([v.type for v in op.variables][:3], ["[IssueState!]", "Int", "Float"])
        defaults = [v.default for v in op.variables]
        self.assertEqual([e.name for e in defaults[0].items], ["OPEN", "CLOSED"])
        self.assertEqual(defaults[1:6], [-3, 1500.0, "x\n\u00e9", False, None])
        self.assertEqual([k for k, _ in defaults[6].fields], ["field", "direction"])
        field = op.selections[0]
        self.assertEqual((field.alias, field.name), ("alias", "repository"))
        self.assertEqual(field.arguments[1].value, "block\n  string")
        self.assertEqual(field.directives[0].name, "include")
        kinds = [type(s).__name__ for s in field.selections]
        self.assertEqual(kinds, ["FragmentSpread", "InlineFragment", "InlineFragment"])
        self.assertEqual(doc.fragments[0].type_condition, "Repository")

    def test_syntax_errors_name_token_line_and_column(self):
        self.assertEqual(self.error("{\n  repository {\n    }\n}"),
                         {"message": 'Parse error on "}" (RCURLY) at [3, 5]',
                          "locations": [{"line": 3, "column": 5}]})
        self.assertEqual(self.error('{ a(b: ) }')["message"], 'Parse error on ")" (RPAREN) at [1, 8]')
        self.assertEqual(self.error('{ a ? }')["message"], 'Parse error on "?" (UNKNOWN_CHAR) at [1, 5]')
        self.assertEqual(self.error("query {"), {"message": "Unexpected end of document", "locations": []})


class GraphQLTestCase(SimTestCase):
    def gql(self, query, variables=None, token=OCTOCAT, path="/graphql", name=None, headers=None):
        body = {"query": query}
        if variables is not None:
            body["variables"] = variables
        if name is not None:
            body["operationName"] = name
        return self.post(path, body, token=token, headers=headers)

    def data(self, query, variables=None, **kw):
        r = self.gql(query, variables, **kw)
        self.assertEqual(r.status, 200, r.body)
        body = r.json()
        self.assertNotIn("errors", body, body)
        return body["data"]

    def issue_list(self, **variables):
        variables = dict({"owner": "octocat", "repo": "Hello-World", "limit": 100}, **variables)
        return self.data(ISSUE_LIST, variables)["repository"]["issues"]

    def rest_issues(self, query):
        out, page = [], 1
        while True:
            r = self.get("%s/issues?%s&per_page=100&page=%d" % (HW, query, page))
            items = r.json()
            out.extend(i for i in items if "pull_request" not in i)
            if len(items) < 100:
                return out
            page += 1


class IssueListTests(GraphQLTestCase):
    def test_gh_lite_query_pages_to_the_end_like_rest(self):
        rest = self.rest_issues("state=all")
        numbers, cursor, pages = [], None, 0
        while True:
            issues = self.issue_list(limit=7, endCursor=cursor, states=["OPEN", "CLOSED"])
            self.assertEqual(issues["totalCount"], 60)
            numbers.extend(n["number"] for n in issues["nodes"])
            pages += 1
            if not issues["pageInfo"]["hasNextPage"]:
                break
            cursor = issues["pageInfo"]["endCursor"]
            self.assertTrue(cursor.startswith("Y3Vyc29yOnYyOp"))
        self.assertEqual(pages, 9)
        self.assertEqual(numbers, [i["number"] for i in rest])

    def test_node_fields_match_rest(self):
        rest = {i["number"]: i for i in self.rest_issues("state=all")}
        for node in self.issue_list(states=["OPEN", "CLOSED"])["nodes"]:
            i = rest[node["number"]]
            self.assertEqual(node["title"], i["title"])
            self.assertEqual(node["body"], i["body"] or "")
            self.assertEqual(node["state"], i["state"].upper())
            self.assertEqual(node["stateReason"], i["state_reason"].upper() if i["state_reason"] else None)
            self.assertEqual(node["url"], i["html_url"])
            self.assertEqual((node["createdAt"], node["updatedAt"], node["closedAt"]),
                             (i["created_at"], i["updated_at"], i["closed_at"]))
            self.assertEqual(node["author"], {"login": i["user"]["login"]})
            self.assertEqual([lab["name"] for lab in node["labels"]["nodes"]], [lab["name"] for lab in i["labels"]])
            self.assertEqual([a["login"] for a in node["assignees"]["nodes"]], [a["login"] for a in i["assignees"]])
            ms = i["milestone"]
            self.assertEqual(node["milestone"], ms and {"number": ms["number"], "title": ms["title"]})
            self.assertEqual(node["comments"]["totalCount"], i["comments"])

    def test_default_states_variable_is_open(self):
        issues = self.issue_list()
        self.assertEqual(issues["totalCount"], 36)
        self.assertEqual([n["number"] for n in issues["nodes"]],
                         [i["number"] for i in self.rest_issues("state=open")])

    def test_absent_variable_does_not_filter_but_null_means_no_assignee(self):
        everyone = self.issue_list(states=None)["totalCount"]
        self.assertEqual(everyone, 60)  # explicit null states: no state filter
        unassigned = self.issue_list(states=None, assignee=None)["totalCount"]
        self.assertEqual(unassigned, len(self.rest_issues("state=all&assignee=none")))
        self.assertLess(unassigned, everyone)
        anyone = self.issue_list(states=None, assignee="*")["totalCount"]
        self.assertEqual(anyone + unassigned, everyone)

    def test_filters_agree_with_rest(self):
        cases = [({"assignee": "hubot"}, "assignee=hubot"), ({"author": "monalisa"}, "creator=monalisa"),
                 ({"mention": "hubot"}, "mentioned=hubot"), ({"milestone": "1"}, "milestone=1"),
                 ({"milestone": "*"}, "milestone=*"), ({"milestone": "none"}, "milestone=none")]
        for variables, query in cases:
            with self.subTest(query):
                got = self.issue_list(states=["OPEN", "CLOSED"], **variables)
                want = [i["number"] for i in self.rest_issues("state=all&" + query)]
                self.assertEqual([n["number"] for n in got["nodes"]], want)
                self.assertEqual(got["totalCount"], len(want))
                self.assertGreater(len(want), 0)

    def test_single_enum_for_a_list_and_labels_are_an_or(self):
        q = '''query($s: [IssueState!]) { repository(owner: "octocat", name: "Hello-World") {
                 a: issues(first: 1, states: $s) { totalCount }
                 b: issues(first: 1, states: CLOSED) { totalCount }
                 c: issues(first: 1, labels: ["bug", "enhancement"]) { totalCount }
                 d: issues(first: 1, labels: "bug") { totalCount }
                 e: issues(first: 1, labels: ["enhancement"]) { totalCount } } }'''
        repo = self.data(q, {"s": "CLOSED"})["repository"]
        self.assertEqual(repo["a"]["totalCount"], 24)
        self.assertEqual(repo["b"]["totalCount"], 24)
        both = len([i for i in self.rest_issues("state=all")
                    if {"bug", "enhancement"} <= {lab["name"] for lab in i["labels"]}])
        self.assertEqual(repo["c"]["totalCount"], repo["d"]["totalCount"] + repo["e"]["totalCount"] - both)

    def test_edges_last_before_and_order(self):
        q = '''query($before: String) { repository(owner: "octocat", name: "Hello-World") {
                 issues(last: 2, before: $before) {
                   pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
                   edges { cursor node { number __typename } } } } }'''
        page = self.data(q)["repository"]["issues"]
        self.assertEqual([e["node"]["number"] for e in page["edges"]], [78, 80])  # oldest first by default
        self.assertEqual(page["pageInfo"]["endCursor"], page["edges"][-1]["cursor"])
        self.assertEqual((page["pageInfo"]["hasPreviousPage"], page["pageInfo"]["hasNextPage"]), (True, False))
        earlier = self.data(q, {"before": page["pageInfo"]["startCursor"]})["repository"]["issues"]
        self.assertEqual([e["node"]["number"] for e in earlier["edges"]], [76, 77])
        self.assertTrue(earlier["pageInfo"]["hasNextPage"])
        self.assertEqual(earlier["edges"][0]["node"]["__typename"], "Issue")

    def test_big_repository_page_and_totals(self):
        issues = self.issue_list(repo="big", states=["OPEN", "CLOSED"])
        self.assertEqual(issues["totalCount"], 1125)  # 1500 items, every 4th a pull request
        self.assertEqual(len(issues["nodes"]), 100)
        self.assertEqual(issues["nodes"][0]["number"], 1499)


class IssueCommentTests(GraphQLTestCase):
    # Issue #1, the oldest, has 45 comments.
    COMMENTS = """query($first: Int, $after: String) {
      repository(owner: "octocat", name: "Hello-World") {
        issues(first: 1, orderBy: {field: CREATED_AT, direction: ASC}) {
          nodes { number comments(first: $first, after: $after) {
            totalCount pageInfo { hasNextPage endCursor }
            nodes { id author { login } authorAssociation body createdAt updatedAt lastEditedAt includesCreatedEdit
                    isMinimized minimizedReason reactionGroups { content users { totalCount } } url viewerDidAuthor } } } } } }"""

    def first_issue_comments(self, token=OCTOCAT, **variables):
        issue = self.data(self.COMMENTS, variables, token=token)["repository"]["issues"]["nodes"][0]
        self.assertEqual(issue["number"], 1)
        return issue["comments"]

    def rest_comments(self, number):
        return self.get("%s/issues/%d/comments?per_page=100" % (HW, number)).json()

    def test_comments_page_through_the_records_rest_serves(self):
        rest = self.rest_comments(1)
        self.assertEqual(len(rest), 45)
        nodes, cursor = [], None
        while True:
            page = self.first_issue_comments(first=20, after=cursor)
            self.assertEqual(page["totalCount"], 45)
            nodes.extend(page["nodes"])
            if not page["pageInfo"]["hasNextPage"]:
                break
            cursor = page["pageInfo"]["endCursor"]
        self.assertEqual(len(nodes), 45)
        for node, c in zip(nodes, rest):
            self.assertEqual(node["id"], c["node_id"])
            self.assertEqual(node["author"], {"login": c["user"]["login"]})
            self.assertEqual(node["authorAssociation"], c["author_association"])
            self.assertEqual(node["body"], c["body"])
            self.assertEqual((node["createdAt"], node["updatedAt"]), (c["created_at"], c["updated_at"]))
            self.assertEqual(node["url"], c["html_url"])
            self.assertEqual([(g["content"], g["users"]["totalCount"]) for g in node["reactionGroups"]],
                             [(kind, c["reactions"][key]) for kind, key in
                              zip(REACTION_KINDS, ["+1", "-1", "laugh", "hooray", "confused", "heart", "rocket", "eyes"])])
        self.assertEqual(nodes[0]["body"], "Me too")
        self.assertEqual(nodes[0]["reactionGroups"][0], {"content": "THUMBS_UP", "users": {"totalCount": 1}})
        self.assertEqual(nodes[0]["url"], "https://github.com/octocat/Hello-World/issues/1#issuecomment-%d" % rest[0]["id"])

    def test_an_association_that_is_no_enum_value_reads_as_none(self):
        # The hostile seed's REST-only garbage: GraphQL can only answer with one of the enum's values.
        self.assertIn("\u001b", self.get("/repos/octocat/hostile/issues/1/comments").json()[0]["author_association"])
        query = self.COMMENTS.replace('owner: "octocat", name: "Hello-World"', 'owner: "octocat", name: "hostile"')
        issue = self.data(query, {"first": 5})["repository"]["issues"]["nodes"][0]
        self.assertEqual([n["authorAssociation"] for n in issue["comments"]["nodes"]], ["NONE"])

    def test_viewer_edits_and_hidden_comments(self):
        for token, login in ((OCTOCAT, "octocat"), (HUBOT, "hubot")):
            nodes = self.first_issue_comments(token=token, first=100)["nodes"]
            mine = [n["viewerDidAuthor"] for n in nodes]
            self.assertEqual(mine, [n["author"]["login"] == login for n in nodes])
            self.assertTrue(any(mine) and not all(mine))
        fresh = self.first_issue_comments(first=1)["nodes"][0]
        self.assertEqual((fresh["includesCreatedEdit"], fresh["lastEditedAt"]), (False, None))
        self.assertEqual((fresh["isMinimized"], fresh["minimizedReason"]), (False, None))
        record = self.server.store.repo("octocat", "Hello-World").comments[1][0]
        record["updated_at"] = "2030-01-01T00:00:00Z"
        record["minimized_reason"] = "off-topic"
        changed = self.first_issue_comments(first=1)["nodes"][0]
        self.assertEqual((changed["includesCreatedEdit"], changed["lastEditedAt"]), (True, "2030-01-01T00:00:00Z"))
        self.assertEqual((changed["isMinimized"], changed["minimizedReason"]), (True, "off-topic"))

    def test_gh_lite_list_with_comments(self):
        issues = self.data(ISSUE_LIST_WITH_COMMENTS, {"owner": "octocat", "repo": "Hello-World", "limit": 100,
                                                      "states": ["OPEN", "CLOSED"]})["repository"]["issues"]
        by_number = {n["number"]: n["comments"] for n in issues["nodes"]}
        self.assertEqual(len(by_number[1]["nodes"]), 45)
        for number, comments in by_number.items():
            self.assertEqual([c["body"] for c in comments["nodes"]], [c["body"] for c in self.rest_comments(number)])
            self.assertEqual(comments["totalCount"], len(comments["nodes"]))

    def test_comment_fields_and_enums_are_checked(self):
        r = self.gql('{ repository(owner: "octocat", name: "Hello-World") { issues(first: 1) { nodes { '
                     'comments(first: 1) { nodes { reactionGroups { users { nodes { login } } } } } } } } }')
        self.assertEqual(r.json()["errors"][0]["extensions"]["code"], "undefinedField")
        r = self.gql('{ repository(owner: "octocat", name: "Hello-World") { issues(first: 1) { nodes { '
                     'comments { nodes { body } } } } } }')
        self.assertEqual(r.json()["errors"][0]["type"], "MISSING_PAGINATION_BOUNDARIES")


class ErrorTests(GraphQLTestCase):
    def errors(self, query, variables=None, **kw):
        r = self.gql(query, variables, **kw)
        self.assertEqual(r.status, 200, r.body)
        return r.json()

    def test_parse_error_reply(self):
        body = self.errors("{\n  viewer {\n    }\n}")
        self.assertEqual(body, {"errors": [{"message": 'Parse error on "}" (RCURLY) at [3, 5]',
                                            "locations": [{"line": 3, "column": 5}]}]})

    def test_unknown_field_is_a_validation_error_without_data(self):
        body = self.errors('query IssueList {\n  repository(owner: "a", name: "b") {\n    foo\n  }\n}')
        self.assertEqual(body, {"errors": [{
            "path": ["query IssueList", "repository", "foo"],
            "extensions": {"code": "undefinedField", "typeName": "Repository", "fieldName": "foo"},
            "locations": [{"line": 3, "column": 5}],
            "message": "Field 'foo' doesn't exist on type 'Repository'"}]})

    def test_missing_required_variable(self):
        body = self.errors(ISSUE_LIST, {"repo": "Hello-World", "limit": 1})
        self.assertEqual(body, {"errors": [{
            "extensions": {"value": None, "problems": [{"path": [], "explanation": "Expected value to not be null"}]},
            "locations": [{"line": 1, "column": 17}],
            "message": "Variable $owner of type String! was provided invalid value"}]})

    def test_bad_enum_in_a_list_variable(self):
        body = self.errors(ISSUE_LIST, {"owner": "octocat", "repo": "Hello-World", "limit": 1, "states": ["SHUT"]})
        err = body["errors"][0]
        self.assertEqual(err["message"], 'Variable $states of type [IssueState!] was provided invalid value '
                                         'for 0 (Expected "SHUT" to be one of: OPEN, CLOSED)')
        self.assertNotIn("data", body)

    def test_other_validation_rules(self):
        cases = {
            '{ repository(owner: "a") { name } }': "Field 'repository' is missing required arguments: name",
            '{ viewer { login(x: 1) } }': "Field 'login' doesn't accept argument 'x'",
            '{ viewer }': "Field must have selections (field 'viewer' returns User but has no selections. "
                          "Did you mean 'viewer { ... }'?)",
            'query Q($n: String) { repository(owner: "a", name: "b") { issues(first: $n) { totalCount } } }':
                "Type mismatch on variable $n and argument first (String / Int)",
            '{ repository(owner: "a", name: "b") { issues(first: "x") { totalCount } } }':
                "Argument 'first' on Field 'issues' has an invalid value (\"x\"). Expected type 'Int'.",
            'query Q($x: Int) { viewer { login } }': "Variable $x is declared by Q but not used",
            '{ viewer { ...Nope } }': "Fragment Nope was used, but not defined",
            '{ viewer { login @nope } }': "Directive @nope is not defined",
        }
        for query, message in cases.items():
            with self.subTest(query):
                body = self.errors(query)
                self.assertNotIn("data", body)
                self.assertIn(message, [e["message"] for e in body["errors"]])

    def test_not_found_and_private_repository(self):
        q = '{ repository(owner: "octocat", name: "secret-plans") { nameWithOwner } }'
        self.assertEqual(self.data(q)["repository"], {"nameWithOwner": "octocat/secret-plans"})
        body = self.errors(q, token=HUBOT)
        self.assertEqual(body, {"data": {"repository": None}, "errors": [{
            "type": "NOT_FOUND", "path": ["repository"], "locations": [{"line": 1, "column": 3}],
            "message": "Could not resolve to a Repository with the name 'octocat/secret-plans'."}]})

    def test_excessive_and_missing_pagination(self):
        body = self.errors('{ repository(owner: "octocat", name: "big") { issues(first: 101) { totalCount } } }')
        self.assertEqual(body["data"], {"repository": None})
        self.assertEqual(body["errors"][0]["type"], "EXCESSIVE_PAGINATION")
        self.assertEqual(body["errors"][0]["path"], ["repository", "issues"])
        self.assertEqual(body["errors"][0]["message"], "Requesting 101 records on the `issues` connection "
                                                       "exceeds the `first` limit of 100 records.")
        body = self.errors('{ repository(owner: "octocat", name: "big") { issues { nodes { number } } } }')
        self.assertEqual(body["errors"][0]["type"], "MISSING_PAGINATION_BOUNDARIES")
        self.assertEqual(body["errors"][0]["message"], "You must provide a `first` or `last` value to properly "
                                                       "paginate the `issues` connection.")
        counted = self.data('{ repository(owner: "octocat", name: "big") { issues { totalCount } } }')
        self.assertEqual(counted["repository"]["issues"]["totalCount"], 1125)

    def test_bad_cursor(self):
        body = self.errors(ISSUE_LIST, {"owner": "octocat", "repo": "Hello-World", "limit": 5, "endCursor": "x"})
        self.assertEqual(body["data"], {"repository": None})
        self.assertEqual(body["errors"], [{"type": "INVALID_CURSOR_ARGUMENTS", "path": ["repository", "issues"],
                                           "locations": [{"line": 4, "column": 5}],
                                           "message": "`x` does not appear to be a valid cursor."}])

    def test_operation_name(self):
        q = "query A { viewer { login } } query B { viewer { name } }"
        self.assertEqual(self.data(q, name="B")["viewer"], {"name": "The Octocat"})
        self.assertEqual(self.errors(q)["errors"], [{"message": "An operation name is required"}])
        self.assertEqual(self.errors(q, name="C")["errors"], [{"message": 'No operation named "C"'}])


class HttpTests(GraphQLTestCase):
    def test_headers_gzip_and_no_etag(self):
        r = self.raw("POST", "/graphql", body=json.dumps({"query": "{ viewer { login } }"}),
                     headers={"Authorization": "token " + OCTOCAT, "Accept-Encoding": "gzip"})
        self.assertEqual(r.status, 200)
        self.assertEqual(r.header("Content-Type"), "application/json; charset=utf-8")
        self.assertEqual(r.header("Content-Encoding"), "gzip")
        self.assertEqual(json.loads(gzip.decompress(r.body)), {"data": {"viewer": {"login": "octocat"}}})
        self.assertIsNone(r.header("ETag"))
        self.assertEqual(r.header("X-GitHub-Media-Type"), "github.v4; format=json")
        self.assertEqual(r.header("X-RateLimit-Resource"), "graphql")

    def test_auth_errors(self):
        r = self.gql("{ viewer { login } }", token=None)
        self.assertEqual(r.status, 401)
        self.assertEqual(r.json()["message"], "This endpoint requires you to be authenticated.")
        self.assertEqual(r.json()["documentation_url"], "https://docs.github.com/graphql/guides/"
                                                        "forming-calls-with-graphql#authenticating-with-graphql")
        r = self.gql("{ viewer { login } }", token="gho_nope")
        self.assertEqual(r.status, 401)
        self.assertEqual(r.json(), {"message": "Bad credentials", "documentation_url": "https://docs.github.com/graphql",
                                    "status": "401"})
        r = self.post("/graphql", body="{nope")
        self.assertEqual(r.status, 400)
        self.assertEqual(r.json()["message"], "Problems parsing JSON")

    def test_cost_rate_limit_headers_and_exhaustion(self):
        r = self.gql(ISSUE_LIST, {"owner": "octocat", "repo": "big", "limit": 100})
        self.assertEqual(r.status, 200)
        self.assertEqual(r.header("X-RateLimit-Limit"), "5000")
        self.assertEqual(r.header("X-RateLimit-Used"), "3")  # 1 + 3 x 100 requests -> 3 points
        r = self.gql("{ viewer { login } }")
        self.assertEqual(r.header("X-RateLimit-Remaining"), "4996")
        limits = self.get("/rate_limit").json()["resources"]["graphql"]
        self.assertEqual((limits["used"], limits["remaining"]), (4, 4996))
        self.assertEqual(self.get("/user").header("X-RateLimit-Used"), "1")  # core is apart
        self.control("POST", "/_simulator/rate-limit", {"remaining": 0, "resource": "graphql", "token": OCTOCAT})
        r = self.gql("{ viewer { login } }")
        self.assertEqual(r.status, 200)
        self.assertEqual(r.json(), {"errors": [{"type": "RATE_LIMITED",
                                                "message": "API rate limit exceeded for user ID 1."}]})
        self.assertEqual(r.header("X-RateLimit-Remaining"), "0")
        self.assertEqual(self.get("/user").status, 200)

    def test_enterprise_root_and_request_log(self):
        self.control("DELETE", "/_simulator/requests")
        r = self.gql("{ viewer { login } }", path="/api/graphql")
        self.assertEqual(r.json(), {"data": {"viewer": {"login": "octocat"}}})
        self.assertEqual(self.gql("{ viewer { login } }", path="/api/v3/graphql").status, 404)
        log = self.control("GET", "/_simulator/requests")
        self.assertEqual([e["path"] for e in log], ["/api/graphql", "/api/v3/graphql"])
        self.assertEqual(json.loads(log[0]["body"]), {"query": "{ viewer { login } }"})
        self.assertIn("elapsed_ms", log[0])

    def test_faults_target_graphql(self):
        self.fault(path="^/graphql$", status=502)
        self.assertEqual(self.gql("{ viewer { login } }", path="/api/graphql").status, 502)
        self.assertEqual(self.gql("{ viewer { login } }").status, 200)


class PartialAnswerTests(GraphQLTestCase):
    """The graphql_partial fault: GitHub's HTTP 200 with nulls in data and the errors saying why."""

    LIST = "{ repository(owner: \"octocat\", name: \"Hello-World\") { issues(first: 3) { totalCount " \
           "nodes { number labels(first: 5) { nodes { name } } } } } }"

    def test_the_first_nodes_become_null_with_one_error_each(self):
        self.fault(path="^/graphql$", action="graphql_partial", nulls=2)
        r = self.gql(self.LIST)
        self.assertEqual(r.status, 200)
        body = r.json()
        nodes = body["data"]["repository"]["issues"]["nodes"]
        self.assertEqual(nodes[:2], [None, None])
        self.assertIsInstance(nodes[2]["labels"]["nodes"], list)  # the issues' nodes, not their labels'
        self.assertEqual([e["path"] for e in body["errors"]],
                         [["repository", "issues", "nodes", 0], ["repository", "issues", "nodes", 1]])
        self.assertEqual({e["type"] for e in body["errors"]}, {"FORBIDDEN"})
        self.assertIn("SAML enforcement", body["errors"][0]["message"])
        self.assertNotIn("errors", self.gql(self.LIST).json())  # times defaults to 1

    def test_data_can_be_nulled_whole_with_a_chosen_error(self):
        self.fault(path="^/graphql$", action="graphql_partial", nulls="data", type="NOT_FOUND", message="gone")
        body = self.gql(self.LIST).json()
        self.assertEqual(body["data"], {"repository": None})
        self.assertEqual(body["errors"][0]["type"], "NOT_FOUND")
        self.assertEqual(body["errors"][0]["message"], "gone")
