"""addLabelsToLabelable, removeLabelsFromLabelable, addAssigneesToAssignable, removeAssigneesFromAssignable: deltas
on the records REST reads, several in one document run in order, a refused one null with its error's path.

Every query is validated against GitHub's published schema and every answer checked against it.
"""

from tests.graphql_api.test_issue_mutations import HW, MutationTestCase
from tests.support import OCTOCAT

MALLORY = "gho_simulator_mallory"
ISSUE = "... on Issue { labels(first: 20) { nodes { name } } assignees(first: 10) { nodes { login } } }"
EDIT = """mutation($a: AddLabelsToLabelableInput!, $r: RemoveLabelsFromLabelableInput!,
  $p: AddAssigneesToAssignableInput!, $q: RemoveAssigneesFromAssignableInput!, $u: UpdateIssueInput!) {
  m1: addLabelsToLabelable(input: $a) { labelable { %s } }
  m2: removeLabelsFromLabelable(input: $r) { labelable { %s } }
  m3: addAssigneesToAssignable(input: $p) { assignable { %s } }
  m4: removeAssigneesFromAssignable(input: $q) { assignable { %s } }
  m5: updateIssue(input: $u) { issue { title milestone { number } } } }""" % (ISSUE, ISSUE, ISSUE, ISSUE)


class LabelableTests(MutationTestCase):
    def label_id(self, name, repo="Hello-World"):
        q = 'query($n: String!, $r: String!) { repository(owner: "octocat", name: $r) { label(name: $n) { id } } }'
        return self.graphql(q, {"n": name, "r": repo})["data"]["repository"]["label"]["id"]

    def names(self, number, key, field):
        return [x[field] for x in self.get(HW + "/issues/%d" % number).json()[key]]

    def edit(self, issue, add, remove, assign, unassign, title, milestone, token=OCTOCAT):
        return self.graphql(EDIT, {"a": {"labelableId": issue, "labelIds": add},
                                   "r": {"labelableId": issue, "labelIds": remove},
                                   "p": {"assignableId": issue, "assigneeIds": assign},
                                   "q": {"assignableId": issue, "assigneeIds": unassign},
                                   "u": {"id": issue, "title": title, "milestoneId": milestone}}, token)

    def test_one_document_runs_every_change_in_order_as_deltas(self):
        issue, _, milestone, users, _ = self.ids(4)
        self.post(HW + "/issues/4/labels", {"labels": ["documentation"]})  # someone else's, before the write
        reply = self.edit(issue, [self.label_id("bug"), self.label_id("enhancement")], [self.label_id("wontfix")],
                          [users["monalisa"], users["octocat"]], [users["hubot"]], "Renamed", milestone)
        self.assertNotIn("errors", reply)
        data = reply["data"]
        self.assertEqual([x["name"] for x in data["m1"]["labelable"]["labels"]["nodes"]],
                         ["help wanted", "documentation", "bug", "enhancement"])
        self.assertEqual(data["m5"]["issue"], {"title": "Renamed", "milestone": {"number": 2}})
        self.assertEqual(self.names(4, "labels", "name"), ["help wanted", "documentation", "bug", "enhancement"])
        self.assertEqual(self.names(4, "assignees", "login"), ["monalisa", "octocat"])
        # Taking off what is not there (someone else did) changes nothing and is no error.
        again = self.edit(issue, [], [self.label_id("bug")], [], [users["hubot"]], "Renamed", milestone)
        self.assertNotIn("errors", again)
        self.assertEqual(self.names(4, "labels", "name"), ["help wanted", "documentation", "enhancement"])

    def test_a_refused_part_is_null_with_its_path_and_the_rest_goes_through(self):
        issue, _, milestone, users, _ = self.ids(6)
        elsewhere = self.label_id("bug", repo="Spoon-Knife")
        reply = self.edit(issue, [elsewhere], [], [users["monalisa"]], [], "Still renamed", milestone)
        self.assertIsNone(reply["data"]["m1"])
        self.assertEqual([(e["type"], e["path"]) for e in reply["errors"]], [("NOT_FOUND", ["m1"])])
        self.assertEqual(reply["data"]["m3"]["assignable"]["assignees"]["nodes"][-1], {"login": "monalisa"})
        self.assertEqual(reply["data"]["m5"]["issue"]["title"], "Still renamed")
        self.assertNotIn("bug", self.names(6, "labels", "name"))

    def test_without_triage_every_part_is_forbidden(self):
        issue, label, _, users, _ = self.ids(2)
        for field, key, ids, given in (("addLabelsToLabelable", "labelableId", "labelIds", label),
                                       ("removeLabelsFromLabelable", "labelableId", "labelIds", label),
                                       ("addAssigneesToAssignable", "assignableId", "assigneeIds", users["hubot"]),
                                       ("removeAssigneesFromAssignable", "assignableId", "assigneeIds", users["hubot"])):
            reply = self.mutate(field, {key: issue, ids: [given]}, token=MALLORY)
            self.assertEqual(reply["data"], {field: None})
            self.assertEqual([(e["type"], e["path"]) for e in reply["errors"]], [("FORBIDDEN", [field])])
            self.assertTrue(reply["errors"][0]["message"].endswith(
                "does not have the correct permissions to execute `%s`" % (field[0].upper() + field[1:])))
