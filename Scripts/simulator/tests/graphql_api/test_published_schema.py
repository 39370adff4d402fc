"""GitHub's published GraphQL schema: queries checked against it, the simulator's subset agreeing with it,
answers checked before they are sent, and where the simulator finds it.

These tests FAIL (never skip) without the schema: CI always has ../shared beside the repository.
"""

import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import unittest
import urllib.request

from graphql_api import graphql_exec
from graphql_api import graphql_published
from graphql_api import graphql_schema
from graphql_api import graphql_sdl
from graphql_api import graphql_values
from graphql_api.graphql_answer_check import InvalidAnswer, check
from graphql_api.graphql_parse import MISSING, parse
from graphql_api.graphql_validate import validate
from tests.graphql_api.test_graphql import ISSUE_LIST, ISSUE_LIST_WITH_COMMENTS
from tests.support import OCTOCAT, PUBLISHED_SCHEMA, SIM_DIR, SimTestCase

MAIN = os.path.join(SIM_DIR, "main.py")

# gh-lite's IssueList (IssueListQuery.swift) in its four forms: with or without each issue's body and comments.
GH_LITE_QUERIES = {
    "with body": ISSUE_LIST,
    "without body": ISSUE_LIST.replace("number title body", "number title"),
    "with body and comments": ISSUE_LIST_WITH_COMMENTS,
    "with comments": ISSUE_LIST_WITH_COMMENTS.replace("number title body", "number title"),
}


def published():
    if PUBLISHED_SCHEMA is None:
        raise AssertionError("GitHub's GraphQL schema is not at %s: check out shared/ beside the repository or set "
                             "%s" % (graphql_published.DEFAULT_PATH, graphql_published.ENV))
    return PUBLISHED_SCHEMA


def codes(query):
    return [e["extensions"]["code"] for e in validate(parse(query), published())]


class QueryValidationTests(unittest.TestCase):
    def test_every_query_gh_lite_sends_is_valid(self):
        for form, query in GH_LITE_QUERIES.items():
            with self.subTest(form=form):
                self.assertEqual(validate(parse(query), published()), [])

    def test_a_misspelt_field_names_its_type(self):
        errors = validate(parse('{ repository(owner: "o", name: "r") { issues(first: 1) { nodes { numbr } } } }'),
                          published())
        self.assertEqual(errors, [{
            "path": ["query", "repository", "issues", "nodes", "numbr"],
            "extensions": {"code": "undefinedField", "typeName": "Issue", "fieldName": "numbr"},
            "locations": [{"line": 1, "column": 66}], "message": "Field 'numbr' doesn't exist on type 'Issue'"}])

    def test_unknown_arguments_wrong_enums_and_missing_required_arguments(self):
        self.assertEqual(codes('{ repository(owner: "o", name: "r") { issues(frist: 1) { totalCount } } }'),
                         ["argumentNotAccepted"])
        self.assertEqual(codes('{ repository(owner: "o", name: "r") { issues(states: [OPEN, DONE]) { totalCount } } }'),
                         ["argumentLiteralsIncompatible"])
        self.assertEqual(codes('{ repository(owner: "o") { name } }'), ["missingRequiredArguments"])

    def test_a_variable_must_have_the_type_of_where_it_is_used(self):
        self.assertEqual(codes('query($n: String!) { repository(owner: "o", name: "r") { issues(first: $n) '
                               '{ totalCount } } }'), ["variableMismatch"])
        self.assertEqual(codes('query($s: [IssueState]) { repository(owner: "o", name: "r") { issues(states: $s) '
                               '{ totalCount } } }'), ["variableMismatch"])
        self.assertEqual(codes('query($s: [IssueState!]) { repository(owner: "o", name: "r") { issues(states: $s) '
                               '{ totalCount } } }'), [])

    def test_fields_through_fragments_on_interfaces_and_unions(self):
        author = '{ repository(owner: "o", name: "r") { issues(first: 1) { nodes { author { %s } } } } }'
        self.assertEqual(codes(author % "login ... on User { email } ... on Bot { id }"), [])
        self.assertEqual(codes(author % "email"), ["undefinedField"])
        self.assertEqual(codes(author % "... on Bot { email }"), ["undefinedField"])
        search = '{ search(query: "x", type: ISSUE, first: 1) { nodes { %s } } }'
        self.assertEqual(codes(search % "__typename ... on Issue { number } ...P" + " fragment P on PullRequest { number }"),
                         [])
        self.assertEqual(codes(search % "number"), ["undefinedField"])

    def test_issue_types_sub_issues_and_dependencies_validate_with_the_additions(self):
        query = """query($o: String!, $r: String!) { repository(owner: $o, name: $r) {
            issueTypes(first: 10) { nodes { id name color description isEnabled } }
            issue(number: 1) { issueType { name color } parent { number } subIssues(first: 5) { nodes { number } }
              subIssuesSummary { total completed percentCompleted }
              blockedBy(first: 5) { nodes { number state } } blocking(first: 5) { totalCount }
              issueDependenciesSummary { blockedBy blocking totalBlockedBy totalBlocking } } } }"""
        self.assertEqual(validate(parse(query), published()), [])
        mutation = """mutation($i: ID!, $t: ID!) { updateIssueIssueType(input: {issueId: $i, issueTypeId: $t}) {
            issue { id } } addBlockedBy(input: {issueId: $i, blockingIssueId: $t}) { issue { id } blockingIssue { id } }
            createIssue(input: {repositoryId: $i, title: "x", issueTypeId: $t, parentIssueId: $i}) { issue { id } } }"""
        self.assertEqual(validate(parse(mutation), published()), [])

    def test_a_field_the_additions_do_not_have_is_still_refused(self):
        self.assertEqual(codes('{ repository(owner: "o", name: "r") { issue(number: 1) { issueKind blockers } } }'),
                         ["undefinedField", "undefinedField"])


