"""Issue types over GraphQL, added to the served subset; the rules are issue_types.py's.

Schema (GitHub's, read from schema-2025-additions.graphql): ``IssueType { id
name description color isEnabled }`` (a ``Node``; ``color`` the upper-case
``IssueTypeColor``); ``Issue.issueType``; ``Repository``/``Organization``
``issueTypes(first after last before)`` (creation order) and
``issueType(name:)`` (null when unknown); ``updateIssueIssueType(input:
{issueId, issueTypeId})`` (null ``issueTypeId`` removes it) and
``createIssue(input: {issueTypeId})``; ``Repository.issues(filterBy: {type:
NAME})`` (graphql_resolvers.py).  A user's repository has no types (an empty
connection).

Errors: ids naming nothing -> ``NOT_FOUND``; no triage -> ``FORBIDDEN``; a
type of another owner -> ``UNPROCESSABLE`` ``Issue type NAME is not available
for OWNER/REPO.`` (the simulator's wording).
"""

from graphql_api import graphql_issue_mutations as mutations
from graphql_api import graphql_resolvers as resolvers
from graphql_api import graphql_schema as schema
from graphql_api.graphql_nodes import find
from graphql_api.graphql_pages import FieldError
from graphql_api.graphql_parse import MISSING
from graphql_api.graphql_schema import PAGE_ARGS, connection_type, edge_type
from model import issue_types
from rest import shapes

COLORS = ("BLUE", "GRAY", "GREEN", "ORANGE", "PINK", "PURPLE", "RED", "YELLOW")


def _owner_login(owner):
    """A Repository (``Repo``) or Organization (user dict) -> the owner's login."""
    return owner["login"] if isinstance(owner, dict) else owner.owner


def _issue_types(ctx, owner, args, listing):
    return resolvers.small_connection(issue_types.of_owner(ctx.store, _owner_login(owner)), args, "issueTypes",
                                      listing)


def _issue_type(ctx, owner, args):
    return issue_types.by_name(ctx.store, _owner_login(owner), args["name"])


def type_for(ctx, repo, type_id):
    """The type ``type_id`` names, one ``repo``'s issues may carry (None for None), or raise."""
    if type_id is None:
        return None
    found = find(ctx, type_id, "IssueType")
    if found not in issue_types.of_owner(ctx.store, repo.owner):
        raise FieldError("UNPROCESSABLE", "Issue type %s is not available for %s." % (found["name"], repo.full_name))
    return found


def _update_issue_type(ctx, _, args):
    inp = args["input"]
    repo, it = mutations.issue_for(ctx, inp["issueId"], "UpdateIssueIssueType", ["metadata"])
    issue_types.assign(ctx.store, repo, it, type_for(ctx, repo, inp.get("issueTypeId")))
    return {"issue": (repo, it), "clientMutationId": inp.get("clientMutationId")}


MUTATIONS = {
    "updateIssueIssueType": ({"issueId": ("ID!", MISSING), "issueTypeId": ("ID", MISSING)}, {"issue": "Issue"},
                             _update_issue_type),
}


def register():
    objects = schema.OBJECTS
    schema.ENUMS["IssueTypeColor"] = COLORS
    objects["IssueType"] = {"id": ("ID!", {}), "name": ("String!", {}), "description": ("String", {}),
                            "color": ("IssueTypeColor!", {}), "isEnabled": ("Boolean!", {})}
    objects["IssueTypeConnection"] = connection_type("IssueType")
    objects["IssueTypeEdge"] = edge_type("IssueType")
    for owner in ("Repository", "Organization"):
        objects[owner].update({"issueTypes": ("IssueTypeConnection", dict(PAGE_ARGS)),
                               "issueType": ("IssueType", {"name": ("String!", MISSING)})})
    objects["Issue"]["issueType"] = ("IssueType", {})
    schema.INPUTS["CreateIssueInput"]["issueTypeId"] = ("ID", MISSING)
    schema.INPUTS["IssueFilters"]["type"] = ("String", MISSING)
    schema.ABSTRACT["Node"] += ("IssueType",)

    r = resolvers.RESOLVERS
    r["IssueType"] = {
        "id": lambda ctx, t, a: shapes.node_id("IssueType", t["id"]),
        "name": lambda ctx, t, a: t["name"],
        "description": lambda ctx, t, a: t["description"],
        "color": lambda ctx, t, a: t["color"].upper(),
        "isEnabled": lambda ctx, t, a: t["is_enabled"],
    }
    r["IssueTypeConnection"] = resolvers.CONNECTION
    r["IssueTypeEdge"] = resolvers.EDGE
    for owner in ("Repository", "Organization"):
        r[owner].update({"issueTypes": _issue_types, "issueType": _issue_type})
    r["Issue"]["issueType"] = lambda ctx, i, a: issue_types.of_issue(ctx.store, *i)
    mutations.register(MUTATIONS)

