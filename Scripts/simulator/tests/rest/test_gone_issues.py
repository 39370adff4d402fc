"""What REST answers for an issue deleted or transferred through GraphQL: 410, or 301 to its new home."""

from tests.support import OCTOCAT, SimTestCase

HW = "/repos/octocat/Hello-World"
SPOON = "/repos/octocat/Spoon-Knife"


class GoneIssueTests(SimTestCase):
    def graphql(self, query, variables=None, token=OCTOCAT):
        r = self.post("/graphql", {"query": query, "variables": variables or {}}, token=token)
        self.assertEqual(r.status, 200, r.body)
        return r.json()

    def node_id(self, number, repo=HW):
        return self.get("%s/issues/%d" % (repo, number)).json()["node_id"]

    def test_deleted_issue_is_410_and_its_number_is_never_given_again(self):
        self.post("/repos/octocat/empty/issues", {"title": "only one"})
        gone = self.node_id(1, "/repos/octocat/empty")
        reply = self.graphql('mutation($id: ID!) { deleteIssue(input: {issueId: $id}) { repository { name } } }',
                             {"id": gone})
        self.assertEqual(reply, {"data": {"deleteIssue": {"repository": {"name": "empty"}}}})
        self.assertError(self.get("/repos/octocat/empty/issues/1"), 410, "This issue was deleted")
        self.assertError(self.get("/repos/octocat/empty/issues/1/comments"), 410, "This issue was deleted")
        self.assertEqual(self.get("/repos/octocat/empty/issues?state=all").json(), [])
        self.assertEqual(self.post("/repos/octocat/empty/issues", {"title": "next"}).json()["number"], 2)

    def test_transferred_issue_answers_301_to_its_new_home(self):
        reply = self.graphql('''mutation($issue: ID!, $repo: ID!) {
            transferIssue(input: {issueId: $issue, repositoryId: $repo}) { issue { number url } } }''',
                             {"issue": self.node_id(1), "repo": self.get(SPOON).json()["node_id"]})
        moved = reply["data"]["transferIssue"]["issue"]
        r = self.raw("GET", HW + "/issues/1/comments", headers={"Authorization": "token " + OCTOCAT})
        self.assertEqual(r.status, 301)
        location = "%s/repos/octocat/Spoon-Knife/issues/%d/comments" % (self.base, moved["number"])
        self.assertEqual(r.header("Location"), location)
        self.assertEqual(r.json()["message"], "Moved Permanently")
        self.assertEqual(len(self.get(SPOON + "/issues/%d/comments?per_page=100" % moved["number"]).json()), 45)
        numbers = [it["number"] for it in self.get(HW + "/issues?state=all&per_page=100").json()]
        self.assertNotIn(1, numbers)
        self.assertEqual(self.get(HW + "/issues/2").status, 200)

    def test_a_lagging_search_still_finds_a_transferred_issue_where_it_was_with_its_new_node_id(self):
        self.control("POST", "/_simulator/seed/lagging-search", {"repo": "octocat/Hello-World", "number": 6})
        reply = self.graphql('''mutation($issue: ID!, $repo: ID!) {
            transferIssue(input: {issueId: $issue, repositoryId: $repo}) { issue { id number } } }''',
                             {"issue": self.node_id(6), "repo": self.get(SPOON).json()["node_id"]})
        moved = reply["data"]["transferIssue"]["issue"]
        hits = self.get("/search/issues?q=repo:octocat/Hello-World+%22Refactor+the+HTTP+client%22").json()["items"]
        self.assertEqual([(it["number"], it["html_url"].endswith("/octocat/Hello-World/issues/6"), it["node_id"])
                          for it in hits if it["number"] == 6], [(6, True, moved["id"])])
        self.assertEqual(self.raw("GET", HW + "/issues/6", headers={"Authorization": "token " + OCTOCAT}).status, 301)
        found = self.graphql('query($id: ID!) { node(id: $id) { ... on Issue { number url } } }', {"id": moved["id"]})
        self.assertTrue(found["data"]["node"]["url"].endswith("/octocat/Spoon-Knife/issues/%d" % moved["number"]))
