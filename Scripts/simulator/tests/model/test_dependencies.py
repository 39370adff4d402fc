"""Issue dependencies ("blocked by" / "blocking") over REST and GraphQL: links, summaries and refusals."""

from model import issue_dependencies
from tests.support import HUBOT, SimTestCase

HW = "/repos/octocat/Hello-World"
DEPS_DOCS = "https://docs.github.com/rest/issues/issue-dependencies"


class DependencyTestCase(SimTestCase):
    def issue(self, number):
        r = self.get("%s/issues/%d" % (HW, number))
        self.assertEqual(r.status, 200, r.body)
        return r.json()

    def block(self, number, by, token=None):
        return self.post("%s/issues/%d/dependencies/blocked_by" % (HW, number), {"issue_id": self.issue(by)["id"]},
                         **({"token": token} if token else {}))

    def listed(self, number, which):
        r = self.get("%s/issues/%d/dependencies/%s" % (HW, number, which))
        self.assertEqual(r.status, 200, r.body)
        return [i["number"] for i in r.json()]

    def assertRefused(self, reply, message):
        body = self.assertError(reply, 422, "Validation Failed", DEPS_DOCS)
        self.assertEqual(body["errors"], [{"resource": "Issue", "code": "custom", "field": "issue_id",
                                           "message": message}])


class DependencyRESTTests(DependencyTestCase):
    def test_blocked_by_and_blocking_are_both_ends_of_one_link_newest_first(self):
        r = self.block(1, 2)
        self.assertEqual((r.status, r.json()["number"]), (201, 2))
        self.block(1, 4)
        self.assertEqual(self.listed(1, "blocked_by"), [4, 2])
        self.assertEqual((self.listed(2, "blocking"), self.listed(4, "blocking")), ([1], [1]))
        self.request("PATCH", "%s/issues/4" % HW, json_body={"state": "closed"})
        self.assertEqual(self.issue(1)["issue_dependencies_summary"],
                         {"blocked_by": 1, "total_blocked_by": 2, "blocking": 0, "total_blocking": 0})
        self.assertEqual(self.issue(2)["issue_dependencies_summary"],
                         {"blocked_by": 0, "total_blocked_by": 0, "blocking": 1, "total_blocking": 1})

    def test_remove_answers_the_former_blocker(self):
        self.block(1, 2)
        blocker = self.issue(2)["id"]
        r = self.request("DELETE", "%s/issues/1/dependencies/blocked_by/%d" % (HW, blocker))
        self.assertEqual((r.status, r.json()["number"]), (200, 2))
        self.assertEqual((self.listed(1, "blocked_by"), self.listed(2, "blocking")), ([], []))
        self.assertRefused(self.request("DELETE", "%s/issues/1/dependencies/blocked_by/%d" % (HW, blocker)),
                           "The issue is not blocked by this issue")

    def test_itself_twice_and_over_the_limit_are_refused(self):
        self.assertRefused(self.block(1, 1), "An issue cannot be blocked by itself")
        self.block(1, 2)
        self.assertRefused(self.block(1, 2), "The issue is already blocked by this issue")
        for i in range(issue_dependencies.LIMIT - 1):
            created = self.post(HW + "/issues", {"title": "blocker %d" % i}).json()
            self.assertEqual(self.post("%s/issues/1/dependencies/blocked_by" % HW,
                                       {"issue_id": created["id"]}).status, 201)
        self.assertRefused(self.block(1, 4), "An issue cannot be blocked by more than 50 issues")
        self.assertEqual(self.issue(1)["issue_dependencies_summary"]["total_blocked_by"], 50)

    def test_bad_ids_pull_requests_and_callers_without_triage(self):
        path = "%s/issues/1/dependencies/blocked_by" % HW
        self.assertError(self.post(path, {"issue_id": "2"}), 422,
                         "Invalid request.\n\nFor 'properties/issue_id', \"2\" is not an integer.")
        self.assertError(self.post(path, {"issue_id": 424242}), 404, "Not Found")
        self.assertError(self.post(path, {"issue_id": self.issue(3)["id"]}), 404, "Not Found")  # a pull request
        self.assertError(self.block(1, 2, token="gho_simulator_mallory"), 403, "Must have admin rights to Repository.")
        self.assertEqual(self.block(1, 2, token=HUBOT).status, 201)  # triage
        self.assertEqual(self.listed(1, "blocked_by"), [2])


class DependencyGraphQLTests(DependencyTestCase):
    QUERY = """query($n: Int!) { repository(owner: "octocat", name: "Hello-World") { issue(number: $n) { id
      blockedBy(first: 10) { totalCount nodes { number state } }
      oldestFirst: blockedBy(first: 10, orderBy: {field: DEPENDENCY_ADDED_AT, direction: ASC}) { nodes { number } }
      blocking(first: 10) { nodes { number } }
      issueDependenciesSummary { blockedBy totalBlockedBy blocking totalBlocking } } } }"""

    def graphql(self, query, variables, token=None):
        r = self.post("/graphql", {"query": query, "variables": variables}, **({"token": token} if token else {}))
        self.assertEqual(r.status, 200, r.body)
        return r.json()

    def node(self, number):
        return self.graphql(self.QUERY, {"n": number})["data"]["repository"]["issue"]

    def mutate(self, field, issue, blocker, token=None):
        return self.graphql("""mutation($i: ID!, $b: ID!) { %s(input: {issueId: $i, blockingIssueId: $b}) {
            issue { number } blockingIssue { number } } }""" % field, {"i": issue, "b": blocker}, token)

    def test_add_read_and_remove(self):
        one, two, four = (self.node(n)["id"] for n in (1, 2, 4))
        r = self.mutate("addBlockedBy", one, two)
        self.assertEqual(r["data"]["addBlockedBy"], {"issue": {"number": 1}, "blockingIssue": {"number": 2}})
        self.mutate("addBlockedBy", one, four)
        self.request("PATCH", "%s/issues/2" % HW, json_body={"state": "closed"})
        node = self.node(1)
        self.assertEqual(node["blockedBy"], {"totalCount": 2, "nodes": [{"number": 4, "state": "OPEN"},
                                                                         {"number": 2, "state": "CLOSED"}]})
        self.assertEqual(node["oldestFirst"]["nodes"], [{"number": 2}, {"number": 4}])
        self.assertEqual(node["issueDependenciesSummary"],
                         {"blockedBy": 1, "totalBlockedBy": 2, "blocking": 0, "totalBlocking": 0})
        self.assertEqual(self.node(4)["blocking"]["nodes"], [{"number": 1}])
        self.mutate("removeBlockedBy", one, four)
        self.assertEqual(self.listed(1, "blocked_by"), [2])  # REST sees GraphQL's links

    def test_itself_twice_and_without_triage_are_refused(self):
        one, two = (self.node(n)["id"] for n in (1, 2))
        r = self.mutate("addBlockedBy", one, one)
        self.assertEqual([(e["type"], e["message"]) for e in r["errors"]],
                         [("UNPROCESSABLE", "An issue cannot be blocked by itself")])
        self.mutate("addBlockedBy", one, two)
        r = self.mutate("addBlockedBy", one, two)
        self.assertEqual([e["message"] for e in r["errors"]], ["The issue is already blocked by this issue"])
        r = self.mutate("removeBlockedBy", one, two, token="gho_simulator_mallory")
        self.assertEqual([e["type"] for e in r["errors"]], ["FORBIDDEN"])
        self.assertEqual(self.listed(1, "blocked_by"), [2])