class SubsetConsistencyTests(unittest.TestCase):
    """Every type, field, argument and enum value the simulator serves is GitHub's, with GitHub's types."""

    @staticmethod
    def printed(default):
        return MISSING if default is MISSING else graphql_values.print_literal(default)

    def compare_inputs(self, owner, ours, theirs, differences):
        for name, (t, default) in ours.items():
            if name not in theirs:
                differences.append("%s: %s is not GitHub's" % (owner, name))
            elif (t, self.printed(default)) != theirs[name]:
                differences.append("%s.%s: %s = %s, GitHub: %s = %s" % ((owner, name, t, self.printed(default))
                                                                         + theirs[name]))
        for name, (t, default) in theirs.items():
            if graphql_schema.non_null(t) and default is MISSING and name not in ours:
                differences.append("%s: GitHub requires %s" % (owner, name))

    def test_the_subset_agrees_with_github(self):
        github = published()
        differences = []
        for type_name, fields in graphql_schema.OBJECTS.items():
            if type_name not in github.OBJECTS:
                differences.append("type %s is not GitHub's" % type_name)
                continue
            for field, (t, arguments) in fields.items():
                theirs = github.field_def(type_name, field)
                if theirs is None:
                    differences.append("%s.%s is not GitHub's" % (type_name, field))
                    continue
                if t != theirs[0]:
                    differences.append("%s.%s: %s, GitHub: %s" % (type_name, field, t, theirs[0]))
                self.compare_inputs("%s.%s" % (type_name, field), arguments, theirs[1], differences)
        for name, fields in graphql_schema.INPUTS.items():
            self.compare_inputs(name, fields, github.INPUTS.get(name, {}), differences)
        for name, enum_values in graphql_schema.ENUMS.items():
            if set(enum_values) != set(github.ENUMS.get(name, ())):
                differences.append("enum %s: %s, GitHub: %s" % (name, enum_values, github.ENUMS.get(name)))
        for name, members in graphql_schema.ABSTRACT.items():
            if not set(members) <= set(github.possible_types(name)):
                differences.append("%s: %s, GitHub: %s" % (name, members, github.possible_types(name)))
        differences += ["scalar %s is not GitHub's" % s for s in graphql_schema.SCALARS if s not in github.SCALARS]
        self.assertEqual(differences, [])


