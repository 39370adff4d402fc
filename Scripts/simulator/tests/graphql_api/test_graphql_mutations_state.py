"""closeIssue, reopenIssue and addComment: GitHub's semantics on the records REST serves, and their answers
checked against GitHub's published schema (as every GraphQL answer of these tests is)."""

from tests.support import HUBOT, MONALISA, SimTestCase

TARGET = """query IssueTarget($owner: String!, $repo: String!, $number: Int!) {
  repository(owner: $owner, name: $repo) {
    hasIssuesEnabled
    issue(number: $number) { id number title state stateReason(enableDuplicate: true) url }
  } }"""
CLOSE = """mutation IssueClose($input: CloseIssueInput!) {
  closeIssue(input: $input) { clientMutationId issue { id state stateReason closedAt } } }"""
REOPEN = """mutation IssueReopen($input: ReopenIssueInput!) {
  reopenIssue(input: $input) { issue { state stateReason closedAt } } }"""
COMMENT = """mutation CommentCreate($input: AddCommentInput!) {
  addComment(input: $input) { commentEdge { cursor node { url body author { login } } } } }"""


class StateMutationTests(SimTestCase):
    def gql(self, query, variables, token=None):
        reply = self.post("/graphql", {"query": query, "variables": variables}, **({"token": token} if token else {}))
        self.assertEqual(reply.status, 200, reply.body)
        return reply.json()

    def target(self, number, repo="Hello-World"):
        return self.gql(TARGET, {"owner": "octocat", "repo": repo, "number": number})

    def issue_id(self, number):
        return self.target(number)["data"]["repository"]["issue"]["id"]

    def rest(self, number):
        return self.get("/repos/octocat/Hello-World/issues/%d" % number).json()

    def test_issue_by_number_is_an_issue_only(self):
        issue = self.target(2)["data"]["repository"]["issue"]
        self.assertEqual((issue["number"], issue["state"], issue["stateReason"]), (2, "OPEN", None))
        self.assertEqual(issue["id"], self.rest(2)["node_id"])
        pull = self.target(3)
        self.assertIsNone(pull["data"]["repository"]["issue"])
        self.assertEqual(pull["errors"][0]["type"], "NOT_FOUND")
        self.assertEqual(pull["errors"][0]["message"], "Could not resolve to an Issue with the number of 3.")

    def test_close_not_planned_is_what_rest_reads_back(self):
        answer = self.gql(CLOSE, {"input": {"issueId": self.issue_id(2), "stateReason": "NOT_PLANNED",
                                            "clientMutationId": "c1"}})
        payload = answer["data"]["closeIssue"]
        self.assertEqual(payload["clientMutationId"], "c1")
        self.assertEqual((payload["issue"]["state"], payload["issue"]["stateReason"]), ("CLOSED", "NOT_PLANNED"))
        rest = self.rest(2)
        self.assertEqual((rest["state"], rest["state_reason"]), ("closed", "not_planned"))
        self.assertEqual(rest["closed_at"], payload["issue"]["closedAt"])
        self.assertEqual(rest["updated_at"], rest["closed_at"])
        self.assertEqual(rest["closed_by"]["login"], "octocat")

    def test_close_without_reason_is_completed(self):
        self.gql(CLOSE, {"input": {"issueId": self.issue_id(2)}})
        self.assertEqual(self.rest(2)["state_reason"], "completed")

    def test_duplicate_reads_completed_unless_enable_duplicate(self):
        answer = self.gql(CLOSE, {"input": {"issueId": self.issue_id(2), "stateReason": "DUPLICATE",
                                            "duplicateIssueId": self.issue_id(4)}})
        self.assertEqual(answer["data"]["closeIssue"]["issue"]["stateReason"], "COMPLETED")
        self.assertEqual(self.target(2)["data"]["repository"]["issue"]["stateReason"], "DUPLICATE")
        self.assertEqual(self.rest(2)["state_reason"], "duplicate")

    def test_closing_a_closed_issue_succeeds_and_changes_nothing(self):
        self.gql(CLOSE, {"input": {"issueId": self.issue_id(2), "stateReason": "NOT_PLANNED"}})
        before = self.rest(2)
        answer = self.gql(CLOSE, {"input": {"issueId": self.issue_id(2)}})
        self.assertNotIn("errors", answer)
        after = self.rest(2)
        self.assertEqual((after["state_reason"], after["closed_at"], after["updated_at"]),
                         (before["state_reason"], before["closed_at"], before["updated_at"]))

    def test_reopen_clears_the_closing_but_not_who_closed_it(self):
        """GitHub keeps ``closed_by`` after a reopen (its OpenAPI example shows an open issue with one)."""
        self.gql(CLOSE, {"input": {"issueId": self.issue_id(2)}})
        issue = self.gql(REOPEN, {"input": {"issueId": self.issue_id(2)}})["data"]["reopenIssue"]["issue"]
        self.assertEqual(issue, {"state": "OPEN", "stateReason": "REOPENED", "closedAt": None})
        rest = self.rest(2)
        self.assertEqual((rest["state"], rest["state_reason"], rest["closed_at"], rest["closed_by"]["login"]),
                         ("open", "reopened", None, "octocat"))

    def test_who_may_close(self):
        issue_id = self.issue_id(2)
        # hubot has triage on Hello-World: enough to close; mallory has no role and did not open it.
        self.assertNotIn("errors", self.gql(CLOSE, {"input": {"issueId": issue_id}}, token=HUBOT))
        answer = self.gql(REOPEN, {"input": {"issueId": issue_id}}, token="gho_simulator_mallory")
        self.assertIsNone(answer["data"]["reopenIssue"])
        self.assertEqual(answer["errors"][0]["type"], "FORBIDDEN")
        self.assertTrue(answer["errors"][0]["message"].endswith("does not have the correct permissions to execute "
                                                                "`ReopenIssue`"))
        self.assertEqual(self.rest(2)["state"], "closed")

    def test_an_unknown_or_unreadable_id_is_not_found(self):
        secret = self.gql(TARGET, {"owner": "octocat", "repo": "secret-plans", "number": 1})
        secret_id = secret["data"]["repository"]["issue"]["id"]
        for issue_id, token in (("MDU6SXNzdWUx", None), ("not-an-id", None), (secret_id, HUBOT)):
            with self.subTest(issue_id=issue_id):
                answer = self.gql(CLOSE, {"input": {"issueId": issue_id}}, token=token)
                self.assertIsNone(answer["data"]["closeIssue"])
                self.assertEqual(answer["errors"][0]["type"], "NOT_FOUND")
                self.assertEqual(answer["errors"][0]["path"], ["closeIssue"])

    def test_a_comment_is_listed_by_rest_and_counted(self):
        before = self.rest(2)
        edge = self.gql(COMMENT, {"input": {"subjectId": self.issue_id(2), "body": "Fixed in #4"}})
        node = edge["data"]["addComment"]["commentEdge"]["node"]
        self.assertEqual((node["body"], node["author"]["login"]), ("Fixed in #4", "octocat"))
        comments = self.get("/repos/octocat/Hello-World/issues/2/comments").json()
        self.assertEqual(comments[-1]["body"], "Fixed in #4")
        self.assertEqual(comments[-1]["html_url"], node["url"])
        self.assertEqual(self.rest(2)["comments"], before["comments"] + 1)

    def test_blank_comments_and_locked_issues_are_refused(self):
        blank = self.gql(COMMENT, {"input": {"subjectId": self.issue_id(2), "body": "  "}})
        self.assertEqual((blank["errors"][0]["type"], blank["errors"][0]["message"]),
                         ("UNPROCESSABLE", "Body can't be blank"))
        locked = self.issue_id(13)  # locked ("too heated"); hubot has triage, not push
        refused = self.gql(COMMENT, {"input": {"subjectId": locked, "body": "hi"}}, token=HUBOT)
        self.assertEqual(refused["errors"][0]["message"], "Unable to create comment because issue is locked.")
        self.assertNotIn("errors", self.gql(COMMENT, {"input": {"subjectId": locked, "body": "hi"}}, token=MONALISA))

    def test_archived_repositories_refuse(self):
        target = self.gql(TARGET, {"owner": "octocat", "repo": "old-stuff", "number": 1})
        issue = target["data"]["repository"]["issue"]
        if issue is None:
            self.skipTest("octocat/old-stuff has no issue #1")
        answer = self.gql(CLOSE, {"input": {"issueId": issue["id"]}})
        self.assertEqual(answer["errors"][0]["message"], "Repository was archived so is read-only.")
