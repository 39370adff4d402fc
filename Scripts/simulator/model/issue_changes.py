"""Changing issues and their comments: the one place REST and GraphQL writes go through.

Both APIs call these functions on the same store records, so a REST read sees
a GraphQL write and the other way round.  A function refuses by raising
``Refused(kind, message)``; each API words the refusal its own way
(routes_issue_writes.py, graphql_lifecycle.py).  ``kind`` is one of
``forbidden``, ``locked``, ``archived``, ``invalid`` or ``unprocessable``.

Who may do what (GitHub's repository roles; docs "Repository roles for an
organization", "Locking conversations", "Pinning an issue", "Deleting an
issue", "Transferring an issue"):

- title and body: the issue's author or push;
- state (close, reopen, state reason): the author or triage;
- labels, assignees, milestone: triage;
- lock and unlock, pin and unpin: push; delete: admin;
- transfer: push on both repositories, which must have the same owner and
  issues enabled; a private repository's issue cannot go to a public one;
- comment: anyone who can read the repository, but on a locked issue only
  push; edit or delete a comment: its author or push (on a locked issue: push);
- nothing at all in an archived repository.

``updated_at`` moves when something about the issue changes (title, body,
state, labels, assignees, milestone, lock, a comment added, edited or
deleted), not when nothing changed and not for pinning.
"""

import time

from model.repository import ROLE_RANK

PIN_LIMIT = 3
BODY_LIMIT = 65536  # characters in an issue or comment body
# REST's lock reasons and the LockReason enum values GraphQL shows for them
LOCK_REASONS = {"off-topic": "OFF_TOPIC", "too heated": "TOO_HEATED", "resolved": "RESOLVED", "spam": "SPAM"}
STATE_REASONS = ("completed", "not_planned", "duplicate", "reopened")


class Refused(Exception):
    def __init__(self, kind, message=""):
        super().__init__(message or kind)
        self.kind = kind
        self.message = message


def now():
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def _touch(repo, it):
    it["updated_at"] = now()
    repo.changed()


# ------------------------------------------------------------ permissions --

def _rank(store, repo, login):
    role = store.role(repo, login)
    return -1 if role is None else ROLE_RANK[role]


def _is(login, other):
    return login is not None and other is not None and login.lower() == other.lower()


def may(store, repo, it, login, what):
    """Whether ``login`` may change ``what`` (content, state, metadata, lock, pin, delete) of issue ``it``."""
    rank = _rank(store, repo, login)
    if what == "content":
        return _is(login, it["user"]) or rank >= ROLE_RANK["push"]
    if what == "state":
        return _is(login, it["user"]) or rank >= ROLE_RANK["triage"]
    if what == "metadata":
        return rank >= ROLE_RANK["triage"]
    if what == "delete":
        return rank >= ROLE_RANK["admin"]
    return rank >= ROLE_RANK["push"]  # lock, pin


def writable(repo):
    if repo.archived:
        raise Refused("archived", "Repository was archived so is read-only.")


def check_body(body, resource):
    if body is not None and len(body) > BODY_LIMIT:
        raise Refused("invalid", {"resource": resource, "code": "custom", "field": "body",
                                  "message": "body is too long (maximum is %d characters)" % BODY_LIMIT})


# ------------------------------------------------------------------ issue --

def create(store, repo, login, title, body, labels=(), assignees=(), milestone=None):
    """A new open issue by ``login``, numbered after everything the repository ever held."""
    number = repo.next_number()
    stamp = now()
    it = {
        "number": number, "id": store.new_id("issue"), "pr": False, "title": title,
        "body": body if isinstance(body, str) else None, "user": login, "labels": list(labels),
        "assignees": list(assignees), "milestone": milestone, "state": "open", "state_reason": None,
        "created_at": stamp, "updated_at": stamp, "closed_at": None, "closed_by": None, "comments": 0,
        "author_association": store.author_association(repo, login),
    }
    repo.issues[number] = it
    repo.changed()
    return it


def set_fields(repo, it, **fields):
    """Set ``fields`` of the issue; True (and ``updated_at`` moved) when one of them changed."""
    changed = {k: v for k, v in fields.items() if it[k] != v}
    if changed:
        it.update(changed)
        _touch(repo, it)
    return bool(changed)


def ensure_label(store, repo, name):
    """The repository's label called ``name`` (any case); GitHub creates an unknown one for a writer."""
    lab = repo.label_by_name(name)
    if lab is None:
        lab = {"id": store.new_id("label"), "name": name, "color": "ededed", "description": None, "default": False}
        repo.labels.append(lab)
    return lab


def close(repo, it, login, reason):
    """Close, or change a closed issue's reason; nothing happens when nothing would change."""
    if it["state"] == "closed" and it["state_reason"] == reason:
        return False
    if it["state"] == "open":
        it.update(state="closed", closed_at=now(), closed_by=login)
    it["state_reason"] = reason
    _touch(repo, it)
    return True


