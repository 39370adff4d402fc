"""Issue lists (every filter), single issues, comments, labels, milestones, assignees."""

import time

from tests.rest.test_repos import links
from tests.support import HUBOT, SimTestCase

HW = "/repos/octocat/Hello-World"
PR_NUMBERS = list(range(3, 80, 4))


class IssueListTests(SimTestCase):
    def all(self, query="", repo=HW):
        out, page = [], 1
        while True:
            sep = "&" if query else ""
            r = self.get("%s/issues?%s%sper_page=100&page=%d" % (repo, query, sep, page))
            self.assertEqual(r.status, 200, r.body)
            out.extend(r.json())
            if "next" not in links(r):
                return out
            page += 1

    def test_default_open_desc_with_prs(self):
        items = self.all()
        self.assertEqual(len(items), 49)
        self.assertTrue(all(i["state"] == "open" for i in items))
        numbers = [i["number"] for i in items]
        self.assertEqual(numbers, sorted(numbers, reverse=True))
        prs = [i for i in items if "pull_request" in i]
        self.assertEqual(len(prs), 13)
        pr = prs[0]
        self.assertEqual(set(pr["pull_request"]), {"url", "html_url", "diff_url", "patch_url", "merged_at"})
        self.assertIn("/pull/", pr["html_url"])
        self.assertIn("draft", pr)

    def test_state_all_counts(self):
        items = self.all("state=all")
        self.assertEqual(len(items), 80)
        self.assertEqual(sorted(i["number"] for i in items if "pull_request" in i), PR_NUMBERS)
        closed = self.all("state=closed")
        self.assertEqual(len(closed), 31)
        for i in closed:
            self.assertIsNotNone(i["closed_at"])
            if "pull_request" not in i:
                self.assertIn(i["state_reason"], ("completed", "not_planned"))
        self.assertTrue(any(i["state_reason"] == "not_planned" for i in closed))

    def test_link_points_at_repositories_id(self):
        r = self.get(HW + "/issues?per_page=10&state=all&labels=bug")
        ln = links(r)
        self.assertTrue(ln["next"].startswith(self.base + "/repositories/1296269/issues?"))
        self.assertIn("state=all", ln["next"])
        self.assertIn("labels=bug", ln["next"])
        self.assertTrue(ln["next"].endswith("page=2"))
        follow = self.get(ln["next"][len(self.base):])
        self.assertEqual(follow.status, 200)
        self.assertEqual(set(links(follow)), {"prev", "first"} | ({"next", "last"} & set(links(follow))))

    def test_per_page_clamp_and_no_link_on_single_page(self):
        r = self.get(HW + "/issues?state=all&per_page=1000")
        self.assertEqual(len(r.json()), 80)
        self.assertIsNone(r.header("Link"))
        self.assertEqual(len(self.get(HW + "/issues").json()), 30)

    def test_milestone_filter(self):
        m1 = self.all("state=all&milestone=1")
        self.assertEqual(len(m1), 24)
        self.assertTrue(all(i["milestone"]["number"] == 1 for i in m1))
        self.assertEqual(m1[0]["milestone"]["open_issues"] + m1[0]["milestone"]["closed_issues"], 24)
        anyms = self.all("state=all&milestone=*")
        self.assertTrue(all(i["milestone"] for i in anyms))
        none = self.all("state=all&milestone=none")
        self.assertTrue(all(i["milestone"] is None for i in none))
        self.assertEqual(len(anyms) + len(none), 80)
        r = self.get(HW + "/issues?milestone=99")
        body = self.assertError(r, 422, "Validation Failed")
        self.assertEqual(body["errors"], [{"value": "99", "resource": "Issue", "field": "milestone",
                                           "code": "invalid"}])

    def test_assignee_filter(self):
        hubot = self.all("state=all&assignee=hubot")
        self.assertTrue(hubot)
        self.assertTrue(all(any(a["login"] == "hubot" for a in i["assignees"]) for i in hubot))
        self.assertIn(1, [i["number"] for i in hubot])
        none = self.all("state=all&assignee=none")
        self.assertTrue(all(not i["assignees"] and i["assignee"] is None for i in none))
        star = self.all("state=all&assignee=*")
        self.assertEqual(len(star) + len(none), 80)

    def test_creator_and_mentioned(self):
        mine = self.all("state=all&creator=defunkt")
        self.assertTrue(mine and all(i["user"]["login"] == "defunkt" for i in mine))
        mentioned = self.all("state=all&mentioned=monalisa")
        self.assertIn(1, [i["number"] for i in mentioned])
        for i in mentioned:
            self.assertIn("@monalisa", (i["body"] or "") + "".join(
                c["body"] for c in self.get("%s/issues/%d/comments?per_page=100" % (HW, i["number"])).json()))

    def test_labels_all_must_match(self):
        both = self.all("state=all&labels=bug,priority%3A%20high")
        self.assertIn(1, [i["number"] for i in both])
        for i in both:
            names = {lab["name"] for lab in i["labels"]}
            self.assertTrue({"bug", "priority: high"} <= names)
        bug = self.all("state=all&labels=BUG")
        self.assertGreaterEqual(len(bug), len(both))

    def test_sort_direction_since(self):
        updated = [i["updated_at"] for i in self.all("state=all&sort=updated&direction=asc")]
        self.assertEqual(updated, sorted(updated))
        comments = [i["comments"] for i in self.all("state=all&sort=comments")]
        self.assertEqual(comments[0], 45)
        self.assertEqual(comments, sorted(comments, reverse=True))
        created_asc = [i["number"] for i in self.all("state=all&direction=asc")]
        self.assertEqual(created_asc[:3], [1, 2, 3])
        since = self.all("state=all&since=2024-07-01T00:00:00Z")
        self.assertTrue(since and all(i["updated_at"] >= "2024-07-01T00:00:00Z" for i in since))
        self.assertLess(len(since), 80)

    def test_repositories_id_route(self):
        r = self.get("/repositories/1296269/issues?state=all&per_page=5")
        self.assertEqual(r.status, 200)
        self.assertEqual(len(r.json()), 5)

    def test_issue_shape(self):
        i = self.get(HW + "/issues?state=all&direction=asc&per_page=1").json()[0]
        for key in ("url", "repository_url", "labels_url", "comments_url", "events_url", "html_url", "id",
                    "node_id", "number", "title", "user", "labels", "state", "locked", "assignee", "assignees",
                    "milestone", "comments", "created_at", "updated_at", "closed_at", "author_association",
                    "active_lock_reason", "body", "reactions", "timeline_url", "performed_via_github_app",
                    "state_reason"):
            self.assertIn(key, i)
        self.assertEqual(i["url"], self.base + "/repos/octocat/Hello-World/issues/1")
        self.assertEqual(i["html_url"], "https://github.com/octocat/Hello-World/issues/1")
        self.assertEqual(i["reactions"]["+1"], 5)
        self.assertEqual(i["user"]["type"], "User")
        ms = i["milestone"]
        for key in ("creator", "open_issues", "closed_issues", "due_on", "closed_at", "state", "title", "number"):
            self.assertIn(key, ms)

    def test_issues_disabled_410(self):
        for path in ("/repos/octocat/no-issues/issues", "/repos/octocat/no-issues/issues/1",
                     "/repos/octocat/no-issues/issues/1/comments"):
            self.assertError(self.get(path), 410, "Issues are disabled for this repo",
                             "https://docs.github.com/v3/issues/")

    def test_empty_repo(self):
        r = self.get("/repos/octocat/empty/issues?state=all")
        self.assertEqual(r.json(), [])
        self.assertIsNone(r.header("Link"))

    def test_hostile_text_survives(self):
        items = self.all("state=all", repo="/repos/octocat/hostile")
        titles = "".join(i["title"] for i in items)
        self.assertIn("\u001b[31mred", titles)
        self.assertIn("\u001b]8;;http://evil\u0007", titles)
        self.assertIn("\t", titles)
        self.assertIn("\u202e", titles)
        logins = {i["user"]["login"] for i in items}
        self.assertTrue(any("\u001b" in login for login in logins))

    def test_big_repo_pages_quickly(self):
        t = time.time()
        r = self.get("/repos/octocat/big/issues?state=all&per_page=100&page=3")
        self.assertEqual(len(r.json()), 100)
        prs = [i["number"] for i in r.json() if "pull_request" in i]
        self.assertTrue(all(n % 4 == 0 for n in prs))
        self.assertEqual(len(prs), 25)
        self.assertTrue(links(r)["last"].endswith("page=15"))
        t = time.time()
        for page in range(4, 9):
            self.get("/repos/octocat/big/issues?state=all&per_page=100&page=%d" % page)
        self.assertLess((time.time() - t) / 5, 0.1)


