"""Sub-issues over REST: linking by the child's id, one parent, no cycles, 100 at most, order, the summary."""

from model import issue_hierarchy
from tests.support import HUBOT, SimTestCase

HW = "/repos/octocat/Hello-World"
VALIDATION_DOCS = "https://docs.github.com/rest/issues/sub-issues"


class SubIssueRESTTestCase(SimTestCase):
    def issue(self, number, repo=HW):
        r = self.get("%s/issues/%d" % (repo, number))
        self.assertEqual(r.status, 200, r.body)
        return r.json()

    def add(self, parent, child, token=None, **extra):
        body = dict({"sub_issue_id": self.issue(child)["id"]}, **extra)
        return self.post("%s/issues/%d/sub_issues" % (HW, parent), body, **({"token": token} if token else {}))

    def children(self, parent):
        r = self.get("%s/issues/%d/sub_issues" % (HW, parent))
        self.assertEqual(r.status, 200, r.body)
        return [i["number"] for i in r.json()]

    def assertRefused(self, reply, message):
        body = self.assertError(reply, 422, "Validation Failed")
        self.assertEqual(body["errors"], [{"resource": "Issue", "code": "custom", "field": "sub_issue_id",
                                           "message": message}])


class SubIssueRESTTests(SubIssueRESTTestCase):
    def test_add_lists_them_in_order_and_the_parent_counts_the_closed_ones(self):
        r = self.add(1, 2)
        self.assertEqual(r.status, 201, r.body)
        self.assertEqual(r.json()["number"], 1)
        self.assertEqual(self.add(1, 4).status, 201)
        self.assertEqual(self.children(1), [2, 4])
        self.request("PATCH", "%s/issues/4" % HW, json_body={"state": "closed"})
        self.assertEqual(self.issue(1)["sub_issues_summary"], {"total": 2, "completed": 1, "percent_completed": 50})
        self.assertEqual(self.issue(2)["parent_issue_url"], self.base + HW + "/issues/1")
        self.assertNotIn("parent_issue_url", self.issue(1))

    def test_parent_endpoint_answers_the_parent_or_404(self):
        self.add(1, 2)
        r = self.get("%s/issues/2/parent" % HW)
        self.assertEqual((r.status, r.json()["number"]), (200, 1))
        self.assertError(self.get("%s/issues/1/parent" % HW), 404, "Not Found")

    def test_remove_unlinks_and_answers_the_parent(self):
        self.add(1, 2)
        r = self.request("DELETE", "%s/issues/1/sub_issue" % HW, json_body={"sub_issue_id": self.issue(2)["id"]})
        self.assertEqual((r.status, r.json()["sub_issues_summary"]["total"]), (200, 0))
        self.assertEqual(self.children(1), [])
        self.assertNotIn("parent_issue_url", self.issue(2))
        again = self.request("DELETE", "%s/issues/1/sub_issue" % HW, json_body={"sub_issue_id": self.issue(2)["id"]})
        self.assertRefused(again, "Sub issue is not a sub-issue of this issue")

    def test_reprioritize_moves_a_sub_issue_after_or_before_another(self):
        for child in (2, 4, 5):
            self.add(1, child)
        ids = {n: self.issue(n)["id"] for n in (2, 4, 5)}
        path = "%s/issues/1/sub_issues/priority" % HW
        r = self.request("PATCH", path, json_body={"sub_issue_id": ids[2], "after_id": ids[5]})
        self.assertEqual(r.status, 200, r.body)
        self.assertEqual(self.children(1), [4, 5, 2])
        self.request("PATCH", path, json_body={"sub_issue_id": ids[5], "before_id": ids[4]})
        self.assertEqual(self.children(1), [5, 4, 2])
        self.assertRefused(self.request("PATCH", path, json_body={"sub_issue_id": ids[5]}),
                           "Specify exactly one of after_id or before_id")

    def test_a_second_parent_is_refused_unless_replace_parent(self):
        self.add(1, 4)
        self.assertRefused(self.add(2, 4), "Sub issue may only have one parent")
        self.assertEqual(self.children(1), [4])
        self.assertEqual(self.add(2, 4, replace_parent=True).status, 201)
        self.assertEqual((self.children(1), self.children(2)), ([], [4]))

    def test_itself_a_cycle_a_pull_request_and_a_duplicate_are_refused(self):
        self.assertRefused(self.add(1, 1), "An issue cannot be a sub-issue of itself")
        self.add(1, 2)
        self.add(2, 4)
        self.assertRefused(self.add(4, 1), "Sub issue cannot be an ancestor of its parent")
        self.assertRefused(self.add(1, 2), "Sub issue is already a sub-issue of this issue")
        r = self.post("%s/issues/1/sub_issues" % HW, {"sub_issue_id": self.issue(3)["id"]})  # #3 is a pull request
        self.assertError(r, 404, "Not Found")
        self.assertEqual(self.children(4), [])

    def test_a_parent_takes_100_sub_issues_at_most(self):
        for child in range(issue_hierarchy.SUB_ISSUE_LIMIT):
            r = self.post("/repos/octocat/Hello-World/issues", {"title": "child %d" % child})
            self.assertEqual(self.post("%s/issues/1/sub_issues" % HW, {"sub_issue_id": r.json()["id"]}).status, 201)
        self.assertRefused(self.add(1, 2), "Parent cannot have more than 100 sub-issues")
        self.assertEqual(self.issue(1)["sub_issues_summary"]["total"], 100)

    def test_bad_bodies_unknown_ids_and_callers_without_triage(self):
        r = self.post("%s/issues/1/sub_issues" % HW, {"sub_issue_id": "2"})
        self.assertError(r, 422, "Invalid request.\n\nFor 'properties/sub_issue_id', \"2\" is not an integer.")
        self.assertError(self.post("%s/issues/1/sub_issues" % HW, {"sub_issue_id": 999}), 404, "Not Found")
        self.assertError(self.add(1, 2, replace_parent="yes"), 422,
                         "Invalid request.\n\nFor 'properties/replace_parent', \"yes\" is not a boolean.")
        self.assertEqual(self.add(1, 2, token=HUBOT).status, 201)  # hubot has triage on Hello-World
        self.assertError(self.post("/repos/octocat/Spoon-Knife/issues/1/sub_issues",
                                   {"sub_issue_id": self.issue(2)["id"]}, token=HUBOT), 403,
                         "Must have admin rights to Repository.")
        self.assertEqual(self.children(1), [2])


