"""Global node ids and the lookups a client needs before a mutation, added to the served subset.

Schema (GitHub's names, types and arguments): ``Query.node(id:)``, ``Query.nodes(ids:)`` and
``Query.user(login:)``; ``Repository { id issue(number:) label(name:)
labels milestone(number:) milestones assignableUsers pinnedIssues isArchived
viewerPermission }``; ``Issue { locked activeLockReason isPinned repository }``;
``IssueComment { databaseId issue }``; ``id`` on Label, Milestone, User,
Organization; the ``Node`` and ``Lockable`` interfaces; ``PinnedIssue``.

Ids are the legacy global ids REST shows as ``node_id`` (``MDU6SXNzdWUx...``,
base64 of ``05:Issue<id>``), so a REST ``node_id`` works in a mutation.

What GitHub answers for what cannot be seen (an unknown, deleted or
transferred issue, or a node in a repository the token cannot read): null
(in ``nodes``, that item null) with a ``NOT_FOUND`` error, ``Could not resolve to a node with the global id
of 'ID'.`` / ``Could not resolve to an Issue with the number of N.``.
A transferred issue's old number is not followed to its new repository.
"""

import base64
import binascii
import re

from graphql_api import graphql_resolvers as resolvers
from graphql_api import graphql_schema as schema
from graphql_api.graphql_pages import FieldError
from graphql_api.graphql_parse import MISSING
from graphql_api.graphql_schema import PAGE_ARGS, connection_type, edge_type
from model import issue_changes
from model import issue_types
from model.repository import Repo
from rest import shapes

_LEGACY = re.compile(r"^0(\d+):([A-Za-z]+?)(\d+)$")
PERMISSION = {"admin": "ADMIN", "maintain": "MAINTAIN", "push": "WRITE", "triage": "TRIAGE", "pull": "READ"}


def not_found(node_id):
    return FieldError("NOT_FOUND", "Could not resolve to a node with the global id of '%s'." % node_id)


def decode(node_id):
    """(kind, database id) of a legacy global id, or (None, None)."""
    try:
        raw = base64.b64decode(node_id.encode("ascii"), validate=True).decode("ascii")
    except (binascii.Error, UnicodeError, ValueError):
        return None, None
    m = _LEGACY.match(raw)
    if not m or int(m.group(1)) != len(m.group(2)):
        return None, None
    return m.group(2), int(m.group(3))


def _readable_repos(ctx):
    return [r for r in ctx.store.repos.values() if ctx.store.can_read(r, ctx.identity)]


def find(ctx, node_id, wanted=None):
    """The object a global id names (as resolvers pass it around), or raise NOT_FOUND.
    ``wanted``: the kind the caller needs (``Issue``, ``Label``...)."""
    kind, ident = decode(node_id)
    if kind is None or (wanted is not None and kind != wanted):
        raise not_found(node_id)
    store = ctx.store
    found = None
    if kind == "User":
        found = store.users_by_id.get(ident)
    elif kind == "Repository":
        repo = store.repos_by_id.get(ident)
        found = repo if repo is not None and store.can_read(repo, ctx.identity) else None
    elif kind == "Issue":
        found = next(((r, it) for r in _readable_repos(ctx) for it in r.issues.values()
                      if it["id"] == ident and not it["pr"]), None)
    elif kind == "IssueComment":
        found = next(((r, n, c) for r in _readable_repos(ctx) for n, cs in r.comments.items() for c in cs
                      if c["id"] == ident), None)
    elif kind == "Label":
        # Labels travel as (repo, label), as graphql_labels resolves them.
        found = next(((r, x) for r in _readable_repos(ctx) for x in r.labels if x["id"] == ident), None)
    elif kind == "Milestone":
        found = next((x for r in _readable_repos(ctx) for x in r.milestones if x["id"] == ident), None)
    elif kind == "IssueType":  # any organisation's types are visible
        found = issue_types.by_id(store, ident)
    if found is None:
        raise not_found(node_id)
    return found


def _nodes(ctx, _, args):
    """``nodes(ids:)``: each id's object in order; one that cannot be seen is null with its own error."""
    found = []
    for index, node_id in enumerate(args["ids"]):
        try:
            found.append(find(ctx, node_id))
        except FieldError as e:
            ctx.errors.append({"type": e.type, "path": ["nodes", index], "message": e.message})
            found.append(None)
    return found


def pinned_id(it):
    return shapes.node_id("PinnedIssue", it["id"])


def _node_type(value):
    if isinstance(value, Repo):
        return "Repository"
    if isinstance(value, tuple):
        if len(value) == 3:
            return "IssueComment"
        return "Label" if "color" in value[1] else "Issue"
    if "due_on" in value:
        return "Milestone"
    if "is_enabled" in value:
        return "IssueType"
    return "Organization" if value.get("type") == "Organization" else "User"


def _issue(ctx, repo, args):
    repo.ensure_issues()
    it = repo.issues.get(args["number"]) if repo.has_issues else None
    if it is None or it["pr"]:
        raise FieldError("NOT_FOUND", "Could not resolve to an Issue with the number of %d." % args["number"])
    return repo, it


def _label(ctx, repo, args):
    lab = repo.label_by_name(args["name"])
    return None if lab is None else (repo, lab)


def _user(ctx, _, args):
    u = ctx.store.user(args["login"])
    if u is None:
        raise FieldError("NOT_FOUND", "Could not resolve to a User with the login of '%s'." % args["login"])
    return u


def _by_query(items, args, text):
    query = args.get("query")
    return [x for x in items if not query or query.lower() in text(x).lower()]


