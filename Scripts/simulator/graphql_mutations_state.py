"""GraphQL mutations that close, reopen and comment on issues (and ``Repository.issue(number:)``, how a
client finds the issue's node id first), on the same store records the REST routes
serve (so ``GET /repos/{o}/{r}/issues/{n}`` sees what a mutation did).

What GitHub does, as implemented:

- Every mutation finds its issue by node id (REST's ``node_id``).  An id that is no issue the caller can read:
  ``{"type":"NOT_FOUND","path":["closeIssue"],"message":"Could not resolve to a node with the global id of
  'ID'"}`` and the mutation's field null.
- ``closeIssue``/``reopenIssue`` need triage access or more, or being the issue's author; otherwise
  ``{"type":"FORBIDDEN","message":"LOGIN does not have the correct permissions to execute `CloseIssue`"}``.
  An archived repository refuses every write: ``Repository was archived so is read-only.``
- ``closeIssue`` sets ``state`` closed, ``state_reason`` from ``stateReason`` (default completed; duplicate
  when ``duplicateIssueId`` names another issue), ``closed_at``/``closed_by``/``updated_at``.  Closing a closed
  issue succeeds and changes nothing (gh looks first and warns).  ``reopenIssue`` sets open, ``state_reason``
  reopened, ``closed_at``/``closed_by`` null; reopening an open issue changes nothing.
- ``Issue.stateReason`` without ``enableDuplicate: true`` reads an issue closed as a duplicate as
  ``COMPLETED``, as GitHub's schema describes (the value needs the argument).
- ``addComment`` appends a comment (REST's comments endpoint lists it) and bumps the issue's count and
  ``updated_at``; a blank body: ``{"type":"UNPROCESSABLE","message":"Body can't be blank"}``; on a locked
  issue only people with push access may comment: ``Unable to create comment because issue is locked.``
  (REST's words, type FORBIDDEN).  The payload's ``commentEdge`` carries the new comment.
"""

import base64
import time

import graphql_pages as pages
import seed
from graphql_pages import FieldError
from store import ROLE_RANK


def _now():
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def _decoded(node_id):
    """("Issue", 123) for a legacy node id like ``MDU6SXNzdWUxMjM=``, else None."""
    try:
        raw = base64.b64decode(node_id.encode(), validate=True).decode()
        length, rest = raw.split(":", 1)
        kind_length = int(length[1:])
        return rest[:kind_length], int(rest[kind_length:])
    except (ValueError, UnicodeDecodeError):
        return None


def _issue(ctx, node_id):
    """(repo, issue dict) the id names, readable by the caller; FieldError NOT_FOUND otherwise."""
    decoded = _decoded(node_id)
    if decoded is not None and decoded[0] == "Issue":
        # A repository whose issues were never generated (octocat/big) has handed out no ids yet.
        for repo in ctx.store.repos.values():
            if repo.issue_factory is not None or not ctx.store.can_read(repo, ctx.identity):
                continue
            for it in repo.issues.values():
                if it["id"] == decoded[1] and not it["pr"]:
                    return repo, it
    raise FieldError("NOT_FOUND", "Could not resolve to a node with the global id of '%s'" % node_id)


def _may_change_state(ctx, repo, it, mutation):
    login = ctx.identity.login
    role = ctx.store.role(repo, login)
    if repo.archived:
        raise FieldError("FORBIDDEN", "Repository was archived so is read-only.")
    if it["user"].lower() != login.lower() and (role is None or ROLE_RANK[role] < ROLE_RANK["triage"]):
        raise FieldError("FORBIDDEN", "%s does not have the correct permissions to execute `%s`" % (login, mutation))


def _close_issue(ctx, _, args):
    data = args["input"]
    repo, it = _issue(ctx, data["issueId"])
    _may_change_state(ctx, repo, it, "CloseIssue")
    reason = data.get("stateReason")
    if data.get("duplicateIssueId") is not None:
        _, original = _issue(ctx, data["duplicateIssueId"])
        if original is not it:
            reason = "DUPLICATE"
    if it["state"] != "closed":
        now = _now()
        it.update(state="closed", state_reason=(reason or "COMPLETED").lower(), closed_at=now,
                  closed_by=ctx.identity.login, updated_at=now)
        repo.changed()
    return {"clientMutationId": data.get("clientMutationId"), "issue": (repo, it)}


def _reopen_issue(ctx, _, args):
    data = args["input"]
    repo, it = _issue(ctx, data["issueId"])
    _may_change_state(ctx, repo, it, "ReopenIssue")
    if it["state"] != "open":
        it.update(state="open", state_reason="reopened", closed_at=None, closed_by=None, updated_at=_now())
        repo.changed()
    return {"clientMutationId": data.get("clientMutationId"), "issue": (repo, it)}


def _add_comment(ctx, _, args):
    data = args["input"]
    repo, it = _issue(ctx, data["subjectId"])
    if repo.archived:
        raise FieldError("FORBIDDEN", "Repository was archived so is read-only.")
    if not data["body"].strip():
        raise FieldError("UNPROCESSABLE", "Body can't be blank")
    if it.get("locked") and not ctx.store.can_push(repo, ctx.identity.login):
        raise FieldError("FORBIDDEN", "Unable to create comment because issue is locked.")
    now = _now()
    comment = seed._comment(ctx.store, repo, it, ctx.identity.login, data["body"], now)
    it["updated_at"] = now
    repo.changed()
    cursor = pages.encode_cursor((it["comments"],))
    return {"clientMutationId": data.get("clientMutationId"), "commentEdge": (cursor, (repo, it["number"], comment))}


def _repository_issue(ctx, repo, args):
    """``Repository.issue(number:)``: issues only; a pull request's number is NOT_FOUND too."""
    repo.ensure_issues()
    it = repo.issues.get(args["number"])
    if it is None or it["pr"]:
        raise FieldError("NOT_FOUND", "Could not resolve to an Issue with the number of %d." % args["number"])
    return repo, it


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
    resolvers["Repository"]["issue"] = _repository_issue
    resolvers["Issue"]["stateReason"] = _state_reason
