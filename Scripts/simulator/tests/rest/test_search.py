"""GET /search/issues."""

from tests.rest.test_repos import links
from tests.support import HUBOT, SimTestCase
from urllib.parse import quote


class SearchTests(SimTestCase):
    def search(self, q, extra="", token="gho_simulator_octocat"):
        r = self.get("/search/issues?q=%s%s" % (quote(q), extra), token=token)
        self.assertEqual(r.status, 200, r.body)
        return r, r.json()

    def test_shape_and_headers(self):
        r, d = self.search("repo:octocat/Hello-World is:issue")
        self.assertEqual(set(d), {"total_count", "incomplete_results", "items"})
        self.assertFalse(d["incomplete_results"])
        self.assertEqual(d["total_count"], 60)
        self.assertEqual(d["items"][0]["score"], 1.0)
        self.assertTrue(all("pull_request" not in i for i in d["items"]))
        self.assertEqual(r.header("X-RateLimit-Resource"), "search")
        self.assertEqual(r.header("X-RateLimit-Limit"), "30")
        self.assertEqual(r.header("Cache-Control"), "no-cache")
        self.assertIsNone(r.header("ETag"))
        ln = links(r)
        self.assertTrue(ln["next"].startswith(self.base + "/search/issues?q="))
        self.assertTrue(ln["next"].endswith("&page=2"))
        self.assertEqual(self.get(ln["next"][len(self.base):]).status, 200)

    def test_is_pr_open_closed(self):
        _, d = self.search("repo:octocat/Hello-World is:pr")
        self.assertEqual(d["total_count"], 20)
        _, d = self.search("repo:octocat/Hello-World is:pr is:open")
        self.assertEqual(d["total_count"], 13)
        _, d = self.search("repo:octocat/Hello-World state:closed")
        self.assertEqual(d["total_count"], 31)

    def test_label_author_assignee_mentions_milestone(self):
        _, d = self.search('repo:octocat/Hello-World label:bug label:"priority: high"')
        self.assertIn(1, [i["number"] for i in d["items"]])
        for i in d["items"]:
            self.assertTrue({"bug", "priority: high"} <= {lab["name"] for lab in i["labels"]})
        _, d = self.search("repo:octocat/Hello-World author:defunkt")
        self.assertTrue(d["items"] and all(i["user"]["login"] == "defunkt" for i in d["items"]))
        _, d = self.search("repo:octocat/Hello-World assignee:hubot")
        self.assertTrue(all(any(a["login"] == "hubot" for a in i["assignees"]) for i in d["items"]))
        _, d = self.search("repo:octocat/Hello-World mentions:monalisa")
        self.assertIn(1, [i["number"] for i in d["items"]])
        _, d = self.search('repo:octocat/Hello-World milestone:"v1.0"')
        self.assertEqual(d["total_count"], 24)

    def test_at_me_is_the_signed_in_user(self):
        _, mine = self.search("repo:octocat/Hello-World assignee:@me")
        _, octocat = self.search("repo:octocat/Hello-World assignee:octocat")
        self.assertGreater(mine["total_count"], 0)
        self.assertEqual(mine["total_count"], octocat["total_count"])
        _, hubot = self.search("repo:octocat/Hello-World author:@me", token=HUBOT)
        self.assertTrue(hubot["items"] and all(i["user"]["login"] == "hubot" for i in hubot["items"]))

    def test_no_qualifiers_and_text(self):
        _, none = self.search("repo:octocat/Hello-World no:assignee")
        self.assertTrue(all(not i["assignees"] for i in none["items"]))
        _, d = self.search("repo:octocat/Hello-World no:label")
        self.assertTrue(all(not i["labels"] for i in d["items"]))
        _, d = self.search("repo:octocat/Hello-World no:milestone")
        self.assertTrue(all(i["milestone"] is None for i in d["items"]))
        _, d = self.search("repo:octocat/Hello-World FOUND bug")
        self.assertIn(1, [i["number"] for i in d["items"]])
        _, d = self.search("repo:octocat/Hello-World xyzzy-nothing")
        self.assertEqual(d["total_count"], 0)

    def test_sort_order(self):
        _, d = self.search("repo:octocat/Hello-World", "&sort=comments&order=desc")
        self.assertEqual(d["items"][0]["number"], 1)
        _, d = self.search("repo:octocat/Hello-World", "&sort=created&order=asc")
        self.assertEqual(d["items"][0]["number"], 1)

    def test_thousand_cap(self):
        r, d = self.search("repo:octocat/big", "&per_page=100&page=10")
        self.assertEqual(d["total_count"], 1500)
        self.assertEqual(len(d["items"]), 100)
        self.assertNotIn("next", links(r))
        r = self.get("/search/issues?q=repo:octocat/big&per_page=100&page=11")
        self.assertError(r, 422, "Only the first 1000 search results are available",
                         "https://docs.github.com/v3/search/")
        r, _ = self.search("repo:octocat/big", "&per_page=100")
        self.assertTrue(links(r)["last"].endswith("page=10"))

    def test_private_and_unknown_repos(self):
        _, d = self.search("repo:octocat/secret-plans")
        self.assertEqual(d["total_count"], 3)
        r = self.get("/search/issues?q=repo:octocat/secret-plans", token=HUBOT)
        body = self.assertError(r, 422, "Validation Failed")
        self.assertEqual(body["errors"][0]["code"], "invalid")
        self.assertError(self.get("/search/issues"), 422, "Validation Failed")

    def test_search_unauthenticated_limit(self):
        r = self.get("/search/issues?q=repo:octocat/Hello-World", token=None)
        self.assertEqual(r.status, 200)
        self.assertEqual(r.header("X-RateLimit-Limit"), "10")


