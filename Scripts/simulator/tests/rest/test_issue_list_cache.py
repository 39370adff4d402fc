"""REST's issue list keeps its matching items until the repository changes: every write shows at once."""

from rest import routes_issues
from tests.support import HUBOT, SimTestCase

HW = "/repos/octocat/Hello-World"
LISTS = [HW + "/issues?state=all&sort=created&direction=desc&per_page=3&page=2",
         HW + "/issues?state=open&per_page=100",
         HW + "/issues?state=closed&per_page=100",
         HW + "/issues?state=all&per_page=100",
         HW + "/issues?state=all&labels=bug&per_page=100",
         HW + "/issues?state=all&assignee=*&per_page=100",
         HW + "/issues?state=all&milestone=1&per_page=100",
         HW + "/issues?state=all&mentioned=octocat&per_page=100",
         HW + "/issues?state=all&sort=comments&per_page=100",
         HW + "/issues?state=all&sort=updated&direction=asc&per_page=100"]


class IssueListCacheTests(SimTestCase):
    def answer(self, path):
        reply = self.get(path)
        self.assertEqual(reply.status, 200, path)
        return reply.body

    def answers(self):
        return [self.answer(path) for path in LISTS]

    def fresh(self):
        """The lists as the repository's records say now, each from an empty cache."""
        repo = self.server.store.repo("octocat", "Hello-World")
        kept = repo.cache
        try:
            answers = []
            for path in LISTS:
                repo.cache = {}
                answers.append(self.answer(path))
            return answers
        finally:
            repo.cache = kept

    def test_every_write_shows_in_the_lists_byte_for_byte(self):
        writes = [
            ("POST", HW + "/issues", {"title": "New", "body": "hello @octocat", "labels": ["bug"]}),
            ("PATCH", HW + "/issues/2", {"state": "closed"}),
            ("PATCH", HW + "/issues/2", {"state": "open", "title": "Renamed"}),
            ("POST", HW + "/issues/2/labels", {"labels": ["bug"]}),
            ("DELETE", HW + "/issues/2/labels/bug", None),
            ("POST", HW + "/issues/2/assignees", {"assignees": ["monalisa"]}),
            ("PATCH", HW + "/issues/2", {"milestone": 1}),
            ("POST", HW + "/issues/2/comments", {"body": "cc @octocat"}),
            ("PATCH", HW + "/labels/bug", {"new_name": "defect"}),
            ("PATCH", HW + "/milestones/1", {"title": "Renamed milestone"}),
            ("PUT", HW + "/issues/2/lock", None),
        ]
        self.answers()
        for method, path, body in writes:
            reply = self.request(method, path, json_body=body)
            self.assertLess(reply.status, 300, (path, reply.body))
            self.assertEqual(self.answers(), self.fresh(), "%s %s" % (method, path))
        closed = self.post("/graphql", {"query": 'mutation { closeIssue(input: {issueId: "%s"}) { issue { number } } }'
                                        % self.get(HW + "/issues/4").json()["node_id"]}, token=HUBOT)
        self.assertEqual(closed.status, 200, closed.body)
        self.assertEqual(self.answers(), self.fresh(), "closeIssue")

    def test_a_page_of_a_long_list_does_not_match_every_issue_again(self):
        matched = []
        original = routes_issues._matching

        def counting(repo, q):
            matched.append(q.get("page"))
            return original(repo, q)

        routes_issues._matching = counting
        try:
            pages = [self.get("/repos/octocat/big/issues?state=open&per_page=100&page=%d" % n).json() for n in (1, 2, 3)]
        finally:
            routes_issues._matching = original
        self.assertEqual(matched, ["1"])
        numbers = [it["number"] for page in pages for it in page]
        self.assertEqual(len(set(numbers)), 300)
        self.assertEqual(numbers, sorted(numbers, reverse=True))
