"""Input values: checking literals, coercing variables and arguments (GraphQL spec, section 5.6 and 6.1.2).

- A variable that is not provided (and has no default) leaves the argument or
  input-object field it feeds *absent* (``MISSING``), which is not ``null``;
  an explicit ``null`` stays ``None``.
- A single value where a list is expected becomes a one-element list
  (``states: OPEN`` or ``{"states": "OPEN"}`` means ``[OPEN]``).
- Enum values are kept as their names (``"OPEN"``).

Variable problems are reported as graphql-ruby reports them, e.g.
``{"path":[],"explanation":"Expected value to not be null"}``.
"""

import calendar
import json
import re
import time

from graphql_api import graphql_schema as schema
from graphql_api.graphql_parse import MISSING, EnumValue, ListValue, ObjectValue, Variable

INT_MIN, INT_MAX = -(2 ** 31), 2 ** 31 - 1

# What an Int, a Float and a Boolean may be, as a literal in a query or as a value in an answer.
NUMBERS_AND_BOOLEANS = {
    "Int": lambda v: isinstance(v, int) and not isinstance(v, bool) and INT_MIN <= v <= INT_MAX,
    "Float": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "Boolean": lambda v: isinstance(v, bool),
}


class Problem(Exception):
    def __init__(self, path, explanation):
        super().__init__(explanation)
        self.path = path
        self.explanation = explanation


def ruby_inspect(value):
    """How graphql-ruby shows a JSON value in an explanation (``"x"``, ``1``, ``nil``, ``true``)."""
    if value is None:
        return "nil"
    return json.dumps(value, ensure_ascii=False)


def print_literal(node):
    """A literal as GraphQL source (for ``has an invalid value (...)`` messages)."""
    if isinstance(node, Variable):
        return "$" + node.name
    if isinstance(node, EnumValue):
        return node.name
    if isinstance(node, ListValue):
        return "[" + ", ".join(print_literal(i) for i in node.items) + "]"
    if isinstance(node, ObjectValue):
        return "{" + ", ".join("%s: %s" % (k, print_literal(v)) for k, v in node.fields) + "}"
    if isinstance(node, dict):  # a schema default, already coerced: its strings are enum values
        return "{" + ", ".join("%s: %s" % item for item in node.items()) + "}"
    if isinstance(node, tuple):  # a schema default list of enum values
        return "[" + ", ".join(node) + "]"
    if node is None:
        return "null"
    if isinstance(node, bool):
        return "true" if node else "false"
    return json.dumps(node, ensure_ascii=False)


def parse_datetime(value):
    """ISO-8601 ``2011-04-22T13:33:48Z`` (or with an offset / a date) -> UTC ``...Z`` string, else None."""
    m = re.match(r"^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$", value.strip())
    if not m:
        return None
    try:
        base = calendar.timegm(time.strptime(m.group(1) + "T" + (m.group(2) or "00:00:00"), "%Y-%m-%dT%H:%M:%S"))
    except ValueError:
        return None
    zone = m.group(3) or "Z"
    if zone != "Z":
        digits = zone[1:].replace(":", "")
        offset = int(digits[:2]) * 3600 + int(digits[2:]) * 60
        base -= offset if zone[0] == "+" else -offset
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(base))


def _scalar(name, value):
    """Coerced scalar or raise Problem (for JSON variable values)."""
    if name in ("String", "URI"):
        ok = isinstance(value, str)
    elif name == "ID":
        ok = isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))
        value = str(value) if ok else value
    elif name == "Int":
        ok = isinstance(value, int) and not isinstance(value, bool) and INT_MIN <= value <= INT_MAX
        if not ok and isinstance(value, float) and value.is_integer() and INT_MIN <= value <= INT_MAX:
            ok, value = True, int(value)
    elif name == "Float":
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        value = float(value) if ok else value
    elif name == "Boolean":
        ok = isinstance(value, bool)
    else:  # DateTime
        ok = isinstance(value, str) and parse_datetime(value) is not None
        value = parse_datetime(value) if ok else value
    if not ok:
        raise Problem([], "Could not coerce value %s to %s" % (ruby_inspect(value), name))
    return value


