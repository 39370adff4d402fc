"""Reading SDL (graphql_sdl.py) and keeping what was read (graphql_sdl_cache.py), on small schemas."""

import os
import tempfile
import unittest

from graphql_api import graphql_sdl
from graphql_api import graphql_sdl_cache

SNIPPET = '''
directive @requiredCapabilities(requiredCapabilities: [String!]) on ARGUMENT_DEFINITION | ENUM | OBJECT

"""
An ISO-8601 encoded UTC date string.
"""
scalar DateTime

# a comment
type Query {
  """
  Lookup a given repository by the owner and repository name.
  """
  repository(
    "Follow repository renames."
    followRenames: Boolean = true
    name: String!
    owner: String! @deprecated(reason: "not really")
  ): Repository
  nodes(ids: [ID!]!): [Node]!
}

interface Node { id: ID! }

type Repository implements Node & Starrable @requiredCapabilities(requiredCapabilities: ["x"]) {
  id: ID!
  issues(first: Int, orderBy: IssueOrder = {field: CREATED_AT, direction: DESC}, labels: [String!] = []): [[Issue!]]!
}

union Owner = | User | Organization

enum IssueState {
  "open" OPEN
  CLOSED @deprecated(reason: "closing \\"is\\" gone")
}

input IssueOrder {
  field: IssueOrderField!
  direction: OrderDirection! = ASC
}

schema { query: Query }
'''


class SDLReaderTests(unittest.TestCase):
    def setUp(self):
        self.schema = graphql_sdl.read_sdl(SNIPPET)

    def test_kinds_of_every_definition(self):
        self.assertEqual(self.schema["kinds"], {
            "DateTime": "SCALAR", "Query": "OBJECT", "Node": "INTERFACE", "Repository": "OBJECT",
            "Owner": "UNION", "IssueState": "ENUM", "IssueOrder": "INPUT_OBJECT"})

    def test_fields_with_arguments_defaults_and_wrappers_descriptions_and_directives_skipped(self):
        fields = self.schema["fields"]
        self.assertEqual(fields["Query"]["repository"], ["Repository", {
            "followRenames": ["Boolean", "true"], "name": ["String!", None], "owner": ["String!", None]}])
        self.assertEqual(fields["Query"]["nodes"], ["[Node]!", {"ids": ["[ID!]!", None]}])
        self.assertEqual(fields["Repository"]["issues"], ["[[Issue!]]!", {
            "first": ["Int", None], "orderBy": ["IssueOrder", "{field: CREATED_AT, direction: DESC}"],
            "labels": ["[String!]", "[]"]}])
        self.assertEqual(fields["Node"], {"id": ["ID!", {}]})

    def test_interfaces_unions_enums_and_inputs(self):
        self.assertEqual(self.schema["implements"], {"Repository": ["Node", "Starrable"]})
        self.assertEqual(self.schema["unions"], {"Owner": ["User", "Organization"]})
        self.assertEqual(self.schema["enums"], {"IssueState": ["OPEN", "CLOSED"]})
        self.assertEqual(self.schema["inputs"], {"IssueOrder": {
            "field": ["IssueOrderField!", None], "direction": ["OrderDirection!", "ASC"]}})

    def test_text_it_cannot_read_is_an_error_not_a_guess(self):
        for text in ("type Query { a: String", "type Query ? { a: String }", "extend type Query { b: Int }",
                     "query { a }"):
            with self.subTest(text=text), self.assertRaises(graphql_sdl.SDLError):
                graphql_sdl.read_sdl(text)

    def test_extensions_add_fields_arguments_input_fields_and_enum_values(self):
        schema = graphql_sdl.read_sdl(
            "type Issue { id: ID! } input CreateIssueInput { title: String! } enum Color { RED }\n"
            "extend type Issue { blockedBy(first: Int): Issue! } extend input CreateIssueInput { issueTypeId: ID }\n"
            "extend enum Color { BLUE } extend type Issue implements Node { number: Int! } interface Node { id: ID! }")
        self.assertEqual(schema["fields"]["Issue"], {"id": ["ID!", {}],
                                                     "blockedBy": ["Issue!", {"first": ["Int", None]}],
                                                     "number": ["Int!", {}]})
        self.assertEqual(schema["implements"], {"Issue": ["Node"]})
        self.assertEqual(schema["inputs"]["CreateIssueInput"],
                         {"title": ["String!", None], "issueTypeId": ["ID", None]})
        self.assertEqual(schema["enums"]["Color"], ["RED", "BLUE"])

    def test_an_extension_of_a_type_of_another_kind_is_an_error(self):
        with self.assertRaises(graphql_sdl.SDLError):
            graphql_sdl.read_sdl("type Issue { id: ID! } extend input Issue { a: Int }")


class SDLCacheTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)
        self.path = os.path.join(self.folder.name, "schema.graphql")
        self.cache = os.path.join(self.folder.name, "cache")
        os.mkdir(self.cache)

    def write(self, text, mtime):
        with open(self.path, "w") as f:
            f.write(text)
        os.utime(self.path, (mtime, mtime))

    def test_a_version_is_read_once_and_a_new_version_replaces_its_copy(self):
        self.write("type Query { a: Int }", 1_000_000)
        first = graphql_sdl_cache.load([self.path], self.cache)
        self.assertEqual(first["fields"], {"Query": {"a": ["Int", {}]}})
        copies = os.listdir(self.cache)
        self.assertEqual(len(copies), 1)
        with open(os.path.join(self.cache, copies[0]), "w") as f:
            f.write('{"kinds":{},"fields":{"Query":{"fromTheCopy":["Int",{}]}}}')
        self.assertIn("fromTheCopy", graphql_sdl_cache.load([self.path], self.cache)["fields"]["Query"])

        self.write("type Query { b: Int }", 2_000_000)
        self.assertEqual(graphql_sdl_cache.load([self.path], self.cache)["fields"], {"Query": {"b": ["Int", {}]}})
        self.assertEqual(len(os.listdir(self.cache)), 1)

    def test_a_schema_and_its_additions_are_read_together_and_a_changed_addition_is_read_again(self):
        self.write("type Query { a: Int }", 1_000_000)
        additions = os.path.join(self.folder.name, "additions.graphql")
        for text, mtime, fields in (("extend type Query { b: Int }", 1_000_000, ["a", "b"]),
                                    ("extend type Query { c: Int }", 2_000_000, ["a", "c"])):
            with open(additions, "w") as f:
                f.write(text)
            os.utime(additions, (mtime, mtime))
            self.assertEqual(sorted(graphql_sdl_cache.load([self.path, additions], self.cache)["fields"]["Query"]),
                             fields)


if __name__ == "__main__":
    unittest.main()
