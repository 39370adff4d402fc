"""Issue types: octo-org's (GitHub's defaults), over REST and GraphQL; refused for another owner and for users."""

from tests.support import HUBOT, MONALISA, SimTestCase

ORG_REPO = "/repos/octo-org/octo-repo"
HW = "/repos/octocat/Hello-World"
DEFAULTS = [("Task", "yellow", "A specific piece of work"), ("Bug", "red", "An unexpected problem or behavior"),
            ("Feature", "blue", "A request, idea, or new functionality")]


class IssueTypeRESTTests(SimTestCase):
    def type_of(self, number, repo=ORG_REPO):
        r = self.get("%s/issues/%d" % (repo, number))
        self.assertEqual(r.status, 200, r.body)
        t = r.json()["type"]
        return t and t["name"]

    def patch(self, number, body, repo=ORG_REPO, token=None):
        return self.request("PATCH", "%s/issues/%d" % (repo, number), json_body=body,
                            **({"token": token} if token else {}))

    def test_the_organisation_lists_githubs_default_types_to_its_members(self):
        r = self.get("/orgs/octo-org/issue-types")
        self.assertEqual(r.status, 200, r.body)
        self.assertEqual([(t["name"], t["color"], t["description"]) for t in r.json()], DEFAULTS)
        self.assertEqual({k for t in r.json() for k in t}, {"id", "node_id", "name", "description", "color",
                                                            "created_at", "updated_at", "is_enabled"})
        self.assertError(self.get("/orgs/octo-org/issue-types", token=HUBOT), 404, "Not Found")
        self.assertError(self.get("/orgs/octocat/issue-types"), 404, "Not Found")
        self.assertError(self.get("/orgs/octo-org/issue-types", token=None), 401, "Requires authentication")

    def test_issues_carry_their_type_and_patch_sets_or_removes_it_by_name(self):
        self.assertEqual([self.type_of(n) for n in (1, 2, 3)], ["Bug", "Feature", "Task"])
        before = self.get("%s/issues/2" % ORG_REPO).json()["updated_at"]
        r = self.patch(2, {"type": "bug"}, token=MONALISA)
        self.assertEqual((r.status, r.json()["type"]["name"]), (200, "Bug"))
        self.assertEqual(self.type_of(2), "Bug")
        self.assertGreater(self.get("%s/issues/2" % ORG_REPO).json()["updated_at"], before)
        self.assertIsNone(self.patch(2, {"type": None}).json()["type"])
        self.assertIsNone(self.type_of(2))

    def test_an_unknown_name_and_a_users_repository_are_refused(self):
        for repo, number in ((ORG_REPO, 1), (HW, 1)):
            with self.subTest(repo=repo):
                body = self.assertError(self.patch(number, {"type": "Epic"}, repo=repo), 422, "Validation Failed")
                self.assertEqual(body["errors"], [{"value": "Epic", "resource": "Issue", "field": "type",
                                                   "code": "invalid"}])
        self.assertError(self.patch(1, {"type": "Bug"}, repo=HW), 422, "Validation Failed")
        self.assertError(self.patch(1, {"type": 3}), 422,
                         "Invalid request.\n\nFor 'properties/type', 3 is not a string or null.")
        self.assertEqual((self.type_of(1), self.type_of(1, HW)), ("Bug", None))

    def test_create_takes_a_type_by_name_and_refuses_an_unknown_one_creating_nothing(self):
        r = self.post(ORG_REPO + "/issues", {"title": "typed", "type": "feature"})
        self.assertEqual((r.status, r.json()["type"]["name"]), (201, "Feature"))
        self.assertEqual(self.type_of(r.json()["number"]), "Feature")
        count = len(self.get(ORG_REPO + "/issues?state=all").json())
        for repo in (ORG_REPO, HW):
            with self.subTest(repo=repo):
                body = self.assertError(self.post(repo + "/issues", {"title": "x", "type": "Epic"}), 422,
                                        "Validation Failed")
                self.assertEqual(body["errors"], [{"value": "Epic", "resource": "Issue", "field": "type",
                                                   "code": "invalid"}])
        self.assertEqual(len(self.get(ORG_REPO + "/issues?state=all").json()), count)


TYPES = """query($o: String!, $r: String!) { repository(owner: $o, name: $r) { id
  issueTypes(first: 10) { totalCount nodes { id name color description isEnabled } }
  issueType(name: "feature") { name }
  owner { ... on Organization { issueTypes(first: 1) { nodes { name } } } }
  issue(number: 1) { id issueType { name color } } } }"""


