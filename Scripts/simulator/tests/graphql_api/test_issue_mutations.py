"""GraphQL issue-lifecycle mutations and the node lookups they need; REST and GraphQL see each other's writes.

Every query here is validated against GitHub's published schema and every answer checked against it
(support.PUBLISHED_SCHEMA), so a shape GitHub would not accept or give fails the test.
"""

from tests.support import HUBOT, MONALISA, OCTOCAT, SimTestCase

HW = "/repos/octocat/Hello-World"

IDS = """query($n: Int!) { repository(owner: "octocat", name: "Hello-World") {
  id issue(number: $n) { id } label(name: "question") { id } milestone(number: 2) { id }
  assignableUsers(first: 10) { nodes { id login } } } }"""

ISSUE_FIELDS = """number title body state stateReason updatedAt locked activeLockReason isPinned
  labels(first: 10) { nodes { name } } assignees(first: 10) { nodes { login } } milestone { number }"""


class MutationTestCase(SimTestCase):
    def graphql(self, query, variables=None, token=OCTOCAT):
        r = self.post("/graphql", {"query": query, "variables": variables or {}}, token=token)
        self.assertEqual(r.status, 200, r.body)
        return r.json()

    def ids(self, number):
        repo = self.graphql(IDS, {"n": number})["data"]["repository"]
        users = {u["login"]: u["id"] for u in repo["assignableUsers"]["nodes"]}
        return repo["issue"]["id"], repo["label"]["id"], repo["milestone"]["id"], users, repo["id"]

    def mutate(self, field, input_, selection="clientMutationId", token=OCTOCAT):
        query = "mutation($input: %sInput!) { %s(input: $input) { %s } }" % (
            field[0].upper() + field[1:], field, selection)
        return self.graphql(query, {"input": input_}, token)

    def assertFailure(self, reply, field, type_, message):
        self.assertEqual(reply["data"], {field: None})
        self.assertEqual([(e["type"], e["path"], e["message"]) for e in reply["errors"]], [(type_, [field], message)])


class UpdateIssueTests(MutationTestCase):
    def test_update_every_field_and_rest_reads_it(self):
        before = self.get(HW + "/issues/2").json()
        issue, label, milestone, users, _ = self.ids(2)
        reply = self.mutate("updateIssue", {"id": issue, "title": "New title", "body": "New body",
                                            "labelIds": [label], "assigneeIds": [users["monalisa"]],
                                            "milestoneId": milestone, "state": "CLOSED", "clientMutationId": "m1"},
                            "clientMutationId actor { login } issue { %s }" % ISSUE_FIELDS)
        payload = reply["data"]["updateIssue"]
        self.assertEqual((payload["clientMutationId"], payload["actor"]["login"]), ("m1", "octocat"))
        self.assertEqual(payload["issue"]["stateReason"], "COMPLETED")
        after = self.get(HW + "/issues/2").json()
        self.assertEqual((after["title"], after["body"], after["state"], after["state_reason"]),
                         ("New title", "New body", "closed", "completed"))
        self.assertEqual([lab["name"] for lab in after["labels"]], ["question"])
        self.assertEqual([a["login"] for a in after["assignees"]], ["monalisa"])
        self.assertEqual(after["milestone"]["number"], 2)
        self.assertGreater(after["updated_at"], before["updated_at"])
        self.assertEqual(payload["issue"]["updatedAt"], after["updated_at"])

    def test_graphql_sees_a_rest_write(self):
        self.request("PUT", HW + "/issues/2/lock", json_body={"lock_reason": "too heated"})
        self.request("PATCH", HW + "/issues/2", json_body={"title": "Via REST", "milestone": None})
        data = self.graphql('{ repository(owner: "octocat", name: "Hello-World") { issue(number: 2) { %s } } }'
                            % ISSUE_FIELDS)["data"]["repository"]["issue"]
        self.assertEqual((data["title"], data["locked"], data["activeLockReason"], data["milestone"]),
                         ("Via REST", True, "TOO_HEATED", None))

    def test_milestone_null_removes_it_and_reopen(self):
        issue = self.ids(1)[0]
        self.mutate("updateIssue", {"id": issue, "milestoneId": None, "state": "CLOSED"})
        self.mutate("updateIssue", {"id": issue, "state": "OPEN"})
        after = self.get(HW + "/issues/1").json()
        self.assertEqual((after["milestone"], after["state"], after["state_reason"]), (None, "open", "reopened"))

    def test_refusals(self):
        issue = self.ids(2)[0]
        self.assertFailure(self.mutate("updateIssue", {"id": "MDU6SXNzdWU5OTk5", "title": "x"}), "updateIssue",
                           "NOT_FOUND", "Could not resolve to a node with the global id of 'MDU6SXNzdWU5OTk5'.")
        # hubot (triage) may label but not retitle someone else's issue
        self.assertFailure(self.mutate("updateIssue", {"id": issue, "title": "x"}, token=HUBOT), "updateIssue",
                           "FORBIDDEN", "hubot does not have the correct permissions to execute `UpdateIssue`")
        # a label id is not an issue id
        label = self.ids(2)[1]
        self.assertEqual(self.mutate("updateIssue", {"id": label})["errors"][0]["type"], "NOT_FOUND")
        # a private repository's issue is invisible to hubot
        secret = self.get("/repos/octocat/secret-plans/issues/1").json()["node_id"]
        self.assertEqual(self.mutate("updateIssue", {"id": secret, "title": "x"}, token=HUBOT)["errors"][0]["type"],
                         "NOT_FOUND")