class SearchStrayHitsTests(SimTestCase):
    """The search_stray_hits fault: the first hit listed again, and a copy of it from another repository."""

    def test_a_duplicate_and_a_hit_from_another_repository(self):
        q = quote('repo:octocat/Hello-World "Broken link in docs" in:title')
        usual = self.get("/search/issues?q=" + q).json()
        self.fault(path="^/search/issues", action="search_stray_hits", number=4)
        d = self.get("/search/issues?q=" + q).json()
        self.assertEqual(d["total_count"], usual["total_count"] + 2)
        first, duplicate, stray = d["items"][0], d["items"][-2], d["items"][-1]
        self.assertEqual(duplicate, first)
        self.assertEqual(stray["number"], 4)
        self.assertEqual(stray["repository_url"], self.base + "/repos/other/elsewhere")
        self.assertTrue(stray["html_url"].endswith("/other/elsewhere/issues/4"), stray["html_url"])
        self.assertTrue(stray["url"].endswith("/repos/other/elsewhere/issues/4"), stray["url"])
        self.assertNotEqual(stray["id"], first["id"])
        self.assertEqual(self.get("/search/issues?q=" + q).json(), usual)


class SearchByLinksAndTypeTests(SimTestCase):
    """type:NAME, is:blocked|blocking and parent-issue:o/r#N, on octo-org/octo-repo (#1 Bug, #2 Feature, #3 Task)."""

    REPO = "/repos/octo-org/octo-repo"

    def numbers(self, q):
        r = self.get("/search/issues?q=%s" % quote("repo:octo-org/octo-repo " + q))
        self.assertEqual(r.status, 200, r.body)
        return sorted(i["number"] for i in r.json()["items"])

    def issue_id(self, number):
        return self.get("%s/issues/%d" % (self.REPO, number)).json()["id"]

    def test_type_names_are_issue_types_and_issue_pr_keep_their_meaning(self):
        self.assertEqual(self.numbers("type:bug"), [1])
        self.assertEqual(self.numbers('type:"Feature"'), [2])
        self.assertEqual(self.numbers("type:issue"), [1, 2, 3])
        self.assertEqual(self.numbers("type:Epic"), [])

    def test_blocked_counts_open_blockers_only(self):
        self.post("%s/issues/1/dependencies/blocked_by" % self.REPO, {"issue_id": self.issue_id(2)})
        self.post("%s/issues/2/dependencies/blocked_by" % self.REPO, {"issue_id": self.issue_id(3)})  # #3 is closed
        self.assertEqual(self.numbers("is:blocked"), [1])
        self.assertEqual(self.numbers("is:blocking"), [2, 3])  # a closed issue still blocks an open one

    def test_parent_issue_lists_the_sub_issues_of_that_issue(self):
        self.post("%s/issues/1/sub_issues" % self.REPO, {"sub_issue_id": self.issue_id(3)})
        self.assertEqual(self.numbers("parent-issue:octo-org/octo-repo#1"), [3])
        self.assertEqual(self.numbers("parent-issue:octo-org/octo-repo#2"), [])


