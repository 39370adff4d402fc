"""POST /_simulator/after: a change by another user right after a given request is answered."""

import json

from tests.support import SimTestCase

ISSUE = "/repos/octocat/Hello-World/issues/4"


class AfterAnswersTests(SimTestCase):
    def after(self, **rule):
        r = self.request("POST", "/_simulator/after", body=json.dumps(rule).encode())
        self.assertEqual(r.status, 201, r.body)
        return r.json()

    def labels(self):
        return [lab["name"] for lab in self.get(ISSUE).json()["labels"]]

    def test_the_change_follows_the_matching_answer_once(self):
        self.after(match={"method": "GET", "path_regex": "^/repos/octocat/Hello-World/issues/4$"},
                   action={"repo": "octocat/Hello-World", "issue": 4, "as": "hubot",
                           "add_labels": ["enhancement"], "add_assignees": ["monalisa"]})
        before = self.get(ISSUE).json()
        self.assertEqual([lab["name"] for lab in before["labels"]], ["help wanted"])
        after = self.get(ISSUE).json()
        self.assertEqual([lab["name"] for lab in after["labels"]], ["help wanted", "enhancement"])
        self.assertEqual([a["login"] for a in after["assignees"]], ["hubot", "monalisa"])
        self.assertGreater(after["updated_at"], before["updated_at"])
        self.assertEqual(self.request("GET", "/_simulator/after").json(), [])

    def test_a_graphql_operation_and_removals(self):
        self.after(match={"operation": "IssueTarget"},
                   action={"repo": "octocat/Hello-World", "issue": 4, "as": "octocat", "remove_labels": ["HELP WANTED"]})
        self.post("/graphql", {"query": "query Other { viewer { login } }"})
        self.assertEqual(self.labels(), ["help wanted"])
        self.post("/graphql", {"query": "query IssueTarget { viewer { login } }"})
        self.assertEqual(self.labels(), [])

    def test_refused_rules(self):
        for rule in [{"match": {"path_regex": "x"}},
                     {"match": {}, "action": {"repo": "octocat/Hello-World", "issue": 4, "as": "hubot"}},
                     {"match": {"path_regex": "x"}, "action": {"repo": "octocat/Hello-World", "issue": 999999}},
                     {"match": {"path_regex": "x"}, "action": {"repo": "octocat/Hello-World", "issue": 4, "as": "nobody"}}]:
            r = self.request("POST", "/_simulator/after", body=json.dumps(rule).encode())
            self.assertEqual(r.status, 400, rule)

    def test_a_deletion_and_a_creation_between_two_pages(self):
        listing = "/repos/octocat/Hello-World/issues?state=all&sort=created&direction=asc&per_page=2"
        self.after(match={"method": "GET", "path_regex": r"[?&]page=2\b"},
                   action={"repo": "octocat/Hello-World", "issue": 1, "as": "octocat", "delete": True})
        self.after(match={"method": "GET", "path_regex": r"[?&]page=2\b"},
                   action={"repo": "octocat/Hello-World", "as": "hubot", "create": "Filed meanwhile"})
        first = [it["number"] for it in self.get(listing + "&page=1").json()]
        self.get(listing + "&page=2")
        self.assertEqual(self.get("/repos/octocat/Hello-World/issues/1").status, 410)
        self.get(listing + "&page=2")
        every = [it for it in self.get(listing.replace("per_page=2", "per_page=100")).json()]
        self.assertNotIn(1, [it["number"] for it in every])
        self.assertEqual((every[-1]["title"], every[-1]["user"]["login"]), ("Filed meanwhile", "hubot"))
        self.assertGreater(every[-1]["number"], max(first))

    def test_a_close_after_an_answer(self):
        self.after(match={"method": "GET", "path_regex": "^/repos/octocat/Hello-World/issues/4$"},
                   action={"repo": "octocat/Hello-World", "issue": 4, "as": "hubot", "close": True})
        before = self.get(ISSUE).json()
        self.assertEqual(before["state"], "open")
        after = self.get(ISSUE).json()
        self.assertEqual((after["state"], after["state_reason"]), ("closed", "completed"))
        self.assertGreater(after["updated_at"], before["updated_at"])

    def test_a_deletion_needs_an_admin(self):
        r = self.request("POST", "/_simulator/after", body=json.dumps(
            {"match": {"path_regex": "x"}, "action": {"repo": "octocat/Hello-World", "issue": 4, "as": "hubot",
                                                      "delete": True}}).encode())
        self.assertEqual(r.status, 400)
        self.assertIn("admin", r.body.decode())

    def test_a_transfer_after_an_answer(self):
        self.after(match={"method": "GET", "path_regex": "^/repos/octocat/Hello-World/issues/4$"},
                   action={"repo": "octocat/Hello-World", "issue": 4, "as": "octocat", "transfer_to": "octocat/Spoon-Knife"})
        self.get(ISSUE)
        moved = self.get("/repos/octocat/Hello-World/issues?state=all&per_page=100").json()
        self.assertNotIn(4, [it["number"] for it in moved])
        self.assertIn("Support for Linux ARM64", [it["title"] for it in self.get("/repos/octocat/Spoon-Knife/issues").json()])

    def test_an_issue_filed_with_labels(self):
        self.after(match={"method": "GET", "path_regex": "^/repos/octocat/Hello-World/issues/4$"},
                   action={"repo": "octocat/Hello-World", "as": "hubot", "create": "Filed meanwhile",
                           "labels": ["BUG", "no such label"]})
        self.get(ISSUE)
        filed = self.get("/repos/octocat/Hello-World/issues?labels=bug&per_page=1").json()[0]
        self.assertEqual((filed["title"], [lab["name"] for lab in filed["labels"]]), ("Filed meanwhile", ["bug"]))
