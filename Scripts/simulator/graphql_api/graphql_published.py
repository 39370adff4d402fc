"""GitHub's published GraphQL schema, as a catalog the validator and the answer checker read.

Where it is: ``$GH_LITE_GRAPHQL_SCHEMA``, else
``<repository root>/../shared/github-fixtures/graphql/schema.graphql`` (a CI
clone has ``shared/`` beside it).  Without the file the simulator still serves,
unchecked; a path named by the variable that cannot be read is an error.  The
types and fields GitHub published after that file (issue types, dependencies)
are read from ``schema-2025-additions.graphql`` beside it, when it is there.

``PublishedSchema`` offers what ``graphql_schema`` (the simulator's subset)
offers: ``OBJECTS`` (objects, interfaces and unions with their fields, as
``(type, {argument: (type, default or MISSING)})``), ``INPUTS``, ``ENUMS``,
``SCALARS``, ``ABSTRACT`` (interface or union -> the object types it may be),
``DIRECTIVES`` and ``field_def``/``is_leaf``/``is_input``/``possible_types``.
Defaults are kept as GraphQL prints them (``true``, ``30``).
"""

import os
import sys

from graphql_api import graphql_schema
from graphql_api import graphql_sdl
from graphql_api import graphql_sdl_cache
from graphql_api.graphql_parse import MISSING

ENV = "GH_LITE_GRAPHQL_SCHEMA"
REPOSITORY_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
DEFAULT_PATH = os.path.join(os.path.dirname(REPOSITORY_ROOT), "shared", "github-fixtures", "graphql",
                            "schema.graphql")
ADDITIONS = "schema-2025-additions.graphql"


class SchemaUnavailable(Exception):
    pass


def _with_missing(definitions):
    return {name: (t, MISSING if default is None else default) for name, (t, default) in definitions.items()}


class PublishedSchema:
    def __init__(self, sdl, path=None):
        self.path = path
        kinds = sdl["kinds"]
        self.SCALARS = tuple(name for name, kind in kinds.items() if kind == "SCALAR") + (
            "String", "Int", "Float", "Boolean", "ID")
        self.ENUMS = {name: tuple(values) for name, values in sdl["enums"].items()}
        self.INPUTS = {name: _with_missing(fields) for name, fields in sdl["inputs"].items()}
        self._fields = sdl["fields"]
        self._definitions = {}  # (type, field) -> field_def's answer, converted once
        self.OBJECTS = frozenset(name for name, kind in kinds.items() if kind in ("OBJECT", "INTERFACE", "UNION"))
        self.ABSTRACT = {name: tuple(members) for name, members in sdl["unions"].items()}
        for object_type, interfaces in sdl["implements"].items():
            if kinds[object_type] == "OBJECT":
                for interface in interfaces:
                    self.ABSTRACT.setdefault(interface, ())
                    self.ABSTRACT[interface] += (object_type,)
        self.DIRECTIVES = graphql_schema.DIRECTIVES  # the built-in @include and @skip

    def field_def(self, type_name, field_name):
        """(return type, {argument: (type, default or MISSING)}) or None."""
        if field_name == "__typename":
            return ("String!", {})
        key = (type_name, field_name)
        if key not in self._definitions:
            found = self._fields.get(type_name, {}).get(field_name)
            self._definitions[key] = None if found is None else (found[0], _with_missing(found[1]))
        return self._definitions[key]

    def is_leaf(self, name):
        return name in self.ENUMS or name in self.SCALARS

    def is_input(self, name):
        return self.is_leaf(name) or name in self.INPUTS

    def possible_types(self, type_name):
        return self.ABSTRACT.get(type_name, (type_name,))


def load(verbose=False):
    """The published schema, or None when it is not beside the repository (said on stderr when verbose)."""
    path = os.environ.get(ENV)
    if path is None and not os.path.exists(DEFAULT_PATH):
        if verbose:
            sys.stderr.write("GitHub's GraphQL schema is not at %s (set %s): GraphQL requests and answers go "
                             "unchecked\n" % (DEFAULT_PATH, ENV))
        return None
    path = path or DEFAULT_PATH
    paths = [path]
    additions = os.path.join(os.path.dirname(path), ADDITIONS)
    if os.path.exists(additions):
        paths.append(additions)
    try:
        return PublishedSchema(graphql_sdl_cache.load(paths), path)
    except (OSError, UnicodeDecodeError, graphql_sdl.SDLError) as e:
        raise SchemaUnavailable("cannot read GitHub's GraphQL schema %s: %s" % (path, e))