class SearchQualifiersGhSendsTests(SimTestCase):
    """The qualifiers `gh search issues` adds: people, ranges, locking, visibility, language, in:comments, sorts."""

    def items(self, q, extra=""):
        r = self.get("/search/issues?per_page=100&q=%s%s" % (quote(q), extra))
        self.assertEqual(r.status, 200, r.body)
        return r.json()["items"]

    def numbers(self, q, extra=""):
        return sorted(i["number"] for i in self.items("repo:octocat/Hello-World is:issue " + q, extra))

    def all_issues(self):
        return [i for i in self.items("repo:octocat/Hello-World is:issue")]

    def commenters(self, number):
        return {c["user"]["login"] for c in self.get("/repos/octocat/Hello-World/issues/%d/comments?per_page=100"
                                                     % number).json()}

    def test_commenter_and_involves(self):
        found = self.numbers("commenter:hubot")
        self.assertTrue(found)
        expected = sorted(i["number"] for i in self.all_issues() if i["comments"] and "hubot" in self.commenters(i["number"]))
        self.assertEqual(found, expected)
        involved = self.numbers("involves:hubot")
        authored = [i["number"] for i in self.all_issues() if i["user"]["login"] == "hubot"]
        assigned = [i["number"] for i in self.all_issues() if "hubot" in [a["login"] for a in i["assignees"]]]
        self.assertTrue(set(found + authored + assigned) <= set(involved))
        self.assertEqual(self.numbers("-commenter:hubot"), sorted(set(self.numbers("")) - set(found)))

    def test_date_ranges(self):
        everything = self.all_issues()
        self.assertEqual(self.numbers("created:<2024-03-01"),
                         sorted(i["number"] for i in everything if i["created_at"][:10] < "2024-03-01"))
        self.assertEqual(self.numbers("created:2024-02-01..2024-03-01"),
                         sorted(i["number"] for i in everything if "2024-02-01" <= i["created_at"][:10] <= "2024-03-01"))
        closed = sorted(i["number"] for i in everything if i["closed_at"] and i["closed_at"][:10] >= "2024-06-01")
        self.assertTrue(closed)
        self.assertEqual(self.numbers("closed:>=2024-06-01"), closed)
        self.assertEqual(self.numbers("updated:>2100-01-01"), [])
        self.assertEqual(self.numbers("created:not-a-date"), [])

    def test_comment_counts_and_in_comments(self):
        self.assertEqual(self.numbers("comments:>2"), sorted(i["number"] for i in self.all_issues() if i["comments"] > 2))
        self.assertEqual(self.numbers("comments:1..2"),
                         sorted(i["number"] for i in self.all_issues() if 1 <= i["comments"] <= 2))
        body = self.get("/repos/octocat/Hello-World/issues/1/comments").json()[0]["body"]
        word = max(body.split(), key=len).strip(".,!?").lower()
        self.assertIn(1, self.numbers("%s in:comments" % word))

    def test_locked_visibility_and_language(self):
        self.assertEqual(self.numbers("is:locked"), [13])
        self.assertNotIn(13, self.numbers("is:unlocked"))
        private = {i["repository_url"].split("/")[-1] for i in self.items("user:octocat is:issue is:private")}
        self.assertEqual(private, {"secret-plans"})
        self.assertNotIn("secret-plans", {i["repository_url"].split("/")[-1]
                                          for i in self.items("user:octocat is:issue is:public")})
        self.assertEqual(self.items("user:octocat is:internal"), [])
        language = self.get("/repos/octocat/old-stuff").json()["language"]
        self.assertTrue(language)
        found = {i["repository_url"].split("/")[-1] for i in self.items("user:octocat is:issue language:" + language)}
        self.assertIn("old-stuff", found)
        self.assertNotIn("Hello-World", found)

    def test_reaction_and_interaction_sorts(self):
        first = self.items("repo:octocat/Hello-World is:issue", "&sort=reactions-%2B1&order=desc")[0]
        self.assertEqual(first["number"], 1)
        self.assertEqual(self.items("repo:octocat/Hello-World is:issue", "&sort=interactions")[0]["number"], 1)
        last = self.items("repo:octocat/Hello-World is:issue", "&sort=reactions&order=asc")[-1]
        self.assertEqual(last["number"], 1)

    def test_archived_projects_teams_and_apps(self):
        archived = {i["repository_url"].split("/")[-1] for i in self.items("user:octocat archived:true")}
        self.assertEqual(archived, {"old-stuff"})
        self.assertNotIn("old-stuff", {i["repository_url"].split("/")[-1] for i in self.items("user:octocat archived:false")})
        every = self.items("repo:octocat/Hello-World is:issue")
        self.assertEqual(len(self.items("repo:octocat/Hello-World is:issue no:project")), len(every))
        for q in ("project:octocat/1", "team:octo-org/core", "author:app/dependabot"):
            self.assertEqual(self.items("repo:octocat/Hello-World " + q), [], q)