class CreateIssueTests(MutationTestCase):
    def test_create_takes_labels_assignees_and_milestone_by_node_id(self):
        _, label, milestone, users, repo = self.ids(2)
        inp = {"repositoryId": repo, "title": "Made whole", "labelIds": [label],
               "assigneeIds": [users["monalisa"]], "milestoneId": milestone}
        made = self.mutate("createIssue", inp, "issue { %s }" % ISSUE_FIELDS)["data"]["createIssue"]["issue"]
        self.assertEqual(([lab["name"] for lab in made["labels"]["nodes"]], made["milestone"]), (["question"], {"number": 2}))
        rest = self.get(HW + "/issues/%d" % made["number"]).json()
        self.assertEqual(([lab["name"] for lab in rest["labels"]], [a["login"] for a in rest["assignees"]],
                          rest["milestone"]["number"]), (["question"], ["monalisa"], 2))
        # hubot (triage, no push) gets the issue without them, as REST's create gives it
        plain = self.mutate("createIssue", dict(inp, title="By triage"), "issue { number }", token=HUBOT)
        rest = self.get(HW + "/issues/%d" % plain["data"]["createIssue"]["issue"]["number"]).json()
        self.assertEqual((rest["labels"], rest["assignees"], rest["milestone"]), ([], [], None))

    def test_a_label_of_another_repository_is_not_found_and_nothing_is_made(self):
        repo = self.ids(2)[4]
        other = self.graphql('{ repository(owner: "octocat", name: "Spoon-Knife") { labels(first: 1) { nodes { id } } } }')
        label = other["data"]["repository"]["labels"]["nodes"][0]["id"]
        before = len(self.get(HW + "/issues?state=all&per_page=100").json())
        reply = self.mutate("createIssue", {"repositoryId": repo, "title": "x", "labelIds": [label]})
        self.assertEqual([e["type"] for e in reply["errors"]], ["NOT_FOUND"])
        self.assertEqual(len(self.get(HW + "/issues?state=all&per_page=100").json()), before)


class CommentMutationTests(MutationTestCase):
    def test_edit_and_delete_a_comment_rest_sees_both(self):
        comment = self.post(HW + "/issues/2/comments", {"body": "first"}, token=MONALISA).json()
        reply = self.mutate("updateIssueComment", {"id": comment["node_id"], "body": "second"},
                            "issueComment { body lastEditedAt databaseId issue { number } }", token=MONALISA)
        edited = reply["data"]["updateIssueComment"]["issueComment"]
        self.assertEqual((edited["body"], edited["databaseId"], edited["issue"]["number"]),
                         ("second", comment["id"], 2))
        self.assertEqual(self.get(HW + "/issues/comments/%d" % comment["id"]).json()["body"], "second")
        self.assertFailure(self.mutate("deleteIssueComment", {"id": comment["node_id"]}, token=HUBOT),
                           "deleteIssueComment", "FORBIDDEN",
                           "hubot does not have the correct permissions to execute `DeleteIssueComment`")
        self.assertEqual(self.mutate("deleteIssueComment", {"id": comment["node_id"], "clientMutationId": "d"}),
                         {"data": {"deleteIssueComment": {"clientMutationId": "d"}}})
        self.assertEqual(self.get(HW + "/issues/comments/%d" % comment["id"]).status, 404)