class AnswerCheckTests(unittest.TestCase):
    QUERY = '''query($more: Boolean!) { repository(owner: "o", name: "r") {
        issues(first: 1) { nodes { number title state createdAt closedAt author { login ... on User { name } }
                                   milestone @include(if: $more) { title } } } } }'''

    def answer(self, **issue):
        node = {"number": 1, "title": "Found a bug", "state": "OPEN", "createdAt": "2011-04-22T13:33:48Z",
                "closedAt": None, "author": {"login": "octocat", "name": None}}
        node.update(issue)
        return {"repository": {"issues": {"nodes": [{k: v for k, v in node.items() if v is not MISSING}]}}}

    def problem(self, data, more=False):
        doc = parse(self.QUERY)
        ctx = graphql_exec.Context(None, None, {"more": more}, {})
        try:
            check(published(), ctx, doc.operations[0], data)
        except InvalidAnswer as e:
            return str(e)
        return None

    def test_an_answer_github_could_give_passes(self):
        self.assertIsNone(self.problem(self.answer()))
        self.assertIsNone(self.problem(self.answer(author={"login": "dependabot"})))  # a Bot has no name
        self.assertIsNone(self.problem(self.answer(milestone=None), more=True))
        self.assertIsNone(self.problem({"repository": None}))

    def test_wrong_types(self):
        self.assertEqual(self.problem(self.answer(number="1")),
                         'repository.issues.nodes.0.number: "1" where Int is due')
        self.assertEqual(self.problem(self.answer(state="open")),
                         'repository.issues.nodes.0.state: "open" is not a value of the enum IssueState')
        self.assertEqual(self.problem(self.answer(createdAt="2011-04-22 13:33:48")),
                         'repository.issues.nodes.0.createdAt: "2011-04-22 13:33:48" where DateTime is due')
        self.assertEqual(self.problem({"repository": {"issues": {"nodes": {}}}}),
                         "repository.issues.nodes: {} where a list [Issue] is due")

    def test_a_missing_non_null(self):
        self.assertEqual(self.problem(self.answer(title=None)),
                         "repository.issues.nodes.0.title: null where String! is due")
        self.assertEqual(self.problem(self.answer(title=MISSING)),
                         "repository.issues.nodes.0.title: selected by the query but missing")

    def test_a_key_the_query_did_not_select(self):
        self.assertEqual(self.problem(self.answer(body="x")),
                         "repository.issues.nodes.0.body: not selected on Issue by the query")
        self.assertEqual(self.problem(self.answer(milestone=None)),  # @include(if: false)
                         "repository.issues.nodes.0.milestone: not selected on Issue by the query")

    def test_an_interface_value_must_fit_one_of_its_types(self):
        problem = self.problem(self.answer(author={"login": "octocat", "email": "x"}))
        self.assertTrue(problem.startswith("repository.issues.nodes.0.author: fits none of Actor's types (as Bot, "),
                        problem)


# A published schema that disagrees with the subset, to see which of them the simulator obeys.
TINY_SDL = '''
type Query { repository(owner: String!, name: String!, followRenames: Boolean = true): Repository  viewer: User! }
type Repository { name: String! }
type User { login: Int! }
'''


class CheckedServerTests(SimTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server.store.published_schema = graphql_published.PublishedSchema(graphql_sdl.read_sdl(TINY_SDL))

    def test_a_query_is_checked_against_githubs_schema_before_the_subset(self):
        reply = self.post("/graphql", {"query": '{ repository(owner: "octocat", name: "Hello-World") '
                                                '{ name hasIssuesEnabled } }'})
        self.assertEqual(reply.status, 200)
        self.assertEqual([e["extensions"] for e in reply.json()["errors"]],
                         [{"code": "undefinedField", "typeName": "Repository", "fieldName": "hasIssuesEnabled"}])

    def test_an_answer_github_could_not_give_is_a_500_saying_where(self):
        log = io.StringIO()
        with contextlib.redirect_stderr(log):
            reply = self.post("/graphql", {"query": "{ viewer { login } }"})
        problem = "simulator answer invalid against GitHub's schema: viewer.login: \"octocat\" where Int is due\n"
        self.assertEqual((reply.status, reply.body.decode()), (500, problem))
        self.assertEqual(log.getvalue(), problem)


class SchemaLocationTests(unittest.TestCase):
    def start(self, schema_path):
        folder = tempfile.TemporaryDirectory()  # for the simulator's cache of what it read
        self.addCleanup(folder.cleanup)
        env = dict(os.environ, TMPDIR=folder.name, **{graphql_published.ENV: schema_path})
        p = subprocess.Popen([sys.executable, MAIN], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        self.addCleanup(self.stop, p)
        return p

    @staticmethod
    def stop(p):
        if p.poll() is None:
            p.kill()
        p.communicate()

    def test_the_schema_the_variable_names_is_the_one_used(self):
        with tempfile.NamedTemporaryFile("w", suffix=".graphql") as f:
            f.write(TINY_SDL)
            f.flush()
            base = self.start(f.name).stdout.readline().strip()
            with urllib.request.urlopen(base + "/_simulator/health", timeout=5) as r:
                self.assertEqual(json.loads(r.read())["graphql_schema"], f.name)
        request = urllib.request.Request(base + "/graphql", data=b'{"query":"{ viewer { name } }"}',
                                         headers={"Authorization": "Bearer " + OCTOCAT})
        with urllib.request.urlopen(request, timeout=5) as r:
            self.assertEqual(json.loads(r.read())["errors"][0]["message"], "Field 'name' doesn't exist on type 'User'")

    def test_a_schema_the_variable_names_but_that_cannot_be_read_stops_the_simulator(self):
        p = self.start("/nonexistent/schema.graphql")
        self.assertEqual(p.wait(timeout=10), 2)
        self.assertIn("cannot read GitHub's GraphQL schema /nonexistent/schema.graphql", p.stderr.read())


if __name__ == "__main__":
    unittest.main()
