"""Running a GraphQL request: parse, validate, coerce variables, execute.

``run(store, identity, query, variables, operation_name)`` returns the reply
object and the request's rate-limit cost.  The reply is what api.github.com
answers with HTTP 200:

- a syntax error: ``{"errors":[{"message":"Parse error on ...","locations":[...]}]}``
- validation errors (against GitHub's published schema first, when the
  simulator has it, then against the subset it serves), an unknown/missing
  operation name or bad variables:
  ``{"errors":[...]}`` without ``data``; a bad variable is
  ``{"extensions":{"value":V,"problems":[{"path":[],"explanation":...}]},
  "locations":[...],"message":"Variable $owner of type String! was provided invalid value"}``
- otherwise ``{"data":{...}}`` plus ``errors`` when a resolver failed
  (``{"type":"NOT_FOUND","path":["repository"],"locations":[...],"message":...}``);
  a failed non-null field nulls its nearest nullable parent (spec 6.4.4).

Requests that fail before execution cost 1 point (GitHub's minimum).
"""

from graphql_api import graphql_answer_check
from graphql_api import graphql_cost
from graphql_api import graphql_dependencies
from graphql_api import graphql_gh_cli
from graphql_api import graphql_issue_hierarchy
from graphql_api import graphql_issue_mutations
from graphql_api import graphql_issue_types
from graphql_api import graphql_labelable
from graphql_api import graphql_mutations_state
from graphql_api import graphql_nodes
from graphql_api import graphql_repository_fields
from graphql_api import graphql_resolvers as resolvers
from graphql_api import graphql_schema as schema
from graphql_api import graphql_values as values
from graphql_api.graphql_pages import FieldError
from graphql_api.graphql_parse import MISSING, FragmentSpread, InlineFragment, ParseError, parse
from graphql_api.graphql_validate import validate

graphql_nodes.register()
graphql_issue_mutations.register()
graphql_gh_cli.register()
graphql_repository_fields.register()
graphql_issue_hierarchy.register()  # after graphql_gh_cli: these two add to CreateIssueInput
graphql_issue_types.register()
graphql_dependencies.register()
graphql_labelable.register()


graphql_mutations_state.register(resolvers.RESOLVERS)


class _NullBubble(Exception):
    """A non-null field came out null: its parent becomes null."""


class Context:
    def __init__(self, store, identity, variables, fragments):
        self.store = store
        self.identity = identity
        self.variables = variables
        self.fragments = fragments
        self.errors = []
        self._collected = {}
        self._plans = {}

    # ------------------------------------------------------------- fields
    def included(self, directives):
        for d in directives:
            args = values.coerce_arguments(schema.DIRECTIVES[d.name], d.arguments, self.variables)
            if d.name == "skip" and args.get("if") is True:
                return False
            if d.name == "include" and args.get("if") is not True:
                return False
        return True

    def collect(self, type_name, selection_sets):
        """{response key: [Field nodes]} for an object of ``type_name`` (cached per request)."""
        key = (type_name, tuple(id(s) for s in selection_sets))
        out = self._collected.get(key)
        if out is None:
            out = {}
            for selections in selection_sets:
                self._collect(type_name, selections, out)
            self._collected[key] = out
        return out

    def plan(self, type_name, selection_sets):
        """[_FieldPlan] for an object of ``type_name`` (cached per request)."""
        key = (type_name, tuple(id(s) for s in selection_sets))
        out = self._plans.get(key)
        if out is None:
            out = [_FieldPlan(self, type_name, k, nodes) for k, nodes in self.collect(type_name, selection_sets).items()]
            self._plans[key] = out
        return out

    def _collect(self, type_name, selections, out):
        for sel in selections:
            if not self.included(sel.directives):
                continue
            if isinstance(sel, InlineFragment):
                if _applies(sel.type_condition, type_name):
                    self._collect(type_name, sel.selections, out)
            elif isinstance(sel, FragmentSpread):
                frag = self.fragments[sel.name]
                if _applies(frag.type_condition, type_name):
                    self._collect(type_name, frag.selections, out)
            else:
                out.setdefault(sel.key, []).append(sel)


def _applies(condition, type_name):
    return condition is None or condition == type_name or type_name in schema.ABSTRACT.get(condition, ())


# -------------------------------------------------------------- execute --