class LockDeleteTests(MutationTestCase):
    def test_lock_and_unlock(self):
        issue = self.ids(2)[0]
        reply = self.mutate("lockLockable", {"lockableId": issue, "lockReason": "SPAM"},
                            "lockedRecord { __typename locked activeLockReason ... on Issue { number } }")
        self.assertEqual(reply["data"]["lockLockable"]["lockedRecord"],
                         {"__typename": "Issue", "locked": True, "activeLockReason": "SPAM", "number": 2})
        self.assertEqual(self.get(HW + "/issues/2").json()["active_lock_reason"], "spam")
        self.assertFailure(self.mutate("unlockLockable", {"lockableId": issue}, token=HUBOT), "unlockLockable",
                           "FORBIDDEN", "hubot does not have the correct permissions to execute `UnlockLockable`")
        reply = self.mutate("unlockLockable", {"lockableId": issue}, "unlockedRecord { locked }")
        self.assertEqual(reply["data"]["unlockLockable"]["unlockedRecord"], {"locked": False})

    def test_delete_needs_admin_and_then_the_issue_is_not_found(self):
        issue = self.ids(2)[0]
        self.assertFailure(self.mutate("deleteIssue", {"issueId": issue}, token=MONALISA), "deleteIssue",
                           "FORBIDDEN", "monalisa does not have the correct permissions to execute `DeleteIssue`")
        self.mutate("deleteIssue", {"issueId": issue})
        reply = self.graphql('{ repository(owner: "octocat", name: "Hello-World") { issue(number: 2) { id } } }')
        self.assertEqual(reply["data"], {"repository": {"issue": None}})
        self.assertEqual(reply["errors"][0]["message"], "Could not resolve to an Issue with the number of 2.")
        self.assertEqual(self.graphql("query($id: ID!) { node(id: $id) { id } }", {"id": issue})["errors"][0]["type"],
                         "NOT_FOUND")


class TransferTests(MutationTestCase):
    def target(self, owner, name):
        return self.get("/repos/%s/%s" % (owner, name)).json()["node_id"]

    def transfer(self, target, token=OCTOCAT):
        return self.mutate("transferIssue", {"issueId": self.ids(2)[0], "repositoryId": target},
                           "issue { number url repository { nameWithOwner } }", token=token)

    def test_refusals_as_github_words_them(self):
        self.assertFailure(self.transfer(self.target("octocat", "no-issues")), "transferIssue", "UNPROCESSABLE",
                           "New repository must have issues enabled")
        self.assertFailure(self.transfer(self.target("hubot", "chatops")), "transferIssue", "UNPROCESSABLE",
                           "New repository must have the same owner as the current repository")
        self.assertFailure(self.transfer(self.target("octocat", "Spoon-Knife"), token=HUBOT), "transferIssue",
                           "FORBIDDEN", "hubot does not have the correct permissions to execute `TransferIssue`")
        self.assertEqual(self.get(HW + "/issues/2").status, 200)

    def test_the_issue_moves_and_the_source_lists_lose_it(self):
        moved = self.transfer(self.target("octocat", "Spoon-Knife"))["data"]["transferIssue"]["issue"]
        self.assertEqual(moved["repository"]["nameWithOwner"], "octocat/Spoon-Knife")
        self.assertEqual(self.get("/repos/octocat/Spoon-Knife/issues/%d" % moved["number"]).json()["html_url"],
                         moved["url"])
        numbers = self.graphql('{ repository(owner: "octocat", name: "Hello-World") { issues(first: 100) { '
                               'nodes { number } } } }')["data"]["repository"]["issues"]["nodes"]
        self.assertNotIn({"number": 2}, numbers)


