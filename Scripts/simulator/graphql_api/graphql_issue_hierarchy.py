"""Sub-issues over GraphQL, added to the served subset; the rules are issue_hierarchy.py's.

Schema (GitHub's published one): ``Issue { parent subIssues(first after last
before) subIssuesSummary { total completed percentCompleted } }``; mutations
``addSubIssue(input: {issueId, subIssueId | subIssueUrl, replaceParent})``,
``removeSubIssue(input: {issueId, subIssueId})``,
``reprioritizeSubIssue(input: {issueId, subIssueId, afterId | beforeId})``
(payloads ``issue``, and ``subIssue`` for add and remove); and
``createIssue(input: {parentIssueId})`` makes the new issue the parent's last
sub-issue, after checking the parent first so that a refused link creates
nothing.

Errors: an id naming nothing readable -> ``NOT_FOUND``; no triage on the
parent's repository -> ``FORBIDDEN`` as the other mutations word it; a rule
broken -> ``UNPROCESSABLE`` with the REST message (``Sub issue may only have one
parent``...).  A parent or sub-issue the caller cannot read is left out.
"""

import re

from graphql_api import graphql_issue_mutations as mutations
from graphql_api import graphql_resolvers as resolvers
from graphql_api import graphql_schema as schema
from graphql_api.graphql_nodes import find
from graphql_api.graphql_pages import FieldError
from graphql_api.graphql_parse import MISSING
from graphql_api.graphql_schema import PAGE_ARGS
from model import issue_changes
from model import issue_hierarchy
from rest import shapes

_ISSUE_URL = re.compile(r"^%s/([^/]+)/([^/]+)/issues/(\d+)$" % re.escape(shapes.WEB))


def _readable(ctx, found):
    return found[1] is not None and ctx.store.can_read(found[0], ctx.identity)


def _parent(ctx, issue, args):
    found = issue_hierarchy.parent_of(ctx.store, issue[1])
    return found if _readable(ctx, found) else None


def _sub_issues(ctx, issue, args, listing):
    children = [c for c in issue_hierarchy.sub_issues(ctx.store, issue[1]) if _readable(ctx, c)]
    return resolvers.small_connection(children, args, "subIssues", listing)


def _linking(ctx, inp, operation):
    """The parent a mutation names, after the triage and archive checks."""
    return mutations.issue_for(ctx, inp["issueId"], operation, ["metadata"])


def _by_url(ctx, url):
    m = _ISSUE_URL.match(url)
    repo = ctx.store.repo(m.group(1), m.group(2)) if m else None
    it = repo.issues.get(int(m.group(3))) if repo is not None and ctx.store.can_read(repo, ctx.identity) else None
    if it is None or it["pr"]:
        raise FieldError("NOT_FOUND", "Could not resolve to an Issue with the URL of '%s'." % url)
    return repo, it


def _apply(change):
    try:
        change()
    except issue_changes.Refused as e:
        raise mutations.unprocessable(e)


def _add(ctx, _, args):
    inp = args["input"]
    repo, parent = _linking(ctx, inp, "AddSubIssue")
    if inp.get("subIssueId") is not None:
        child = find(ctx, inp["subIssueId"], "Issue")
    elif inp.get("subIssueUrl") is not None:
        child = _by_url(ctx, inp["subIssueUrl"])
    else:
        raise FieldError("UNPROCESSABLE", "Either subIssueId or subIssueUrl must be provided")
    _apply(lambda: issue_hierarchy.add(ctx.store, parent, child[1], inp.get("replaceParent") is True))
    return {"issue": (repo, parent), "subIssue": child, "clientMutationId": inp.get("clientMutationId")}


def _remove(ctx, _, args):
    inp = args["input"]
    repo, parent = _linking(ctx, inp, "RemoveSubIssue")
    child = find(ctx, inp["subIssueId"], "Issue")
    _apply(lambda: issue_hierarchy.remove(ctx.store, parent, child[1]))
    return {"issue": (repo, parent), "subIssue": child, "clientMutationId": inp.get("clientMutationId")}


def _reprioritize(ctx, _, args):
    inp = args["input"]
    repo, parent = _linking(ctx, inp, "ReprioritizeSubIssue")
    child = find(ctx, inp["subIssueId"], "Issue")
    after, before = (find(ctx, inp[k], "Issue")[1]["id"] if inp.get(k) is not None else None
                     for k in ("afterId", "beforeId"))
    _apply(lambda: issue_hierarchy.reprioritize(ctx.store, parent, child[1], after, before))
    return {"issue": (repo, parent), "clientMutationId": inp.get("clientMutationId")}


def parent_for_create(ctx, inp):
    """The issue ``createIssue``'s ``parentIssueId`` names, checked before anything is created, or None."""
    if inp.get("parentIssueId") is None:
        return None
    repo, parent = _linking(ctx, {"issueId": inp["parentIssueId"]}, "CreateIssue")
    if len(parent.get("sub_issue_ids", ())) >= issue_hierarchy.SUB_ISSUE_LIMIT:
        raise FieldError("UNPROCESSABLE", "Parent cannot have more than %d sub-issues"
                         % issue_hierarchy.SUB_ISSUE_LIMIT)
    return parent


_ID = ("ID!", MISSING)
MUTATIONS = {
    "addSubIssue": ({"issueId": _ID, "subIssueId": ("ID", MISSING), "subIssueUrl": ("String", MISSING),
                     "replaceParent": ("Boolean", MISSING)}, {"issue": "Issue", "subIssue": "Issue"}, _add),
    "removeSubIssue": ({"issueId": _ID, "subIssueId": _ID}, {"issue": "Issue", "subIssue": "Issue"}, _remove),
    "reprioritizeSubIssue": ({"issueId": _ID, "subIssueId": _ID, "afterId": ("ID", MISSING),
                              "beforeId": ("ID", MISSING)}, {"issue": "Issue"}, _reprioritize),
}


def register():
    schema.OBJECTS["Issue"].update({"parent": ("Issue", {}), "subIssues": ("IssueConnection!", dict(PAGE_ARGS)),
                                    "subIssuesSummary": ("SubIssuesSummary!", {})})
    schema.OBJECTS["SubIssuesSummary"] = {f: ("Int!", {}) for f in ("total", "completed", "percentCompleted")}
    schema.INPUTS["CreateIssueInput"]["parentIssueId"] = ("ID", MISSING)
    resolvers.RESOLVERS["Issue"].update({
        "parent": _parent, "subIssues": _sub_issues,
        "subIssuesSummary": lambda ctx, i, a: issue_hierarchy.summary(ctx.store, i[1])})
    resolvers.RESOLVERS["SubIssuesSummary"] = {
        "total": lambda ctx, s, a: s[0], "completed": lambda ctx, s, a: s[1],
        "percentCompleted": lambda ctx, s, a: s[2]}
    mutations.register(MUTATIONS)