class _FieldPlan:
    """One response key of an object type, worked out once per request."""

    __slots__ = ("key", "node", "resolve", "args", "type", "leaf", "non_null", "sub_sets", "listing")

    def __init__(self, ctx, type_name, key, nodes):
        node = nodes[0]
        self.key, self.node = key, node
        ftype, arg_defs = schema.field_def(type_name, node.name)
        self.type = ftype
        self.resolve = None if node.name == "__typename" else resolvers.RESOLVERS[type_name][node.name]
        self.args = values.coerce_arguments(arg_defs, node.arguments, ctx.variables) if arg_defs else {}
        target = schema.named(ftype)
        self.leaf = schema.is_leaf(target) and not schema.is_list(ftype)
        self.non_null = schema.non_null(ftype)
        self.sub_sets = [n.selections for n in nodes if n.selections]
        self.listing = None
        if schema.is_connection(target):
            listed = ctx.collect(target, self.sub_sets)
            self.listing = any(n[0].name in ("nodes", "edges") for n in listed.values())


def _execute_object(ctx, type_name, value, selection_sets, path):
    type_name = resolvers.runtime_type(type_name, value)
    out = {}
    for f in ctx.plan(type_name, selection_sets):
        if f.resolve is None:
            out[f.key] = type_name
            continue
        try:
            if f.listing is None:
                result = f.resolve(ctx, value, f.args)
            else:
                result = f.resolve(ctx, value, f.args, f.listing)
        except FieldError as e:
            ctx.errors.append({"type": e.type, "path": path + [f.key],
                               "locations": [{"line": f.node.line, "column": f.node.column}], "message": e.message})
            result = None
        if f.leaf:
            if result is None and f.non_null:
                raise _NullBubble()
            out[f.key] = result
        else:
            out[f.key] = _complete(ctx, f.type, result, f.sub_sets, path + [f.key])
    return out


def _complete(ctx, t, result, sub_sets, path):
    if result is None:
        if schema.non_null(t):
            raise _NullBubble()
        return None
    try:
        t = schema.nullable(t)
        if schema.is_list(t):
            inner = schema.item_type(t)
            return [_complete(ctx, inner, item, sub_sets, path + [i]) for i, item in enumerate(result)]
        name = schema.named(t)
        if schema.is_leaf(name):
            return result
        return _execute_object(ctx, name, result, sub_sets, path)
    except _NullBubble:
        if schema.non_null(t):
            raise
        return None


# ------------------------------------------------------------ variables --

def _coerce_variables(op, provided):
    """(values, errors): JSON variables coerced per their definitions."""
    out, errors = {}, []
    for vd in op.variables:
        if vd.name in provided:
            raw = provided[vd.name]
        elif vd.default is not MISSING:
            out[vd.name] = values.coerce_literal(vd.default, vd.type, {})
            continue
        elif schema.non_null(vd.type):
            raw = None
        else:
            continue  # absent: arguments fed by it are left out
        try:
            out[vd.name] = values.coerce_variable(raw, vd.type)
        except values.Problem as p:
            message = "Variable $%s of type %s was provided invalid value" % (vd.name, vd.type)
            if p.path:
                message += " for %s (%s)" % (".".join(str(x) for x in p.path), p.explanation)
            errors.append({"extensions": {"value": raw, "problems": [{"path": p.path, "explanation": p.explanation}]},
                           "locations": [{"line": vd.line, "column": vd.column}], "message": message})
    return out, errors


def _select_operation(doc, name):
    if name:
        for op in doc.operations:
            if op.name == name:
                return op, None
        return None, 'No operation named "%s"' % name
    if len(doc.operations) == 1:
        return doc.operations[0], None
    return None, "An operation name is required"


def run(store, identity, query, variables, operation_name, published=None):
    """(reply dict, cost in points).  With ``published`` (GitHub's schema, graphql_published.py) the query must be
    valid against it too, and the answer is checked against it (raises graphql_answer_check.InvalidAnswer)."""
    if not query or not query.strip():
        return {"errors": [{"message": "No query string was present"}]}, 1
    try:
        doc = parse(query)
    except ParseError as e:
        return {"errors": [e.to_dict()]}, 1
    errors = (published is not None and validate(doc, published)) or validate(doc)
    if errors:
        return {"errors": errors}, 1
    op, problem = _select_operation(doc, operation_name)
    if op is None:
        return {"errors": [{"message": problem}]}, 1
    coerced, errors = _coerce_variables(op, variables or {})
    if errors:
        return {"errors": errors}, 1
    ctx = Context(store, identity, coerced, {f.name: f for f in doc.fragments})
    cost = graphql_cost.cost(ctx, op)
    root = "Query" if op.kind == "query" else "Mutation"  # the validator refuses subscriptions
    try:
        # A mutation's fields run one after another, in order (the spec's serial execution): so do all fields here.
        data = _execute_object(ctx, root, None, [op.selections], [])
    except _NullBubble:
        data = None
    if published is not None:
        graphql_answer_check.check(published, ctx, op, data)
    reply = {"data": data}
    if ctx.errors:
        reply["errors"] = ctx.errors
    return reply, cost