class IssueTypeGraphQLTests(SimTestCase):
    def graphql(self, query, variables=None, token=None):
        r = self.post("/graphql", {"query": query, "variables": variables or {}}, **({"token": token} if token else {}))
        self.assertEqual(r.status, 200, r.body)
        return r.json()

    def repo(self, owner="octo-org", name="octo-repo"):
        return self.graphql(TYPES, {"o": owner, "r": name})["data"]["repository"]

    def set_type(self, issue_id, type_id, token=None):
        return self.graphql("""mutation($i: ID!, $t: ID) { updateIssueIssueType(input: {issueId: $i, issueTypeId: $t})
            { issue { number issueType { name } } } }""", {"i": issue_id, "t": type_id}, token)

    def test_types_of_the_repository_and_organisation_and_of_an_issue(self):
        repo = self.repo()
        self.assertEqual([(t["name"], t["color"], t["description"], t["isEnabled"])
                          for t in repo["issueTypes"]["nodes"]],
                         [(n, c.upper(), d, True) for n, c, d in DEFAULTS])
        self.assertEqual((repo["issueType"], repo["owner"]), ({"name": "Feature"}, {"issueTypes": {"nodes": [
            {"name": "Task"}]}}))
        self.assertEqual(repo["issue"]["issueType"], {"name": "Bug", "color": "RED"})
        users = self.repo("octocat", "Hello-World")
        self.assertEqual((users["issueTypes"]["totalCount"], users["issueType"], users["issue"]["issueType"]),
                         (0, None, None))

    def test_update_issue_issue_type_sets_and_removes_it(self):
        repo = self.repo()
        task = repo["issueTypes"]["nodes"][0]["id"]
        r = self.set_type(repo["issue"]["id"], task)
        self.assertEqual(r["data"]["updateIssueIssueType"]["issue"], {"number": 1, "issueType": {"name": "Task"}})
        self.assertEqual(self.get(ORG_REPO + "/issues/1").json()["type"]["name"], "Task")
        self.set_type(repo["issue"]["id"], None)
        self.assertIsNone(self.get(ORG_REPO + "/issues/1").json()["type"])

    def test_a_type_of_another_owner_or_a_caller_without_triage_is_refused(self):
        task = self.repo()["issueTypes"]["nodes"][0]["id"]
        hello = self.repo("octocat", "Hello-World")
        r = self.set_type(hello["issue"]["id"], task)
        self.assertEqual([(e["type"], e["message"]) for e in r["errors"]],
                         [("UNPROCESSABLE", "Issue type Task is not available for octocat/Hello-World.")])
        r = self.set_type(self.repo()["issue"]["id"], task, token=HUBOT)
        self.assertEqual([e["type"] for e in r["errors"]], ["FORBIDDEN"])  # hubot has no role in octo-org
        self.assertEqual(self.get(ORG_REPO + "/issues/1").json()["type"]["name"], "Bug")
        self.assertIsNone(self.get(HW + "/issues/1").json()["type"])

    def test_create_issue_with_a_type(self):
        repo = self.repo()
        feature = repo["issueTypes"]["nodes"][2]["id"]
        r = self.graphql("""mutation($r: ID!, $t: ID) { createIssue(input: {repositoryId: $r, title: "typed",
            issueTypeId: $t}) { issue { number issueType { name } } } }""", {"r": repo["id"], "t": feature})
        issue = r["data"]["createIssue"]["issue"]
        self.assertEqual(issue["issueType"], {"name": "Feature"})
        self.assertEqual(self.get("%s/issues/%d" % (ORG_REPO, issue["number"])).json()["type"]["name"], "Feature")

    def test_issues_filtered_by_type_name(self):
        query = """query($t: String) { repository(owner: "octo-org", name: "octo-repo") {
            issues(first: 10, filterBy: {type: $t}) { nodes { number } } } }"""
        numbers = {t: [i["number"] for i in self.graphql(query, {"t": t})["data"]["repository"]["issues"]["nodes"]]
                   for t in ("bug", "Task", "Epic")}
        self.assertEqual(numbers, {"bug": [1], "Task": [3], "Epic": []})
        self.assertEqual(len(self.graphql(query)["data"]["repository"]["issues"]["nodes"]), 3)
