"""The control endpoints that add data beyond the seed (control_seed.py)."""

from tests.support import SimTestCase

QUERY = """query($after: String) { repository(owner: "octocat", name: "Hello-World") {
  labels(first: 100, after: $after, orderBy: {field: NAME, direction: ASC}) {
    totalCount pageInfo { hasNextPage endCursor } nodes { name } } } }"""


class ControlSeedTests(SimTestCase):
    def test_two_repositories_told_apart_only_by_a_leading_dot_or_underscore(self):
        for name, title in ((".github", "dot"), ("_.github", "underscore")):
            self.control("POST", "/_simulator/seed/repos", {"owner": "octocat", "name": name, "issues": [title]})
        for name, title in ((".github", "dot"), ("_.github", "underscore")):
            issues = self.get("/repos/octocat/%s/issues" % name).json()
            self.assertEqual([it["title"] for it in issues], [title])

    def test_items_with_labels_and_pull_requests(self):
        self.control("POST", "/_simulator/seed/repos", {"owner": "octocat", "name": "mixed", "issues": [
            "plain", {"title": "labelled", "labels": ["bug", "Documentation"]},
            {"title": "a pull request", "labels": ["bug"], "assignees": ["octocat"], "pull_request": True}]})
        items = self.get("/repos/octocat/mixed/issues?labels=bug").json()
        self.assertEqual([(it["title"], "pull_request" in it) for it in items],
                         [("a pull request", True), ("labelled", False)])
        self.assertEqual([lab["name"] for lab in items[1]["labels"]], ["bug", "documentation"])
        self.assertEqual([[a["login"] for a in it["assignees"]] for it in items], [["octocat"], []])

    def test_items_linked_as_sub_issues_and_dependencies(self):
        self.control("POST", "/_simulator/seed/repos", {"owner": "octocat", "name": "linked", "issues": [
            "parent", {"title": "child", "parent": 1},
            {"title": "blocked", "parent": 1, "blocked_by": [2], "created_at": "2024-01-01T00:00:00Z"}]})
        subs = self.get("/repos/octocat/linked/issues/1/sub_issues").json()
        self.assertEqual([it["number"] for it in subs], [2, 3])
        blockers = self.get("/repos/octocat/linked/issues/3/dependencies/blocked_by").json()
        self.assertEqual([it["number"] for it in blockers], [2])
        self.assertEqual(self.get("/repos/octocat/linked/issues/3").json()["updated_at"], "2024-01-01T00:00:00Z")
        r = self.request("POST", "/_simulator/seed/repos", token=None, json_body={
            "owner": "octocat", "name": "looped", "issues": ["one", {"title": "two", "blocked_by": [2]}]})
        self.assertEqual(r.status, 400)

    def test_more_labels_than_one_page_are_listed_over_two(self):
        self.control("POST", "/_simulator/seed/labels", {"repo": "octocat/Hello-World", "count": 120})
        first = self.post("/graphql", {"query": QUERY}).json()["data"]["repository"]["labels"]
        self.assertTrue(first["pageInfo"]["hasNextPage"])
        self.assertEqual(len(first["nodes"]), 100)
        rest = self.post("/graphql", {"query": QUERY, "variables": {"after": first["pageInfo"]["endCursor"]}})
        second = rest.json()["data"]["repository"]["labels"]
        self.assertFalse(second["pageInfo"]["hasNextPage"])
        self.assertEqual(len(first["nodes"]) + len(second["nodes"]), first["totalCount"])

    def test_an_updated_at_in_the_future_is_what_the_issue_shows(self):
        self.control("POST", "/_simulator/seed/updated-at",
                     {"repo": "octocat/Hello-World", "number": 3, "updated_at": "2100-01-01T00:00:00Z"})
        self.assertEqual(self.get("/repos/octocat/Hello-World/issues/3").json()["updated_at"], "2100-01-01T00:00:00Z")

    def test_a_request_it_cannot_apply_is_a_400(self):
        r = self.request("POST", "/_simulator/seed/labels", token=None, json_body={"repo": "nobody/none", "count": 1})
        self.assertEqual(r.status, 400)