def _milestones(ctx, repo, args, listing):
    states = args.get("states")
    items = [ms for ms in repo.milestones if states is None or ms["state"].upper() in states]
    return resolvers.small_connection(_by_query(items, args, lambda ms: ms["title"]), args, "milestones", listing)


def _assignable(ctx, repo, args, listing):
    users = [ctx.store.user(login) for login in ctx.store.assignable_logins(repo)]
    return resolvers.small_connection(_by_query(users, args, lambda u: u["login"]), args, "assignableUsers",
                                      listing)


def _pinned(ctx, repo, args, listing):
    pins = [(repo, repo.issues[n]) for n in repo.pinned]
    return resolvers.small_connection(pins, args, "pinnedIssues", listing)


def _viewer_permission(ctx, repo, args):
    role = ctx.store.role(repo, ctx.identity.login)
    return PERMISSION[role or "pull"]


def _lock_reason(ctx, issue, args):
    reason = issue[1].get("active_lock_reason")
    return issue_changes.LOCK_REASONS.get(reason) if reason else None


def register():
    objects, abstract = schema.OBJECTS, schema.ABSTRACT
    schema.ENUMS["LockReason"] = ("OFF_TOPIC", "RESOLVED", "SPAM", "TOO_HEATED")
    schema.ENUMS["RepositoryPermission"] = ("ADMIN", "MAINTAIN", "WRITE", "TRIAGE", "READ")
    objects["Query"].update({"node": ("Node", {"id": ("ID!", MISSING)}),
                             "nodes": ("[Node]!", {"ids": ("[ID!]!", MISSING)}),
                             "user": ("User", {"login": ("String!", MISSING)})})
    objects["Repository"].update({
        "id": ("ID!", {}),
        "isArchived": ("Boolean!", {}),
        "viewerPermission": ("RepositoryPermission", {}),
        "issue": ("Issue", {"number": ("Int!", MISSING)}),
        "label": ("Label", {"name": ("String!", MISSING)}),
        "milestone": ("Milestone", {"number": ("Int!", MISSING)}),
        "milestones": ("MilestoneConnection", dict(PAGE_ARGS, query=("String", MISSING),
                                                   states=("[MilestoneState!]", MISSING))),
        "assignableUsers": ("UserConnection!", dict(PAGE_ARGS, query=("String", MISSING))),
        "pinnedIssues": ("PinnedIssueConnection", dict(PAGE_ARGS)),
    })
    objects["Issue"].update({"locked": ("Boolean!", {}), "activeLockReason": ("LockReason", {}),
                             "isPinned": ("Boolean", {}), "repository": ("Repository!", {})})
    objects["IssueComment"].update({"databaseId": ("Int", {}), "issue": ("Issue!", {})})
    for name in ("Label", "Milestone", "User", "Organization"):
        objects[name]["id"] = ("ID!", {})
    objects["Node"] = {"id": ("ID!", {})}
    abstract["Node"] = ("Issue", "IssueComment", "Label", "Milestone", "User", "Organization", "Repository")
    objects["Lockable"] = {"locked": ("Boolean!", {}), "activeLockReason": ("LockReason", {})}
    abstract["Lockable"] = ("Issue",)
    objects["MilestoneConnection"] = connection_type("Milestone")
    objects["MilestoneEdge"] = edge_type("Milestone")
    objects["PinnedIssueConnection"] = connection_type("PinnedIssue")
    objects["PinnedIssueEdge"] = edge_type("PinnedIssue")
    objects["PinnedIssue"] = {"id": ("ID!", {}), "issue": ("Issue!", {}), "pinnedBy": ("Actor!", {}),
                              "repository": ("Repository!", {})}

    r = resolvers.RESOLVERS
    r["Query"].update({"node": lambda ctx, _, a: find(ctx, a["id"]), "nodes": _nodes, "user": _user})
    r["Repository"].update({
        "id": lambda ctx, repo, a: shapes.node_id("Repository", repo.id),
        "isArchived": lambda ctx, repo, a: repo.archived,
        "viewerPermission": _viewer_permission,
        "issue": _issue,
        "label": _label,
        "milestone": lambda ctx, repo, a: repo.milestone_by_number(a["number"]),
        "milestones": _milestones,
        "assignableUsers": _assignable,
        "pinnedIssues": _pinned,
    })
    r["Issue"].update({
        "locked": lambda ctx, i, a: bool(i[1].get("locked")),
        "activeLockReason": _lock_reason,
        "isPinned": lambda ctx, i, a: i[1]["number"] in i[0].pinned,
        "repository": lambda ctx, i, a: i[0],
    })
    r["IssueComment"].update({"databaseId": lambda ctx, c, a: c[2]["id"],
                              "issue": lambda ctx, c, a: (c[0], c[0].issues[c[1]])})
    r["Milestone"]["id"] = lambda ctx, ms, a: shapes.node_id("Milestone", ms["id"])
    r["User"]["id"] = lambda ctx, u, a: shapes.node_id("User", u["id"])
    r["Organization"]["id"] = lambda ctx, u, a: shapes.node_id("Organization", u["id"])
    r["PinnedIssue"] = {
        "id": lambda ctx, p, a: pinned_id(p[1]),
        "issue": lambda ctx, p, a: p,
        "pinnedBy": lambda ctx, p, a: ctx.store.user(p[1]["pinned_by"]),
        "repository": lambda ctx, p, a: p[0],
    }
    for node in ("Milestone", "PinnedIssue"):
        r[node + "Connection"] = resolvers.CONNECTION
        r[node + "Edge"] = resolvers.EDGE
    resolvers.RUNTIME_TYPES.update({"Node": _node_type, "Lockable": lambda value: "Issue"})
