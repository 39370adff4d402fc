"""Issue-lifecycle mutations: updateIssue, updateIssueComment, deleteIssueComment, lockLockable,
unlockLockable, deleteIssue, transferIssue, pinIssue, unpinIssue.

Inputs and payloads are GitHub's (its published schema; optional input fields
the simulator does not act on, such as ``projectIds``, are left out and
answer ``argumentNotAccepted``-style validation errors).  Every mutation goes
through issue_changes.py, the same code the REST writes use.

Errors, as GitHub reports them (``data.<field>`` null plus an entry in
``errors`` with ``type``, ``path`` and ``locations``):

- an id that names nothing the token can see, or a node of the wrong kind:
  ``NOT_FOUND`` ``Could not resolve to a node with the global id of 'ID'.``
- a role that does not allow it: ``FORBIDDEN`` ``LOGIN does not have the
  correct permissions to execute `DeleteIssue``` (the mutation's input name
  without ``Input``, as quoted by gh users);
- transferIssue refused: ``UNPROCESSABLE`` with GitHub's sentences, joined by
  ", " when several apply (``New repository must have issues enabled``,
  ``New repository must have the same owner as the current repository``);
- an archived repository, a locked issue, a fourth pin, a body over 65536
  characters: ``UNPROCESSABLE`` with the REST message.

updateIssue: ``state`` CLOSED closes as completed, OPEN reopens; assignees
who cannot be assigned in the repository are left out; ``milestoneId: null``
removes the milestone; labels and milestone must belong to the issue's
repository.  Locking a locked issue or pinning a pinned one changes nothing.
"""

from graphql_api import graphql_nodes as nodes
from graphql_api import graphql_resolvers as resolvers
from graphql_api import graphql_schema as schema
from graphql_api.graphql_nodes import find
from graphql_api.graphql_pages import FieldError
from graphql_api.graphql_parse import MISSING
from model import issue_changes

REST_LOCK_REASON = {v: k for k, v in issue_changes.LOCK_REASONS.items()}
_MUTATION_ID = {"clientMutationId": ("String", MISSING)}


def _forbidden(ctx, operation):
    return FieldError("FORBIDDEN", "%s does not have the correct permissions to execute `%s`"
                      % (ctx.identity.login, operation))


def unprocessable(refused):
    message = refused.message
    if isinstance(message, dict):  # a REST field error: its message, capitalised
        message = message["message"][0].upper() + message["message"][1:]
    return FieldError("UNPROCESSABLE", message)


def issue_for(ctx, node_id, operation, needs):
    """The issue a mutation names, after the checks every issue write makes: readable, allowed, writable."""
    repo, it = find(ctx, node_id, "Issue")
    if any(not issue_changes.may(ctx.store, repo, it, ctx.identity.login, what) for what in needs):
        raise _forbidden(ctx, operation)
    _writable(repo)
    return repo, it


def _writable(repo):
    try:
        issue_changes.writable(repo)
    except issue_changes.Refused as e:
        raise unprocessable(e)


def _payload(inp, **fields):
    return dict(fields, clientMutationId=inp.get("clientMutationId"))


def _actor(ctx):
    return ctx.store.user(ctx.identity.login)


# ------------------------------------------------------------ updateIssue --

def _in_repo(ctx, repo, node_id, kind):
    found = find(ctx, node_id, kind)
    if kind == "Label":
        found = found[1]
    if all(x["id"] != found["id"] for x in (repo.labels if kind == "Label" else repo.milestones)):
        raise nodes.not_found(node_id)
    return found


def metadata_fields(ctx, repo, inp):
    """The labels, assignees and milestone ``labelIds``, ``assigneeIds`` and ``milestoneId`` name, as issue fields."""
    fields = {}
    if inp.get("labelIds") is not None:
        fields["labels"] = list(dict.fromkeys(_in_repo(ctx, repo, i, "Label")["name"] for i in inp["labelIds"]))
    if inp.get("assigneeIds") is not None:
        assignable = {a.lower() for a in ctx.store.assignable_logins(repo)}
        users = [find(ctx, i, "User")["login"] for i in inp["assigneeIds"]]
        fields["assignees"] = list(dict.fromkeys(u for u in users if u.lower() in assignable))
    if "milestoneId" in inp:
        fields["milestone"] = None if inp["milestoneId"] is None else (
            _in_repo(ctx, repo, inp["milestoneId"], "Milestone")["number"])
    return fields


def _update_issue(ctx, _, args):
    inp = args["input"]
    needs = [what for what, keys in (("content", ("title", "body")), ("state", ("state",)),
                                     ("metadata", ("assigneeIds", "labelIds", "milestoneId")))
             if any(k in inp for k in keys)]
    repo, it = issue_for(ctx, inp["id"], "UpdateIssue", needs)
    fields = {}
    if inp.get("title") is not None:
        if not inp["title"].strip():
            raise FieldError("UNPROCESSABLE", "Title can't be blank")
        fields["title"] = inp["title"]
    if "body" in inp:
        try:
            issue_changes.check_body(inp["body"], "Issue")
        except issue_changes.Refused as e:
            raise unprocessable(e)
        fields["body"] = inp["body"]
    fields.update(metadata_fields(ctx, repo, inp))
    issue_changes.set_fields(repo, it, **fields)
    if inp.get("state") == "CLOSED":
        issue_changes.close(repo, it, ctx.identity.login, "completed")
    elif inp.get("state") == "OPEN":
        issue_changes.reopen(repo, it)
    return _payload(inp, actor=_actor(ctx), issue=(repo, it))


# --------------------------------------------------------------- comments --