def reopen(repo, it):
    """GitHub keeps ``closed_by`` after a reopen (the OpenAPI example shows an open issue with one)."""
    if it["state"] == "open":
        return False
    it.update(state="open", closed_at=None, state_reason="reopened")
    _touch(repo, it)
    return True


def lock(repo, it, reason):
    """``reason``: a REST lock reason or None.  Locking a locked issue changes nothing."""
    if it.get("locked"):
        return
    it.update(locked=True, active_lock_reason=reason)
    _touch(repo, it)


def unlock(repo, it):
    if not it.get("locked"):
        return
    it.update(locked=False, active_lock_reason=None)
    _touch(repo, it)


def delete(repo, it):
    """The number stays taken: REST answers 410 for it, GraphQL NOT_FOUND."""
    n = it["number"]
    del repo.issues[n]
    repo.comments.pop(n, None)
    repo.gone[n] = None
    if n in repo.pinned:
        repo.pinned.remove(n)
    repo.changed()


def transfer_problems(store, source, target, login):
    """GitHub's reasons a transfer is refused, each a sentence (an empty list when it may go ahead)."""
    if not (store.can_push(source, login) and store.can_push(target, login)):
        return None  # not allowed at all: the caller says forbidden
    problems = []
    if not target.has_issues:
        problems.append("New repository must have issues enabled")
    if target.owner.lower() != source.owner.lower():
        problems.append("New repository must have the same owner as the current repository")
    if source.private and not target.private:
        problems.append("Private issues cannot be transferred to public repositories")
    if target.archived:
        problems.append("Repository was archived so is read-only.")
    return problems


def transfer(store, source, it, target, login, create_labels=False):
    """Move the issue to ``target`` under its next number, as a new record (new id); the old number answers
    301 to the new place.  Comments and assignees who can be assigned there go along; labels go when the
    target has one of the same name (or ``create_labels``); the milestone when one has the same title."""
    source.ensure_issues()
    target.ensure_issues()
    number = target.next_number()
    labels = []
    for name in it["labels"]:
        lab = ensure_label(store, target, name) if create_labels else target.label_by_name(name)
        if lab is not None:
            labels.append(lab["name"])
    assignable = {a.lower() for a in store.assignable_logins(target)}
    title = None
    if it["milestone"] is not None:
        ms = source.milestone_by_number(it["milestone"])
        title = ms["title"] if ms else None
    milestone = next((ms["number"] for ms in target.milestones if ms["title"] == title), None)
    moved = dict(it, number=number, id=store.new_id("issue"), labels=labels, milestone=milestone,
                 assignees=[a for a in it["assignees"] if a.lower() in assignable], updated_at=now(),
                 author_association=store.author_association(target, it["user"]))
    target.issues[number] = moved
    comments = source.comments.pop(it["number"], None)
    if comments:
        target.comments[number] = comments
    del source.issues[it["number"]]
    source.gone[it["number"]] = (target, number)
    if it["number"] in source.pinned:
        source.pinned.remove(it["number"])
    source.changed()
    target.changed()
    return moved


def pin(repo, it, login):
    if it["number"] in repo.pinned:
        return
    if len(repo.pinned) >= PIN_LIMIT:
        raise Refused("unprocessable", "You can only pin up to %d issues in a repository" % PIN_LIMIT)
    repo.pinned.append(it["number"])
    it["pinned_by"] = login
    repo.changed()


def unpin(repo, it):
    if it["number"] in repo.pinned:
        repo.pinned.remove(it["number"])
        repo.changed()


# --------------------------------------------------------------- comments --

def find_comment(repo, comment_id):
    """(issue number, comment dict) or (None, None)."""
    for n, comments in repo.comments.items():
        for c in comments:
            if c["id"] == comment_id:
                return n, c
    return None, None


def _check_comment_access(store, repo, it, login, author=None):
    writable(repo)
    pusher = store.can_push(repo, login)
    if author is not None and not (pusher or _is(login, author)):
        raise Refused("forbidden", "You must be the author or have write access to this repository to update "
                                   "this comment.")
    if it.get("locked") and not pusher:
        raise Refused("locked", "Unable to %s comment because issue is locked."
                      % ("create" if author is None else "update"))


def add_comment(store, repo, it, login, body):
    _check_comment_access(store, repo, it, login)
    check_body(body, "IssueComment")
    stamp = now()
    c = {"id": store.new_id("comment"), "user": login, "body": body, "created_at": stamp, "updated_at": stamp,
         "author_association": store.author_association(repo, login), "pr": it["pr"]}
    repo.comments.setdefault(it["number"], []).append(c)
    it["comments"] += 1
    _touch(repo, it)
    return c


def edit_comment(store, repo, it, c, login, body):
    _check_comment_access(store, repo, it, login, author=c["user"])
    check_body(body, "IssueComment")
    if c["body"] != body:
        c.update(body=body, updated_at=now())
        _touch(repo, it)


def delete_comment(store, repo, it, c, login):
    _check_comment_access(store, repo, it, login, author=c["user"])
    repo.comments[it["number"]].remove(c)
    it["comments"] -= 1
    _touch(repo, it)
