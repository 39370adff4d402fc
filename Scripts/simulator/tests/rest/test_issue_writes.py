"""REST writes on issues: PATCH, lock, labels, assignees and comments."""

from tests.support import HUBOT, MONALISA, OCTOCAT, SimTestCase

HW = "/repos/octocat/Hello-World"
SPOON = "/repos/octocat/Spoon-Knife"


class RestIssueWriteTests(SimTestCase):
    def patch(self, path, body, token=OCTOCAT):
        return self.request("PATCH", path, token=token, json_body=body)

    def put(self, path, body=None, token=OCTOCAT):
        return self.request("PUT", path, token=token, json_body=body)

    def delete(self, path, token=OCTOCAT, body=None):
        return self.request("DELETE", path, token=token, json_body=body)

    def issue(self, number, repo=HW):
        r = self.get("%s/issues/%d" % (repo, number))
        self.assertEqual(r.status, 200, r.body)
        return r.json()

    # ------------------------------------------------------------- PATCH --
    def test_edit_title_body_labels_assignees_milestone_moves_updated_at(self):
        before = self.issue(2)
        r = self.patch(HW + "/issues/2", {"title": "Renamed", "body": "New body", "labels": ["bug", "brand new"],
                                          "assignees": ["MONALISA"], "milestone": 2})
        self.assertEqual(r.status, 200, r.body)
        after = self.issue(2)
        self.assertEqual((after["title"], after["body"]), ("Renamed", "New body"))
        self.assertEqual([lab["name"] for lab in after["labels"]], ["bug", "brand new"])
        self.assertEqual([a["login"] for a in after["assignees"]], ["monalisa"])
        self.assertEqual(after["milestone"]["number"], 2)
        self.assertGreater(after["updated_at"], before["updated_at"])
        names = [lab["name"] for lab in self.get(HW + "/labels?per_page=100").json()]
        self.assertIn("brand new", names)  # created for a writer, as GitHub does

    def test_nothing_changed_leaves_updated_at(self):
        before = self.issue(2)
        self.assertEqual(self.patch(HW + "/issues/2", {"title": before["title"]}).status, 200)
        self.assertEqual(self.issue(2)["updated_at"], before["updated_at"])

    def test_close_with_reason_then_reopen(self):
        r = self.patch(HW + "/issues/2", {"state": "closed", "state_reason": "not_planned"})
        self.assertEqual((r.json()["state"], r.json()["state_reason"]), ("closed", "not_planned"))
        self.assertEqual(r.json()["closed_by"]["login"], "octocat")
        closed_at = r.json()["updated_at"]
        again = self.patch(HW + "/issues/2", {"state": "closed", "state_reason": "not_planned"}).json()
        self.assertEqual(again["updated_at"], closed_at)
        opened = self.patch(HW + "/issues/2", {"state": "open"}).json()
        self.assertEqual((opened["state"], opened["state_reason"], opened["closed_at"]), ("open", "reopened", None))

    def test_validation_errors(self):
        r = self.patch(HW + "/issues/2", {"milestone": 99})
        self.assertEqual(self.assertError(r, 422, "Validation Failed")["errors"],
                         [{"value": 99, "resource": "Issue", "field": "milestone", "code": "invalid"}])
        r = self.patch(HW + "/issues/2", {"assignees": ["nobody-here"]})
        self.assertEqual(self.assertError(r, 422, "Validation Failed")["errors"][0]["field"], "assignees")
        self.assertError(self.patch(HW + "/issues/2", {"assignee": "octocat", "assignees": []}), 422,
                         "You cannot pass both `assignee` and `assignees`. Only one may be provided.")
        self.assertError(self.patch(HW + "/issues/2", {"state": "closed", "state_reason": "bored"}), 422,
                         "Please specify a valid state reason.")
        r = self.patch(HW + "/issues/2", {"title": " "})
        self.assertEqual(self.assertError(r, 422, "Validation Failed")["errors"],
                         [{"resource": "Issue", "code": "missing_field", "field": "title"}])
        self.assertError(self.patch(HW + "/issues/2", {"labels": None}), 422,
                         "Invalid request.\n\nFor 'properties/labels', nil is not an array.")

    def test_milestone_null_removes_it(self):
        self.patch(HW + "/issues/1", {"milestone": None})
        self.assertIsNone(self.issue(1)["milestone"])

    def test_roles_decide_what_is_kept(self):
        # hubot has triage on Hello-World: labels yes, another author's title no (dropped silently)
        r = self.patch(HW + "/issues/2", {"title": "hubot was here", "labels": ["question"]}, token=HUBOT)
        self.assertEqual(r.status, 200, r.body)
        self.assertNotEqual(r.json()["title"], "hubot was here")
        self.assertEqual([lab["name"] for lab in r.json()["labels"]], ["question"])
        # no role on Spoon-Knife and not the author: refused
        self.assertError(self.patch(SPOON + "/issues/1", {"title": "x"}, token=HUBOT), 403,
                         "Must have admin rights to Repository.")

    def test_refusals_for_the_repository(self):
        self.assertError(self.patch("/repos/octocat/no-issues/issues/1", {"title": "x"}), 410,
                         "Issues are disabled for this repo")
        self.assertError(self.patch("/repos/octocat/secret-plans/issues/1", {"title": "x"}, token=HUBOT), 404,
                         "Not Found")
        self.assertError(self.patch(HW + "/issues/2", {"title": "x"}, token=None), 401, "Requires authentication")
        self.assertError(self.request("PATCH", HW + "/issues/2", body="{oops"), 400, "Problems parsing JSON")

    # -------------------------------------------------------------- lock --
    def test_lock_and_unlock(self):
        before = self.issue(2)
        r = self.put(HW + "/issues/2/lock", {"lock_reason": "off-topic"})
        self.assertEqual((r.status, r.body), (204, b""))
        self.assertEqual(r.header("X-Accepted-OAuth-Scopes"), "public_repo, repo")
        locked = self.issue(2)
        self.assertEqual((locked["locked"], locked["active_lock_reason"]), (True, "off-topic"))
        self.assertGreater(locked["updated_at"], before["updated_at"])
        self.assertEqual(self.delete(HW + "/issues/2/lock").status, 204)
        self.assertEqual((self.issue(2)["locked"], self.issue(2)["active_lock_reason"]), (False, None))

    def test_lock_refusals(self):
        self.assertError(self.put(HW + "/issues/2/lock", token=HUBOT), 403, "Forbidden")
        r = self.put(HW + "/issues/2/lock", {"lock_reason": "boring"})
        self.assertEqual(r.status, 422, r.body)
        self.assertIn("lock_reason", r.json()["message"])
        self.assertEqual(self.put(HW + "/issues/999/lock").status, 404)

    # ------------------------------------------------- labels, assignees --
    def test_labels_add_set_remove(self):
        r = self.post(HW + "/issues/2/labels", {"labels": ["bug", "question"]})
        self.assertEqual(r.status, 200, r.body)
        self.assertTrue({"bug", "question"} <= {lab["name"] for lab in r.json()})
        r = self.put(HW + "/issues/2/labels", ["enhancement"])
        self.assertEqual([lab["name"] for lab in r.json()], ["enhancement"])
        r = self.delete(HW + "/issues/2/labels/Enhancement")
        self.assertEqual((r.status, r.json()), (200, []))
        self.assertError(self.delete(HW + "/issues/2/labels/bug"), 404, "Label does not exist")
        self.post(HW + "/issues/2/labels", ["bug"])
        self.assertEqual(self.delete(HW + "/issues/2/labels").status, 204)
        self.assertEqual(self.issue(2)["labels"], [])

    def test_assignees_add_and_remove(self):
        r = self.post(HW + "/issues/2/assignees", {"assignees": ["monalisa", "not-a-user"]})
        self.assertEqual(r.status, 201, r.body)
        self.assertIn("monalisa", [a["login"] for a in r.json()["assignees"]])
        r = self.delete(HW + "/issues/2/assignees", body={"assignees": ["monalisa"]})
        self.assertNotIn("monalisa", [a["login"] for a in r.json()["assignees"]])
        # One not assigned (someone took them off meanwhile) is ignored, as GitHub does.
        r = self.delete(HW + "/issues/2/assignees", body={"assignees": ["monalisa"]})
        self.assertEqual(r.status, 200, r.body)