class SingleIssueTests(SimTestCase):
    def test_get_issue_and_pr(self):
        r = self.get(HW + "/issues/1")
        self.assertEqual(r.status, 200)
        i = r.json()
        self.assertEqual(i["comments"], 45)
        self.assertIn("closed_by", i)
        self.assertNotIn("pull_request", i)
        self.assertIsNotNone(r.header("Last-Modified"))
        pr = self.get(HW + "/issues/3").json()
        self.assertIn("pull_request", pr)

    def test_unknown_issue_404(self):
        self.assertError(self.get(HW + "/issues/9999"), 404, "Not Found")
        self.assertError(self.get(HW + "/issues/abc"), 404, "Not Found")

    def test_closed_issue_has_closed_by(self):
        closed = self.get(HW + "/issues?state=closed&per_page=1").json()[0]
        full = self.get(HW + "/issues/%d" % closed["number"]).json()
        self.assertIsNotNone(full["closed_by"])
        self.assertNotIn("closed_by", closed)

    def test_comments_paginate(self):
        r = self.get(HW + "/issues/1/comments")
        self.assertEqual(len(r.json()), 30)
        ln = links(r)
        self.assertEqual(ln["next"], self.base + "/repositories/1296269/issues/1/comments?page=2")
        r2 = self.get(ln["next"][len(self.base):])
        self.assertEqual(len(r2.json()), 15)
        c = r.json()[0]
        for key in ("id", "node_id", "url", "html_url", "body", "user", "created_at", "updated_at", "issue_url",
                    "author_association", "reactions"):
            self.assertIn(key, c)
        self.assertEqual(c["body"], "Me too")
        self.assertEqual(len(self.get(HW + "/issues/1/comments?per_page=100").json()), 45)
        since = self.get(HW + "/issues/1/comments?per_page=100&since=" + r2.json()[0]["updated_at"]).json()
        self.assertEqual(len(since), 15)
        self.assertError(self.get(HW + "/issues/999/comments"), 404, "Not Found")

    def test_comment_counts_consistent(self):
        for i in self.get(HW + "/issues?state=all&per_page=100").json()[:20]:
            n = len(self.get("%s/issues/%d/comments?per_page=100" % (HW, i["number"])).json())
            self.assertEqual(n, i["comments"], i["number"])


