"""GraphQL mutations that close, reopen and comment on issues (and ``Repository.issue(number:)``, how a
client finds the issue's node id first), on the same store records the REST routes
serve (so ``GET /repos/{o}/{r}/issues/{n}`` sees what a mutation did).

What GitHub does, as implemented:

- Every mutation finds its issue by node id (REST's ``node_id``).  An id that is no issue the caller can read:
  ``{"type":"NOT_FOUND","path":["closeIssue"],"message":"Could not resolve to a node with the global id of
  'ID'"}`` and the mutation's field null.
- ``closeIssue``/``reopenIssue`` need triage access or more, or being the issue's author, and a repository that
  is not archived: the checks and the changes are ``issue_changes``'s, which REST's PATCH uses too.
- ``closeIssue`` takes ``stateReason`` (default completed; duplicate when ``duplicateIssueId`` names another
  issue).  Closing a closed issue with the same reason changes nothing (gh looks first and warns).
- ``Issue.stateReason`` without ``enableDuplicate: true`` reads an issue closed as a duplicate as
  ``COMPLETED``, as GitHub's schema describes (the value needs the argument).
- ``addComment`` appends a comment as REST's comments endpoint does (``issue_changes.add_comment``: a blank body
  is UNPROCESSABLE, a locked issue takes comments only from people with push access, FORBIDDEN).  The payload's
  ``commentEdge`` carries the new comment.
"""

from graphql_api import graphql_pages as pages
from graphql_api.graphql_issue_mutations import issue_for, unprocessable
from graphql_api.graphql_nodes import find
from graphql_api.graphql_pages import FieldError
from model import issue_changes


def _close_issue(ctx, _, args):
    data = args["input"]
    repo, it = issue_for(ctx, data["issueId"], "CloseIssue", ["state"])
    # No stateReason: a new close is completed; an issue already closed keeps its reason.
    default = it["state_reason"] if it["state"] == "closed" else "completed"
    reason = data["stateReason"].lower() if data.get("stateReason") else default
    if data.get("duplicateIssueId") is not None and find(ctx, data["duplicateIssueId"], "Issue")[1] is not it:
        reason = "duplicate"
    issue_changes.close(repo, it, ctx.identity.login, reason)
    return {"clientMutationId": data.get("clientMutationId"), "issue": (repo, it)}


def _reopen_issue(ctx, _, args):
    data = args["input"]
    repo, it = issue_for(ctx, data["issueId"], "ReopenIssue", ["state"])
    issue_changes.reopen(repo, it)
    return {"clientMutationId": data.get("clientMutationId"), "issue": (repo, it)}


def _add_comment(ctx, _, args):
    data = args["input"]
    repo, it = find(ctx, data["subjectId"], "Issue")
    if not data["body"].strip():
        raise FieldError("UNPROCESSABLE", "Body can't be blank")
    try:
        issue_changes.writable(repo)
        comment = issue_changes.add_comment(ctx.store, repo, it, ctx.identity.login, data["body"])
    except issue_changes.Refused as e:
        raise FieldError("FORBIDDEN", e.message) if e.kind == "forbidden" else unprocessable(e)
    cursor = pages.encode_cursor((it["comments"],))
    return {"clientMutationId": data.get("clientMutationId"), "commentEdge": (cursor, (repo, it["number"], comment))}


def _state_reason(ctx, issue, args):
    reason = issue[1]["state_reason"]
    if reason == "duplicate" and not args.get("enableDuplicate"):
        reason = "completed"
    return reason.upper() if reason else None


def _payload(field):
    return lambda ctx, payload, args: payload[field]


def register(resolvers):
    """Adds the mutations and their payloads to graphql_resolvers.RESOLVERS."""
    resolvers["Mutation"] = dict(resolvers.get("Mutation", {}), closeIssue=_close_issue, reopenIssue=_reopen_issue,
                                 addComment=_add_comment)
    for payload, field in (("CloseIssuePayload", "issue"), ("ReopenIssuePayload", "issue"),
                           ("AddCommentPayload", "commentEdge")):
        resolvers[payload] = {"clientMutationId": _payload("clientMutationId"), field: _payload(field)}
    resolvers["Issue"]["stateReason"] = _state_reason
