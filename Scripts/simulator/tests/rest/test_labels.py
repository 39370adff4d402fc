"""Labels written through REST (POST/GET/PATCH/DELETE /repos/{o}/{r}/labels) and read through GraphQL."""

from urllib.parse import quote

from tests.support import HUBOT, SimTestCase

LABELS = "/repos/octocat/Hello-World/labels"


def path(name):
    return LABELS + "/" + quote(name, safe="")


class LabelWriteTests(SimTestCase):
    def create(self, **fields):
        return self.post(LABELS, fields)

    def test_create_answers_201_with_the_label_as_recorded(self):
        r = self.create(name="test-label", color="663399")
        self.assertEqual(r.status, 201, r.body)
        lab = r.json()
        self.assertEqual(lab["name"], "test-label")
        self.assertEqual(lab["color"], "663399")
        self.assertIsNone(lab["description"])
        self.assertFalse(lab["default"])
        self.assertEqual(lab["url"], self.base + path("test-label"))
        self.assertEqual(self.get(path("TEST-LABEL")).json()["id"], lab["id"])

    def test_create_without_colour_gets_the_default_one(self):
        self.assertEqual(self.create(name="grey").json()["color"], "ededed")

    def test_existing_name_in_any_case_is_already_exists(self):
        body = self.assertError(self.create(name="BUG", color="000000"), 422, "Validation Failed")
        self.assertEqual(body["errors"], [{"resource": "Label", "code": "already_exists", "field": "name"}])

    def test_bad_colours_are_invalid(self):
        for color in ("#663399", "66339", "gggggg", 663399):
            body = self.assertError(self.create(name="x", color=color), 422, "Validation Failed")
            self.assertEqual(body["errors"], [{"resource": "Label", "code": "invalid", "field": "color"}])

    def test_missing_name_and_long_description(self):
        body = self.assertError(self.create(color="000000"), 422, "Validation Failed")
        self.assertEqual(body["errors"][0]["code"], "missing_field")
        body = self.assertError(self.create(name="x", description="d" * 101), 422, "Validation Failed")
        self.assertEqual(body["errors"][0]["message"], "description is too long (maximum is 100 characters)")

    def test_names_with_spaces_slashes_and_emoji_round_trip(self):
        for name in ("needs review", "area/cli", "🐛 bug"):
            self.assertEqual(self.create(name=name, color="123456").status, 201)
            self.assertEqual(self.get(path(name)).json()["name"], name)
            self.assertEqual(self.request("DELETE", path(name)).status, 204)
            self.assertEqual(self.get(path(name)).status, 404)

    def test_update_renames_colours_and_describes(self):
        r = self.request("PATCH", path("Bug"), json_body={"new_name": "defect", "color": "BADA55",
                                                          "description": "Broken"})
        self.assertEqual(r.status, 200, r.body)
        self.assertEqual((r.json()["name"], r.json()["color"], r.json()["description"]), ("defect", "BADA55", "Broken"))
        self.assertEqual(self.get(path("bug")).status, 404)

    def test_rename_onto_another_label_is_already_exists_but_a_case_change_is_not(self):
        r = self.request("PATCH", path("bug"), json_body={"new_name": "Enhancement"})
        self.assertEqual(r.json()["errors"], [{"resource": "Label", "code": "already_exists", "field": "name"}])
        self.assertEqual(self.request("PATCH", path("bug"), json_body={"new_name": "BUG"}).json()["name"], "BUG")

    def test_rename_follows_onto_issues_without_touching_updated_at(self):
        before = {it["number"]: it for it in self.get("/repos/octocat/Hello-World/issues?labels=bug&state=all"
                                                      "&per_page=100").json()}
        self.assertTrue(before)
        self.request("PATCH", path("bug"), json_body={"new_name": "defect"})
        after = {it["number"]: it for it in self.get("/repos/octocat/Hello-World/issues?labels=defect&state=all"
                                                     "&per_page=100").json()}
        self.assertEqual(sorted(after), sorted(before))
        for number, issue in after.items():
            self.assertEqual(issue["updated_at"], before[number]["updated_at"])
            self.assertIn("defect", [lab["name"] for lab in issue["labels"]])
        self.assertEqual(self.get("/repos/octocat/Hello-World/issues?labels=bug&state=all").json(), [])

    def test_delete_takes_the_label_off_issues(self):
        self.assertEqual(self.request("DELETE", path("BUG")).status, 204)
        self.assertEqual(self.get("/repos/octocat/Hello-World/issues?labels=bug&state=all").json(), [])

    def test_missing_label_is_404(self):
        self.assertError(self.request("DELETE", path("nope")), 404, "Not Found")
        self.assertError(self.request("PATCH", path("nope"), json_body={"color": "000000"}), 404, "Not Found")

    def test_writing_needs_sign_in_and_push_access(self):
        self.assertError(self.request("POST", LABELS, token=None, json_body={"name": "x"}), 401,
                         "Requires authentication")
        self.assertError(self.request("POST", LABELS, token=HUBOT, json_body={"name": "x"}), 403,
                         "Must have push access to repository")


class LabelGraphQLTests(SimTestCase):
    QUERY = """query($query: String, $orderBy: LabelOrder) { repository(owner: "octocat", name: "Hello-World") {
      labels(first: 100, query: $query, orderBy: $orderBy) { totalCount nodes { name color description isDefault
      createdAt updatedAt url id } } } }"""

    def labels(self, **variables):
        r = self.post("/graphql", {"query": self.QUERY, "variables": variables})
        self.assertEqual(r.status, 200, r.body)
        self.assertNotIn("errors", r.json(), r.body)
        return r.json()["data"]["repository"]["labels"]

    def test_created_order_is_the_default_and_new_labels_come_last(self):
        self.post(LABELS, {"name": "aaa", "color": "000000"})
        names = [n["name"] for n in self.labels()["nodes"]]
        self.assertEqual(names[-1], "aaa")
        self.assertEqual([n["name"] for n in self.labels(orderBy={"field": "CREATED_AT", "direction": "DESC"})
                          ["nodes"]][0], "aaa")

    def test_name_order_and_fields(self):
        nodes = self.labels(orderBy={"field": "NAME", "direction": "ASC"})["nodes"]
        self.assertEqual([n["name"] for n in nodes], sorted((n["name"] for n in nodes), key=str.lower))
        bug = next(n for n in nodes if n["name"] == "bug")
        self.assertTrue(bug["isDefault"])
        self.assertEqual(bug["url"], "https://github.com/octocat/Hello-World/labels/bug")

    def test_search_matches_names_then_descriptions(self):
        found = self.labels(query="doc")
        self.assertEqual(found["nodes"][0]["name"], "documentation")
        self.assertEqual(found["totalCount"], len(found["nodes"]))
        self.assertTrue(all("doc" in (n["name"] + (n["description"] or "")).lower() for n in found["nodes"]))