class RepoCollectionsTests(SimTestCase):
    def test_labels(self):
        labels = self.get(HW + "/labels").json()
        names = [lab["name"] for lab in labels]
        self.assertEqual(len(labels), 10)
        self.assertIn("priority: high", names)
        bug = [lab for lab in labels if lab["name"] == "bug"][0]
        self.assertEqual((bug["color"], bug["description"], bug["default"]),
                         ("d73a4a", "Something isn't working", True))
        self.assertEqual(len(self.get(HW + "/labels?per_page=3").json()), 3)

    def test_milestones(self):
        ms = self.get(HW + "/milestones").json()
        self.assertEqual([m["title"] for m in ms], ["v1.0", "v2.0"])
        allms = self.get(HW + "/milestones?state=all").json()
        self.assertEqual(len(allms), 3)
        someday = [m for m in allms if m["number"] == 3][0]
        self.assertEqual(someday["state"], "closed")
        self.assertIsNotNone(someday["closed_at"])
        counted = self.get(HW + "/issues?milestone=2&state=all&per_page=100").json()
        m2 = [m for m in allms if m["number"] == 2][0]
        self.assertEqual(m2["open_issues"] + m2["closed_issues"], len(counted))
        self.assertEqual(m2["creator"]["login"], "monalisa")
        closed = self.get(HW + "/milestones?state=closed").json()
        self.assertEqual([m["number"] for m in closed], [3])
        comp = self.get(HW + "/milestones?state=all&sort=completeness&direction=desc").json()
        self.assertEqual(len(comp), 3)

    def test_assignees(self):
        logins = [u["login"] for u in self.get(HW + "/assignees").json()]
        self.assertEqual(logins, ["octocat", "hubot", "monalisa"])
        self.assertEqual(self.get(HW + "/assignees/hubot").status, 204)
        self.assertEqual(self.get(HW + "/assignees/MonaLisa").status, 204)
        self.assertError(self.get(HW + "/assignees/defunkt"), 404, "Not Found")
        self.assertEqual(self.get(HW + "/assignees", token=HUBOT).status, 200)
