"""POST /repos/{owner}/{repo}/issues."""

from tests.support import HUBOT, MONALISA, SimTestCase

HW = "/repos/octocat/Hello-World"
CREATE_DOC = "https://docs.github.com/rest/issues/issues#create-an-issue"


class CreateIssueTests(SimTestCase):
    def test_create_full_and_visible_afterwards(self):
        r = self.post(HW + "/issues", {"title": "Found a bug", "body": "I'm having a problem with this.",
                                       "assignees": ["octocat"], "milestone": 1, "labels": ["bug"]})
        self.assertEqual(r.status, 201, r.body)
        i = r.json()
        self.assertEqual(i["number"], 81)
        self.assertEqual(r.header("Location"), self.base + "/repos/octocat/Hello-World/issues/81")
        self.assertEqual(i["user"]["login"], "octocat")
        self.assertEqual(i["author_association"], "OWNER")
        self.assertEqual([a["login"] for a in i["assignees"]], ["octocat"])
        self.assertEqual(i["assignee"]["login"], "octocat")
        self.assertEqual(i["milestone"]["number"], 1)
        self.assertEqual([lab["name"] for lab in i["labels"]], ["bug"])
        self.assertEqual(i["state"], "open")
        self.assertIsNone(i["closed_by"])
        self.assertEqual(self.get(HW + "/issues/81").json()["title"], "Found a bug")
        first = self.get(HW + "/issues?per_page=1").json()[0]
        self.assertEqual(first["number"], 81)
        ms = self.get(HW + "/milestones").json()[0]
        self.assertEqual(ms["open_issues"], 16)
        self.assertEqual(self.get(HW).json()["open_issues_count"], 50)
        again = self.post(HW + "/issues", {"title": "second"})
        self.assertEqual(again.json()["number"], 82)

    def test_title_integer_and_milestone_string(self):
        r = self.post(HW + "/issues", {"title": 42, "milestone": "2"})
        self.assertEqual(r.status, 201, r.body)
        self.assertEqual(r.json()["title"], "42")
        self.assertEqual(r.json()["milestone"]["number"], 2)

    def test_labels_as_objects_and_autocreate(self):
        r = self.post(HW + "/issues", {"title": "x", "labels": [{"name": "Brand New"}, "BUG", "brand new"]})
        self.assertEqual(r.status, 201, r.body)
        self.assertEqual([lab["name"] for lab in r.json()["labels"]], ["Brand New", "bug"])
        created = [lab for lab in self.get(HW + "/labels?per_page=100").json() if lab["name"] == "Brand New"][0]
        self.assertEqual((created["color"], created["default"], created["description"]), ("ededed", False, None))

    def test_assignee_singular(self):
        r = self.post(HW + "/issues", {"title": "x", "assignee": "hubot"})
        self.assertEqual([a["login"] for a in r.json()["assignees"]], ["hubot"])

    def test_hubot_fields_silently_dropped(self):
        r = self.post(HW + "/issues", {"title": "From hubot", "labels": ["bug", "new-label"],
                                       "assignees": ["nobody-at-all"], "milestone": 99}, token=HUBOT)
        self.assertEqual(r.status, 201, r.body)
        i = r.json()
        self.assertEqual((i["labels"], i["assignees"], i["milestone"]), ([], [], None))
        self.assertEqual(i["user"]["login"], "hubot")
        self.assertEqual(i["author_association"], "COLLABORATOR")
        self.assertNotIn("new-label", [lab["name"] for lab in self.get(HW + "/labels").json()])

    def test_monalisa_with_push_can_set_fields(self):
        r = self.post(HW + "/issues", {"title": "m", "labels": ["question"], "assignees": ["hubot"]},
                      token=MONALISA)
        self.assertEqual([lab["name"] for lab in r.json()["labels"]], ["question"])
        self.assertEqual([a["login"] for a in r.json()["assignees"]], ["hubot"])

    def test_requires_auth(self):
        self.assertError(self.post(HW + "/issues", {"title": "x"}, token=None), 401, "Requires authentication",
                         CREATE_DOC)

    def test_bad_token(self):
        self.assertError(self.post(HW + "/issues", {"title": "x"}, token="gho_wrong"), 401, "Bad credentials",
                         "https://docs.github.com/rest")

    def test_unknown_or_invisible_repo_404(self):
        self.assertError(self.post("/repos/octocat/nope/issues", {"title": "x"}), 404, "Not Found")
        self.assertError(self.post("/repos/octocat/secret-plans/issues", {"title": "x"}, token=HUBOT),
                         404, "Not Found")
        self.assertEqual(self.post("/repos/octocat/secret-plans/issues", {"title": "x"}).status, 201)

    def test_issues_disabled_410(self):
        self.assertError(self.post("/repos/octocat/no-issues/issues", {"title": "x"}), 410,
                         "Issues are disabled for this repo", "https://docs.github.com/v3/issues/")

    def test_invalid_json_400(self):
        self.assertError(self.post(HW + "/issues", body=b'{"title": ', headers={"Content-Type": "application/json"}),
                         400, "Problems parsing JSON", CREATE_DOC)

    def test_missing_title_422(self):
        self.assertError(self.post(HW + "/issues", {"body": "no title"}), 422,
                         'Invalid request.\n\n"title" wasn\'t supplied.', CREATE_DOC)

    def test_wrong_types_422(self):
        body = self.assertError(self.post(HW + "/issues", {"title": "x", "labels": None}), 422,
                                "Invalid request.\n\nFor 'properties/labels', nil is not an array.")
        self.assertEqual(body["documentation_url"], CREATE_DOC)
        self.assertEqual(self.post(HW + "/issues", {"title": ["x"]}).status, 422)

    def test_unknown_assignee_422(self):
        body = self.assertError(self.post(HW + "/issues", {"title": "x", "assignees": ["ghost"]}), 422,
                                "Validation Failed")
        self.assertEqual(body["errors"], [{"value": "ghost", "resource": "Issue", "field": "assignees",
                                           "code": "invalid"}])
        # defunkt exists but cannot be assigned in Hello-World
        self.assertEqual(self.post(HW + "/issues", {"title": "x", "assignees": ["defunkt"]}).status, 422)

    def test_unknown_milestone_422(self):
        body = self.assertError(self.post(HW + "/issues", {"title": "x", "milestone": 77}), 422,
                                "Validation Failed")
        self.assertEqual(body["errors"], [{"value": 77, "resource": "Issue", "field": "milestone",
                                           "code": "invalid"}])

    def test_nothing_created_on_error(self):
        self.post(HW + "/issues", {"title": "x", "milestone": 77})
        self.assertEqual(self.post(HW + "/issues", {"title": "ok"}).json()["number"], 81)

    def test_archived_repo_403(self):
        self.assertError(self.post("/repos/octocat/old-stuff/issues", {"title": "x"}), 403,
                         "Repository was archived so is read-only.")

    def test_created_issue_in_search(self):
        self.post(HW + "/issues", {"title": "Zebra stripes everywhere"})
        r = self.get("/search/issues?q=zebra+repo:octocat/Hello-World")
        self.assertEqual(r.json()["total_count"], 1)
