"""Checking the ``data`` the simulator built against GitHub's published schema, before it is sent.

An answer GitHub could never give is a simulator bug that would teach gh-lite
the wrong thing, so it must fail loudly instead.  Checked: every key of an
object is a field (or alias) the query selected for that object's type, after
``@include``/``@skip``, fragments and inline fragments, and every selected key
is there; each value fits its field's type: non-null respected, lists, enums
(a value of the enum), objects (recursively; an interface or union value must
fit one of its object types, the one ``__typename`` names when it is
selected) and scalars (Int within 32 bits, Float, Boolean, ``DateTime`` as
``2011-01-26T19:01:12Z``, ID and every other scalar as a string).

``check`` raises ``InvalidAnswer`` whose text is ``PATH: problem``, e.g.
``repository.issues.nodes.0.number: "1" where an Int is due``.
"""

import json
import re

from graphql_api.graphql_parse import Field, InlineFragment
from graphql_api.graphql_schema import is_list, item_type, named, non_null, nullable
from graphql_api.graphql_values import NUMBERS_AND_BOOLEANS

DATETIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")


class InvalidAnswer(Exception):
    def __init__(self, path, problem):
        super().__init__("%s: %s" % (".".join(str(p) for p in path) or "data", problem))


def _shown(value):
    return json.dumps(value, ensure_ascii=False)[:60]


def _scalar_ok(name, value):
    if name in NUMBERS_AND_BOOLEANS:
        return NUMBERS_AND_BOOLEANS[name](value)
    if name == "DateTime":
        return isinstance(value, str) and DATETIME.match(value) is not None
    return isinstance(value, str)


class _Checker:
    def __init__(self, catalog, ctx):
        self.catalog = catalog
        self.ctx = ctx  # the request's coerced variables (for @include/@skip) and fragments

    def selected(self, type_name, selection_sets):
        """{response key: [Field nodes]} an object of ``type_name`` answers."""
        out = {}
        for selections in selection_sets:
            self.collect(type_name, selections, out)
        return out

    def collect(self, type_name, selections, out):
        for sel in selections:
            if not self.ctx.included(sel.directives):
                continue
            if isinstance(sel, Field):
                out.setdefault(sel.key, []).append(sel)
                continue
            if isinstance(sel, InlineFragment):
                condition, selections_inside = sel.type_condition, sel.selections
            else:
                fragment = self.ctx.fragments[sel.name]
                condition, selections_inside = fragment.type_condition, fragment.selections
            if condition is None or type_name in self.catalog.possible_types(condition):
                self.collect(type_name, selections_inside, out)

    def value(self, t, value, selection_sets, path):
        if value is None:
            if non_null(t):
                raise InvalidAnswer(path, "null where %s is due" % t)
            return
        t = nullable(t)
        if is_list(t):
            if not isinstance(value, list):
                raise InvalidAnswer(path, "%s where a list %s is due" % (_shown(value), t))
            for i, item in enumerate(value):
                self.value(item_type(t), item, selection_sets, path + [i])
            return
        name = named(t)
        if name in self.catalog.ENUMS:
            if value not in self.catalog.ENUMS[name]:
                raise InvalidAnswer(path, "%s is not a value of the enum %s" % (_shown(value), name))
        elif self.catalog.is_leaf(name):
            if not _scalar_ok(name, value):
                raise InvalidAnswer(path, "%s where %s is due" % (_shown(value), name))
        else:
            self.composite(name, value, selection_sets, path)

    def composite(self, name, value, selection_sets, path):
        candidates = self.catalog.possible_types(name)
        if len(candidates) == 1:
            return self.object(candidates[0], value, selection_sets, path)
        misfits = []
        for candidate in candidates:
            try:
                return self.object(candidate, value, selection_sets, path)
            except InvalidAnswer as e:
                misfits.append("as %s, %s" % (candidate, e))
        raise InvalidAnswer(path, "fits none of %s's types (%s)" % (name, "; ".join(misfits)))

    def object(self, type_name, value, selection_sets, path):
        if not isinstance(value, dict):
            raise InvalidAnswer(path, "%s where a %s object is due" % (_shown(value), type_name))
        selected = self.selected(type_name, selection_sets)
        for key in value:
            if key not in selected:
                raise InvalidAnswer(path + [key], "not selected on %s by the query" % type_name)
        for key, nodes in selected.items():
            if key not in value:
                raise InvalidAnswer(path + [key], "selected by the query but missing")
            field = nodes[0].name
            if field == "__typename":
                if value[key] != type_name:
                    raise InvalidAnswer(path + [key], "%s where %s is due" % (_shown(value[key]), type_name))
                continue
            field_type = self.catalog.field_def(type_name, field)[0]
            subs = [n.selections for n in nodes if n.selections]
            self.value(field_type, value[key], subs, path + [key])


def check(catalog, ctx, operation, data):
    """Raise InvalidAnswer unless ``data`` is an answer GitHub could give to ``operation``."""
    root = "Query" if operation.kind == "query" else "Mutation"
    if data is not None:
        _Checker(catalog, ctx).object(root, data, [operation.selections], [])