def _comment(ctx, inp, operation, change):
    repo, number, c = find(ctx, inp["id"], "IssueComment")
    try:
        change(ctx.store, repo, repo.issues[number], c, ctx.identity.login)
    except issue_changes.Refused as e:
        raise _forbidden(ctx, operation) if e.kind == "forbidden" else unprocessable(e)
    return repo, number, c


def _update_comment(ctx, _, args):
    inp = args["input"]
    if not inp["body"].strip():
        raise FieldError("UNPROCESSABLE", "Body can't be blank")
    comment = _comment(ctx, inp, "UpdateIssueComment",
                       lambda store, repo, it, c, login: issue_changes.edit_comment(store, repo, it, c, login,
                                                                                    inp["body"]))
    return _payload(inp, issueComment=comment)


def _delete_comment(ctx, _, args):
    inp = args["input"]
    _comment(ctx, inp, "DeleteIssueComment", issue_changes.delete_comment)
    return _payload(inp)


# ----------------------------------------------------- lock, delete, move --

def _lock(ctx, _, args):
    inp = args["input"]
    repo, it = issue_for(ctx, inp["lockableId"], "LockLockable", ["lock"])
    issue_changes.lock(repo, it, REST_LOCK_REASON.get(inp.get("lockReason")))
    return _payload(inp, actor=_actor(ctx), lockedRecord=(repo, it))


def _unlock(ctx, _, args):
    inp = args["input"]
    repo, it = issue_for(ctx, inp["lockableId"], "UnlockLockable", ["lock"])
    issue_changes.unlock(repo, it)
    return _payload(inp, actor=_actor(ctx), unlockedRecord=(repo, it))


def _delete_issue(ctx, _, args):
    inp = args["input"]
    repo, it = issue_for(ctx, inp["issueId"], "DeleteIssue", ["delete"])
    issue_changes.delete(repo, it)
    return _payload(inp, repository=repo)


def _transfer(ctx, _, args):
    inp = args["input"]
    source, it = find(ctx, inp["issueId"], "Issue")
    target = find(ctx, inp["repositoryId"], "Repository")
    _writable(source)
    problems = issue_changes.transfer_problems(ctx.store, source, target, ctx.identity.login)
    if problems is None:
        raise _forbidden(ctx, "TransferIssue")
    if problems:
        raise FieldError("UNPROCESSABLE", ", ".join(problems))
    moved = issue_changes.transfer(ctx.store, source, it, target, ctx.identity.login,
                                   inp.get("createLabelsIfMissing") is True)
    return _payload(inp, issue=(target, moved))


def _pin(ctx, _, args):
    inp = args["input"]
    repo, it = issue_for(ctx, inp["issueId"], "PinIssue", ["pin"])
    try:
        issue_changes.pin(repo, it, ctx.identity.login)
    except issue_changes.Refused as e:
        raise unprocessable(e)
    return _payload(inp, issue=(repo, it))


def _unpin(ctx, _, args):
    inp = args["input"]
    repo, it = issue_for(ctx, inp["issueId"], "UnpinIssue", ["pin"])
    was_pinned = it["number"] in repo.pinned
    issue_changes.unpin(repo, it)
    return _payload(inp, issue=(repo, it), id=nodes.pinned_id(it) if was_pinned else None)


# ----------------------------------------------------------------- schema --

_ID = ("ID!", MISSING)
MUTATIONS = {
    # field: (input fields, payload fields, resolver)
    "updateIssue": ({"id": _ID, "title": ("String", MISSING), "body": ("String", MISSING),
                     "assigneeIds": ("[ID!]", MISSING), "labelIds": ("[ID!]", MISSING),
                     "milestoneId": ("ID", MISSING), "state": ("IssueState", MISSING)},
                    {"actor": "Actor", "issue": "Issue"}, _update_issue),
    "updateIssueComment": ({"id": _ID, "body": ("String!", MISSING)}, {"issueComment": "IssueComment"},
                           _update_comment),
    "deleteIssueComment": ({"id": _ID}, {}, _delete_comment),
    "lockLockable": ({"lockableId": _ID, "lockReason": ("LockReason", MISSING)},
                     {"actor": "Actor", "lockedRecord": "Lockable"}, _lock),
    "unlockLockable": ({"lockableId": _ID}, {"actor": "Actor", "unlockedRecord": "Lockable"}, _unlock),
    "deleteIssue": ({"issueId": _ID}, {"repository": "Repository"}, _delete_issue),
    "transferIssue": ({"issueId": _ID, "repositoryId": _ID, "createLabelsIfMissing": ("Boolean", False)},
                      {"issue": "Issue"}, _transfer),
    "pinIssue": ({"issueId": _ID}, {"issue": "Issue"}, _pin),
    "unpinIssue": ({"issueId": _ID}, {"id": "ID", "issue": "Issue"}, _unpin),
}


def _payload_field(name):
    return lambda ctx, payload, args: payload.get(name)


def register(mutations=MUTATIONS):
    """Serve ``mutations`` ({field: (input fields, payload fields, resolver)}), this module's by default."""
    for field, (inputs, payload, resolve) in mutations.items():
        type_name = field[0].upper() + field[1:]
        schema.INPUTS[type_name + "Input"] = dict(inputs, **_MUTATION_ID)
        schema.OBJECTS[type_name + "Payload"] = dict({k: (t, {}) for k, t in payload.items()},
                                                     clientMutationId=("String", {}))
        schema.OBJECTS["Mutation"][field] = (type_name + "Payload", {"input": (type_name + "Input!", MISSING)})
        resolvers.RESOLVERS[type_name + "Payload"] = {k: _payload_field(k) for k in
                                                      list(payload) + ["clientMutationId"]}
        resolvers.RESOLVERS.setdefault("Mutation", {})[field] = resolve
