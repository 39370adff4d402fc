"""A request's rate-limit cost, by GitHub's published rule.

"Rate limits and node limits for the GraphQL API": add up the number of
requests needed to fulfil each connection in the call, assuming every
``first``/``last`` is reached (a connection under ``issues(first: 100)``
needs 100 requests, one per issue; a top-level connection needs 1), divide
by 100, round to the nearest whole number; the minimum is 1.  Every
connection field counts, including one that only asks for ``totalCount``.

gh-lite's issue list (``issues(first: 100)`` with ``labels(first: 100)``,
``assignees(first: 100)`` and ``comments { totalCount }`` on each node):
1 + 100 + 100 + 100 = 301 requests -> 3 points.
"""

from graphql_api import graphql_schema as schema
from graphql_api import graphql_values as values


def _requests(ctx, type_name, selection_sets, multiplier):
    total = 0
    for nodes in ctx.collect(type_name, selection_sets).values():
        node = nodes[0]
        fdef = schema.field_def(type_name, node.name)
        target = schema.named(fdef[0])
        subs = [n.selections for n in nodes if n.selections]
        if not subs:
            continue
        inner = multiplier
        if schema.is_connection(target):
            total += multiplier
            args = values.coerce_arguments(fdef[1], node.arguments, ctx.variables)
            inner = multiplier * max(args.get("first") or 0, args.get("last") or 0, 1)
        total += max(_requests(ctx, t, subs, inner) for t in schema.possible_types(target))
    return total


def cost(ctx, op):
    """Points for operation ``op`` (``ctx`` holds the coerced variables)."""
    root = "Query" if op.kind == "query" else "Mutation"
    return max(1, int(_requests(ctx, root, [op.selections], 1) / 100.0 + 0.5))
