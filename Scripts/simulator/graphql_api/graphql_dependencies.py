"""Issue dependencies over GraphQL, added to the served subset; the rules are issue_dependencies.py's.

Schema (GitHub's, read from schema-2025-additions.graphql): ``Issue {
blockedBy blocking (first after last before orderBy) issueDependenciesSummary
{ blockedBy totalBlockedBy blocking totalBlocking } }``; ``orderBy`` is
``{field: DEPENDENCY_ADDED_AT | CREATED_AT, direction}``, by default the newest
link first.  Mutations ``addBlockedBy`` / ``removeBlockedBy`` ``(input: {issueId,
blockingIssueId})`` answer ``issue`` and ``blockingIssue``.

Errors: an id naming nothing readable -> ``NOT_FOUND``; no triage on the
blocked issue's repository -> ``FORBIDDEN``; a rule broken -> ``UNPROCESSABLE``
with the REST message.  Issues the caller cannot read are left out.
"""

from graphql_api import graphql_issue_mutations as mutations
from graphql_api import graphql_resolvers as resolvers
from graphql_api import graphql_schema as schema
from graphql_api.graphql_nodes import find
from graphql_api.graphql_parse import MISSING
from graphql_api.graphql_schema import PAGE_ARGS
from model import issue_changes
from model import issue_dependencies


def _ordered(items, order):
    """``items`` (newest link first) in ``orderBy``'s order."""
    if order.get("field") == "CREATED_AT":
        items = sorted(items, key=lambda i: (i[1]["created_at"], i[1]["number"]), reverse=True)
    return items[::-1] if order.get("direction") == "ASC" else items


def _connection(which, name):
    def resolve(ctx, issue, args, listing):
        items = [i for i in which(ctx.store, issue[1]) if ctx.store.can_read(i[0], ctx.identity)]
        return resolvers.small_connection(_ordered(items, args.get("orderBy") or {}), args, name, listing)
    return resolve


def _change(ctx, inp, operation, change):
    repo, it = mutations.issue_for(ctx, inp["issueId"], operation, ["metadata"])
    blocker = find(ctx, inp["blockingIssueId"], "Issue")
    try:
        change(ctx.store, it, blocker[1])
    except issue_changes.Refused as e:
        raise mutations.unprocessable(e)
    return {"issue": (repo, it), "blockingIssue": blocker, "clientMutationId": inp.get("clientMutationId")}


_ID = ("ID!", MISSING)
MUTATIONS = {
    "addBlockedBy": ({"issueId": _ID, "blockingIssueId": _ID}, {"issue": "Issue", "blockingIssue": "Issue"},
                     lambda ctx, _, a: _change(ctx, a["input"], "AddBlockedBy", issue_dependencies.add)),
    "removeBlockedBy": ({"issueId": _ID, "blockingIssueId": _ID}, {"issue": "Issue", "blockingIssue": "Issue"},
                        lambda ctx, _, a: _change(ctx, a["input"], "RemoveBlockedBy", issue_dependencies.remove)),
}
SUMMARY_FIELDS = ("blockedBy", "totalBlockedBy", "blocking", "totalBlocking")  # issue_dependencies.summary's order


def register():
    schema.ENUMS["IssueDependencyOrderField"] = ("CREATED_AT", "DEPENDENCY_ADDED_AT")
    schema.INPUTS["IssueDependencyOrder"] = {"field": ("IssueDependencyOrderField!", MISSING),
                                             "direction": ("OrderDirection!", MISSING)}
    newest_first = {"field": "DEPENDENCY_ADDED_AT", "direction": "DESC"}
    arguments = dict(PAGE_ARGS, orderBy=("IssueDependencyOrder", newest_first))
    schema.OBJECTS["Issue"].update({"blockedBy": ("IssueConnection!", arguments),
                                    "blocking": ("IssueConnection!", dict(arguments)),
                                    "issueDependenciesSummary": ("IssueDependenciesSummary!", {})})
    schema.OBJECTS["IssueDependenciesSummary"] = {f: ("Int!", {}) for f in SUMMARY_FIELDS}
    resolvers.RESOLVERS["Issue"].update({
        "blockedBy": _connection(issue_dependencies.blocked_by, "blockedBy"),
        "blocking": _connection(issue_dependencies.blocking, "blocking"),
        "issueDependenciesSummary": lambda ctx, i, a: issue_dependencies.summary(ctx.store, i[1])})
    resolvers.RESOLVERS["IssueDependenciesSummary"] = {
        f: (lambda i: lambda ctx, s, a: s[i])(index) for index, f in enumerate(SUMMARY_FIELDS)}
    mutations.register(MUTATIONS)