def coerce_variable(value, t, path=()):
    """A JSON variable value coerced to type ``t``; raises Problem."""
    if value is None:
        if schema.non_null(t):
            raise Problem(list(path), "Expected value to not be null")
        return None
    t = schema.nullable(t)
    if schema.is_list(t):
        inner = schema.item_type(t)
        items = value if isinstance(value, list) else [value]
        return [coerce_variable(v, inner, path + (i,)) for i, v in enumerate(items)]
    name = schema.named(t)
    if name in schema.ENUMS:
        if not isinstance(value, str) or value not in schema.ENUMS[name]:
            raise Problem(list(path), "Expected %s to be one of: %s"
                          % (ruby_inspect(value), ", ".join(schema.ENUMS[name])))
        return value
    if name in schema.INPUTS:
        if not isinstance(value, dict):
            raise Problem(list(path), "Expected %s to be a key-value object." % ruby_inspect(value))
        fields = schema.INPUTS[name]
        for key in value:
            if key not in fields:
                raise Problem(list(path) + [key], "Field is not defined on %s" % name)
        out = {}
        for key, (ftype, default) in fields.items():
            if key in value:
                out[key] = coerce_variable(value[key], ftype, path + (key,))
            elif schema.non_null(ftype):
                raise Problem(list(path) + [key], "Expected value to not be null")
        return out
    try:
        return _scalar(name, value)
    except Problem as p:
        raise Problem(list(path), p.explanation)


# ------------------------------------------------------------- literals --

def literal_ok(node, t, catalog=schema):
    """Static check of a literal against ``t`` in ``catalog`` (variables pass: their use is checked apart)."""
    if isinstance(node, Variable):
        return True
    if node is None:
        return not schema.non_null(t)
    t = schema.nullable(t)
    if schema.is_list(t):
        inner = schema.item_type(t)
        items = node.items if isinstance(node, ListValue) else [node]
        return all(literal_ok(i, inner, catalog) for i in items)
    name = schema.named(t)
    if name in catalog.ENUMS:
        return isinstance(node, EnumValue) and node.name in catalog.ENUMS[name]
    if name in catalog.INPUTS:
        if not isinstance(node, ObjectValue):
            return False
        fields = catalog.INPUTS[name]
        given = dict(node.fields)
        if any(k not in fields for k in given):
            return False
        return all(literal_ok(given[k], ft, catalog) if k in given else not schema.non_null(ft)
                   for k, (ft, _) in fields.items())
    if name == "ID":
        return isinstance(node, str) or (isinstance(node, int) and not isinstance(node, bool))
    if name in NUMBERS_AND_BOOLEANS:
        return NUMBERS_AND_BOOLEANS[name](node)
    if name == "DateTime":
        return isinstance(node, str) and parse_datetime(node) is not None
    return isinstance(node, str)  # String, URI and GitHub's other string scalars (GitObjectID, HTML, ...)


def coerce_literal(node, t, variables):
    """Value of a (checked) literal; MISSING where it is an unprovided variable."""
    if isinstance(node, Variable):
        value = variables.get(node.name, MISSING)
        if value is not MISSING and schema.is_list(t) and not isinstance(value, list) and value is not None:
            value = [value]
        return value
    if node is None:
        return None
    t = schema.nullable(t)
    if schema.is_list(t):
        inner = schema.item_type(t)
        items = node.items if isinstance(node, ListValue) else [node]
        out = [coerce_literal(i, inner, variables) for i in items]
        return [None if v is MISSING else v for v in out]
    if isinstance(node, EnumValue):
        return node.name
    if isinstance(node, ObjectValue):
        fields = schema.INPUTS[schema.named(t)]
        out = {}
        for key, value in node.fields:
            v = coerce_literal(value, fields[key][0], variables)
            if v is not MISSING:
                out[key] = v
        return out
    name = schema.named(t)
    if name == "Float":
        return float(node)
    if name == "ID":
        return str(node)
    if name == "DateTime":
        return parse_datetime(node)
    return node


def coerce_arguments(arg_defs, arg_nodes, variables):
    """{name: value} with schema defaults; arguments fed by an unprovided variable are left out."""
    given = {a.name: a for a in arg_nodes}
    out = {}
    for name, (atype, default) in arg_defs.items():
        value = MISSING
        if name in given:
            value = coerce_literal(given[name].value, atype, variables)
        if value is MISSING:
            value = default
        if value is not MISSING:
            out[name] = value
    return out


# ------------------------------------------------- variable usage types --

def compatible(var_type, loc_type):
    """Spec AreTypesCompatible(variableType, locationType)."""
    if schema.non_null(loc_type):
        if not schema.non_null(var_type):
            return False
        return compatible(var_type[:-1], loc_type[:-1])
    if schema.non_null(var_type):
        return compatible(var_type[:-1], loc_type)
    if schema.is_list(loc_type):
        return schema.is_list(var_type) and compatible(schema.item_type(var_type), schema.item_type(loc_type))
    if schema.is_list(var_type):
        return False
    return var_type == loc_type


def usage_allowed(var_type, var_has_default, loc_type, loc_has_default):
    """Spec IsVariableUsageAllowed()."""
    if schema.non_null(loc_type) and not schema.non_null(var_type):
        if not (var_has_default or loc_has_default):
            return False
        return compatible(var_type, loc_type[:-1])
    return compatible(var_type, loc_type)