class PinTests(MutationTestCase):
    PINNED = '{ repository(owner: "octocat", name: "Hello-World") { pinnedIssues(first: 5) { totalCount ' \
             'nodes { issue { number isPinned } pinnedBy { login } } } } }'

    def test_at_most_three_pinned_issues(self):
        for n in (1, 2, 4):
            reply = self.mutate("pinIssue", {"issueId": self.ids(n)[0]}, "issue { isPinned }", token=MONALISA)
            self.assertEqual(reply["data"]["pinIssue"]["issue"], {"isPinned": True})
        self.assertFailure(self.mutate("pinIssue", {"issueId": self.ids(5)[0]}), "pinIssue", "UNPROCESSABLE",
                           "You can only pin up to 3 issues in a repository")
        pinned = self.graphql(self.PINNED)["data"]["repository"]["pinnedIssues"]
        self.assertEqual(pinned["totalCount"], 3)
        self.assertEqual(pinned["nodes"][0], {"issue": {"number": 1, "isPinned": True}, "pinnedBy": {"login": "monalisa"}})
        reply = self.mutate("unpinIssue", {"issueId": self.ids(1)[0]}, "id issue { isPinned }")
        self.assertEqual(reply["data"]["unpinIssue"]["issue"], {"isPinned": False})
        self.assertIsNotNone(reply["data"]["unpinIssue"]["id"])
        self.assertFailure(self.mutate("pinIssue", {"issueId": self.ids(5)[0]}, token=HUBOT), "pinIssue",
                           "FORBIDDEN", "hubot does not have the correct permissions to execute `PinIssue`")


class NodeLookupTests(MutationTestCase):
    def test_ids_resolve_to_their_nodes(self):
        issue, label, milestone, users, repo = self.ids(1)
        query = """query($issue: ID!, $label: ID!, $ms: ID!, $user: ID!, $repo: ID!) {
          a: node(id: $issue) { __typename ... on Issue { number } } b: node(id: $label) { ... on Label { name } }
          c: node(id: $ms) { ... on Milestone { title } } d: node(id: $user) { ... on User { login } }
          e: node(id: $repo) { ... on Repository { nameWithOwner } } user(login: "hubot") { id } }"""
        data = self.graphql(query, {"issue": issue, "label": label, "ms": milestone, "user": users["hubot"],
                                    "repo": repo})["data"]
        self.assertEqual((data["a"], data["b"], data["c"], data["d"], data["e"]),
                         ({"__typename": "Issue", "number": 1}, {"name": "question"}, {"title": "v2.0"},
                          {"login": "hubot"}, {"nameWithOwner": "octocat/Hello-World"}))
        self.assertEqual(data["user"]["id"], users["hubot"])
        self.assertEqual(issue, self.get(HW + "/issues/1").json()["node_id"])

    def test_nodes_answers_each_id_in_order_with_null_and_its_own_error_for_one_that_is_not(self):
        users = self.ids(1)[3]
        reply = self.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { ... on User { id name } } }',
                             {"ids": [users["hubot"], "garbage", users["octocat"]]})
        self.assertEqual(reply["data"], {"nodes": [{"id": users["hubot"], "name": "Hubot"}, None,
                                                   {"id": users["octocat"], "name": "The Octocat"}]})
        self.assertEqual([(e["path"], e["type"]) for e in reply["errors"]], [(["nodes", 1], "NOT_FOUND")])

    def test_an_issue_says_whether_it_is_closed(self):
        query = 'query($id: ID!) { node(id: $id) { ... on Issue { number closed } } }'
        for number, closed in ((1, False), (2, False)):
            self.assertEqual(self.graphql(query, {"id": self.ids(number)[0]})["data"]["node"],
                             {"number": number, "closed": closed})
        self.mutate("closeIssue", {"issueId": self.ids(2)[0]})
        self.assertTrue(self.graphql(query, {"id": self.ids(2)[0]})["data"]["node"]["closed"])

    def test_an_id_that_is_not_one(self):
        reply = self.graphql('{ node(id: "garbage") { id } }')
        self.assertEqual(reply["data"], {"node": None})
        self.assertEqual(reply["errors"][0]["message"], "Could not resolve to a node with the global id of 'garbage'.")