HIERARCHY = """query($n: Int!) { repository(owner: "octocat", name: "Hello-World") { issue(number: $n) {
  id parent { number } subIssues(first: 10) { totalCount nodes { number state } }
  subIssuesSummary { total completed percentCompleted } } } }"""


class SubIssueGraphQLTests(SubIssueRESTTestCase):
    def graphql(self, query, variables=None, token=None):
        r = self.post("/graphql", {"query": query, "variables": variables or {}}, **({"token": token} if token else {}))
        self.assertEqual(r.status, 200, r.body)
        return r.json()

    def node(self, number):
        return self.graphql(HIERARCHY, {"n": number})["data"]["repository"]["issue"]

    def mutate(self, field, input_, selection="issue { number } clientMutationId", token=None):
        query = "mutation($input: %sInput!) { %s(input: $input) { %s } }" % (
            field[0].upper() + field[1:], field, selection)
        return self.graphql(query, {"input": input_}, token)

    def assertUnprocessable(self, reply, field, message):
        self.assertEqual(reply["data"], {field: None})
        self.assertEqual([(e["type"], e["message"]) for e in reply["errors"]], [("UNPROCESSABLE", message)])

    def test_add_by_id_or_url_then_read_parent_children_and_summary(self):
        parent, two = (self.node(n)["id"] for n in (1, 2))
        r = self.mutate("addSubIssue", {"issueId": parent, "subIssueId": two, "clientMutationId": "m1"},
                        "issue { number } subIssue { number } clientMutationId")
        self.assertEqual(r["data"]["addSubIssue"],
                         {"issue": {"number": 1}, "subIssue": {"number": 2}, "clientMutationId": "m1"})
        url = "https://github.com/octocat/Hello-World/issues/4"
        self.assertNotIn("errors", self.mutate("addSubIssue", {"issueId": parent, "subIssueUrl": url}))
        self.request("PATCH", "%s/issues/2" % HW, json_body={"state": "closed"})
        self.assertEqual(self.node(1)["subIssues"], {"totalCount": 2, "nodes": [
            {"number": 2, "state": "CLOSED"}, {"number": 4, "state": "OPEN"}]})
        self.assertEqual(self.node(1)["subIssuesSummary"], {"total": 2, "completed": 1, "percentCompleted": 50})
        self.assertEqual(self.node(4)["parent"], {"number": 1})
        self.assertEqual(self.children(1), [2, 4])  # REST sees GraphQL's links

    def test_remove_and_reprioritize(self):
        parent, two, four, five = (self.node(n)["id"] for n in (1, 2, 4, 5))
        for child in (two, four, five):
            self.mutate("addSubIssue", {"issueId": parent, "subIssueId": child})
        r = self.mutate("reprioritizeSubIssue", {"issueId": parent, "subIssueId": five, "beforeId": two})
        self.assertEqual(r["data"]["reprioritizeSubIssue"]["issue"], {"number": 1})
        self.assertEqual(self.children(1), [5, 2, 4])
        self.mutate("removeSubIssue", {"issueId": parent, "subIssueId": two})
        self.assertEqual(self.children(1), [5, 4])
        self.assertIsNone(self.node(2)["parent"])

    def test_a_second_parent_a_cycle_and_itself_are_refused(self):
        one, two, four = (self.node(n)["id"] for n in (1, 2, 4))
        self.mutate("addSubIssue", {"issueId": one, "subIssueId": two})
        self.assertUnprocessable(self.mutate("addSubIssue", {"issueId": four, "subIssueId": two}), "addSubIssue",
                                 "Sub issue may only have one parent")
        self.assertUnprocessable(self.mutate("addSubIssue", {"issueId": two, "subIssueId": one}), "addSubIssue",
                                 "Sub issue cannot be an ancestor of its parent")
        self.assertUnprocessable(self.mutate("addSubIssue", {"issueId": one, "subIssueId": one}), "addSubIssue",
                                 "An issue cannot be a sub-issue of itself")
        self.assertNotIn("errors", self.mutate("addSubIssue", {"issueId": four, "subIssueId": two,
                                                               "replaceParent": True}))
        self.assertEqual((self.children(1), self.children(4)), ([], [2]))

    def test_without_triage_it_is_forbidden(self):
        one, two = (self.node(n)["id"] for n in (1, 2))
        r = self.mutate("addSubIssue", {"issueId": one, "subIssueId": two}, token="gho_simulator_mallory")
        self.assertEqual([e["type"] for e in r["errors"]], ["FORBIDDEN"])
        self.assertEqual(self.children(1), [])

    def test_create_issue_with_a_parent_makes_a_sub_issue_and_a_refused_parent_creates_nothing(self):
        repo_id = self.graphql('{ repository(owner: "octocat", name: "Hello-World") { id } }')["data"]["repository"]
        repo_id = repo_id["id"]
        one = self.node(1)["id"]
        r = self.mutate("createIssue", {"repositoryId": repo_id, "title": "child", "parentIssueId": one})
        number = r["data"]["createIssue"]["issue"]["number"]
        self.assertEqual(self.children(1), [number])
        before = len(self.get("%s/issues?state=all&per_page=100" % HW).json())
        r = self.mutate("createIssue", {"repositoryId": repo_id, "title": "orphan", "parentIssueId": "MDU6SXNzdWUx"})
        self.assertEqual([e["type"] for e in r["errors"]], ["NOT_FOUND"])
        self.assertEqual(len(self.get("%s/issues?state=all&per_page=100" % HW).json()), before)
