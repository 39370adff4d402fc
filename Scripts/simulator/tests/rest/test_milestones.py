"""Milestones written through REST (POST/GET/PATCH/DELETE /repos/{o}/{r}/milestones) and listed sorted."""

from tests.support import HUBOT, SimTestCase

MILESTONES = "/repos/octocat/Hello-World/milestones"
ISSUES = "/repos/octocat/Hello-World/issues"


class MilestoneWriteTests(SimTestCase):
    def create(self, **fields):
        return self.post(MILESTONES, fields)

    def patch(self, number, **fields):
        return self.request("PATCH", "%s/%d" % (MILESTONES, number), json_body=fields)

    def test_create_answers_201_and_reads_back(self):
        r = self.create(title="v3.0", description="Next", due_on="2025-07-04T00:00:00Z")
        self.assertEqual(r.status, 201, r.body)
        ms = r.json()
        self.assertEqual((ms["title"], ms["description"], ms["state"]), ("v3.0", "Next", "open"))
        self.assertEqual((ms["open_issues"], ms["closed_issues"]), (0, 0))
        self.assertEqual(ms["url"], "%s%s/%d" % (self.base, MILESTONES, ms["number"]))
        self.assertEqual(self.get("%s/%d" % (MILESTONES, ms["number"])).json()["title"], "v3.0")

    def test_due_on_is_written_at_midnight_pacific_time(self):
        self.assertEqual(self.create(title="summer", due_on="2025-07-04T00:00:00Z").json()["due_on"],
                         "2025-07-04T07:00:00Z")
        self.assertEqual(self.create(title="winter", due_on="2025-12-24T00:00:00Z").json()["due_on"],
                         "2025-12-24T08:00:00Z")

    def test_duplicate_title_is_already_exists(self):
        body = self.assertError(self.create(title="v1.0"), 422, "Validation Failed")
        self.assertEqual(body["errors"], [{"resource": "Milestone", "code": "already_exists", "field": "title"}])
        number = self.create(title="v9").json()["number"]
        body = self.assertError(self.patch(number, title="v2.0"), 422, "Validation Failed")
        self.assertEqual(body["errors"][0]["code"], "already_exists")

    def test_bad_state_due_on_and_missing_title_are_invalid(self):
        for fields, field, code in (({"title": "x", "state": "done"}, "state", "invalid"),
                                    ({"title": "x", "due_on": "next week"}, "due_on", "invalid"),
                                    ({"title": "x", "due_on": "2025-02-30T00:00:00Z"}, "due_on", "invalid"),
                                    ({"description": "no title"}, "title", "missing_field")):
            body = self.assertError(self.create(**fields), 422, "Validation Failed")
            self.assertEqual(body["errors"], [{"resource": "Milestone", "code": code, "field": field}])

    def test_update_closes_reopens_and_clears_the_due_date(self):
        r = self.patch(1, state="closed", due_on=None, title="v1.0.0")
        self.assertEqual(r.status, 200, r.body)
        ms = self.get(MILESTONES + "/1").json()
        self.assertEqual((ms["state"], ms["due_on"], ms["title"]), ("closed", None, "v1.0.0"))
        self.assertIsNotNone(ms["closed_at"])
        self.assertIsNone(self.patch(1, state="open").json()["closed_at"])

    def test_counts_follow_the_states_of_its_issues(self):
        before = self.get(MILESTONES + "/1").json()
        issue = self.post(ISSUES, {"title": "in v1", "milestone": 1}).json()["number"]
        self.assertEqual(self.get(MILESTONES + "/1").json()["open_issues"], before["open_issues"] + 1)
        self.request("PATCH", "%s/%d" % (ISSUES, issue), json_body={"state": "closed"})
        after = self.get(MILESTONES + "/1").json()
        self.assertEqual((after["open_issues"], after["closed_issues"]),
                         (before["open_issues"], before["closed_issues"] + 1))

    def test_delete_answers_204_and_clears_it_from_its_issues(self):
        issue = self.post(ISSUES, {"title": "in v1", "milestone": 1}).json()["number"]
        updated = self.get("%s/%d" % (ISSUES, issue)).json()["updated_at"]
        self.assertEqual(self.request("DELETE", MILESTONES + "/1").status, 204)
        self.assertEqual(self.get(MILESTONES + "/1").status, 404)
        after = self.get("%s/%d" % (ISSUES, issue)).json()
        self.assertIsNone(after["milestone"])
        without = self.get(ISSUES + "?milestone=none&state=all&per_page=100").json()
        self.assertIn(issue, [it["number"] for it in without])
        self.assertEqual(after["updated_at"], updated)
        self.assertEqual(self.create(title="next").json()["number"], 4)

    def test_unknown_number_is_404_and_writes_need_push_access(self):
        self.assertEqual(self.patch(99, title="x").status, 404)
        self.assertEqual(self.request("DELETE", MILESTONES + "/99").status, 404)
        self.assertEqual(self.request("POST", MILESTONES, token=HUBOT, json_body={"title": "x"}).status, 403)


class MilestoneSortTests(SimTestCase):
    def titles(self, query):
        return [ms["title"] for ms in self.get(MILESTONES + "?state=all&" + query).json()]

    def test_due_on_sorts_dated_ones_first_in_either_direction(self):
        self.post(MILESTONES, {"title": "early", "due_on": "2024-05-01T00:00:00Z"})
        self.assertEqual(self.titles("sort=due_on"), ["early", "Someday", "v1.0", "v2.0"])
        self.assertEqual(self.titles("sort=due_on&direction=desc"), ["v1.0", "Someday", "early", "v2.0"])

    def test_completeness_sorts_by_the_share_closed(self):
        done = self.post(MILESTONES, {"title": "done"}).json()["number"]
        issue = self.post(ISSUES, {"title": "finished", "milestone": done}).json()["number"]
        self.request("PATCH", "%s/%d" % (ISSUES, issue), json_body={"state": "closed"})
        self.assertEqual(self.titles("sort=completeness&direction=desc")[0], "done")
        self.assertNotEqual(self.titles("sort=completeness")[0], "done")