class RestCommentTests(SimTestCase):
    def comment(self, number, body, token=OCTOCAT):
        return self.post("%s/issues/%d/comments" % (HW, number), {"body": body}, token=token)

    def test_create_edit_delete_and_the_issue_follows(self):
        before = self.get(HW + "/issues/2").json()
        r = self.comment(2, "Looks good")
        self.assertEqual(r.status, 201, r.body)
        c = r.json()
        self.assertEqual(r.header("Location"), c["url"])
        self.assertEqual(self.get(HW + "/issues/comments/%d" % c["id"]).json()["body"], "Looks good")
        issue = self.get(HW + "/issues/2").json()
        self.assertEqual(issue["comments"], before["comments"] + 1)
        self.assertGreaterEqual(issue["updated_at"], before["updated_at"])
        self.assertEqual(self.request("DELETE", HW + "/issues/comments/%d" % c["id"]).status, 204)
        self.assertEqual(self.get(HW + "/issues/comments/%d" % c["id"]).status, 404)
        self.assertEqual(self.get(HW + "/issues/2").json()["comments"], before["comments"])

    def test_edit_moves_updated_at_of_comment_and_issue(self):
        first = self.get(HW + "/issues/1/comments").json()[0]  # octocat's, from the seed
        before = self.get(HW + "/issues/1").json()
        r = self.request("PATCH", HW + "/issues/comments/%d" % first["id"], json_body={"body": "Edited"})
        self.assertEqual(r.status, 200, r.body)
        self.assertGreater(r.json()["updated_at"], first["updated_at"])
        self.assertEqual(self.get(HW + "/issues/1/comments").json()[0]["body"], "Edited")
        self.assertGreater(self.get(HW + "/issues/1").json()["updated_at"], before["updated_at"])

    def test_body_problems(self):
        self.assertError(self.post(HW + "/issues/2/comments", {}), 422, 'Invalid request.\n\n"body" wasn\'t supplied.')
        r = self.comment(2, "  ")
        self.assertEqual(self.assertError(r, 422, "Validation Failed")["errors"],
                         [{"resource": "IssueComment", "code": "missing_field", "field": "body"}])
        r = self.comment(2, "x" * 65537)
        self.assertEqual(self.assertError(r, 422, "Validation Failed")["errors"][0]["field"], "body")

    def test_a_locked_issue_takes_comments_from_writers_only(self):
        # #13 is locked; hubot has triage only
        self.assertError(self.comment(13, "me too", token=HUBOT), 403,
                         "Unable to create comment because issue is locked.",
                         "https://docs.github.com/articles/locking-conversations/")
        self.assertEqual(self.comment(13, "calm down", token=MONALISA).status, 201)

    def test_someone_elses_comment(self):
        c = self.comment(2, "mine", token=MONALISA).json()
        r = self.request("PATCH", HW + "/issues/comments/%d" % c["id"], token=HUBOT, json_body={"body": "no"})
        self.assertError(r, 403, "You must be the author or have write access to this repository to update "
                                 "this comment.")
        self.assertEqual(self.request("DELETE", HW + "/issues/comments/%d" % c["id"], token=OCTOCAT).status, 204)
