"""Issue dependencies ("blocked by" / "blocking"): the one place REST (routes_dependencies.py) and GraphQL
(graphql_dependencies.py) change them.

The links live on both issue records, newest last: ``blocked_by_ids`` (the
issues blocking this one) and ``blocking_ids`` (the issues it blocks), as
database ids.  GitHub's rules (docs "Creating issue dependencies"):

- an issue does not block itself, and a link is not added twice;
- an issue has at most 50 "blocked by" and 50 "blocking" links (the limit
  the docs give; the refusal's wording is the simulator's);
- adding or removing a link needs triage on the blocked issue's repository;
- pull requests take no part.

Lists are newest link first (GraphQL's default ``DEPENDENCY_ADDED_AT DESC``;
REST uses the same order).  ``summary`` counts open blockers/blocked issues
(``blocked_by``, ``blocking``) and all of them (``total_*``).  A refusal
raises ``issue_changes.Refused("invalid", message)``; linking does not move
``updated_at``.
"""

from model.issue_changes import Refused
from model.issue_hierarchy import find_by_id, mark_changed

LIMIT = 50


def _issues(store, ids):
    return [found for found in (find_by_id(store, i) for i in reversed(ids)) if found[0]]


def blocked_by(store, it):
    """[(repo, issue)] blocking ``it``, newest link first."""
    return _issues(store, it.get("blocked_by_ids", ()))


def blocking(store, it):
    """[(repo, issue)] ``it`` blocks, newest link first."""
    return _issues(store, it.get("blocking_ids", ()))


def summary(store, it):
    """(open blockers, all blockers, open issues blocked, all issues blocked)."""
    blockers, blocked = blocked_by(store, it), blocking(store, it)
    return (sum(1 for _, b in blockers if b["state"] == "open"), len(blockers),
            sum(1 for _, b in blocked if b["state"] == "open"), len(blocked))


def add(store, it, blocker):
    """Mark ``it`` as blocked by ``blocker``."""
    if it["id"] == blocker["id"]:
        raise Refused("invalid", "An issue cannot be blocked by itself")
    if blocker["id"] in it.get("blocked_by_ids", ()):
        raise Refused("invalid", "The issue is already blocked by this issue")
    if len(it.get("blocked_by_ids", ())) >= LIMIT:
        raise Refused("invalid", "An issue cannot be blocked by more than %d issues" % LIMIT)
    if len(blocker.get("blocking_ids", ())) >= LIMIT:
        raise Refused("invalid", "An issue cannot block more than %d issues" % LIMIT)
    it.setdefault("blocked_by_ids", []).append(blocker["id"])
    blocker.setdefault("blocking_ids", []).append(it["id"])
    mark_changed(store, it, blocker)


def remove(store, it, blocker):
    if blocker["id"] not in it.get("blocked_by_ids", ()):
        raise Refused("invalid", "The issue is not blocked by this issue")
    it["blocked_by_ids"].remove(blocker["id"])
    blocker["blocking_ids"].remove(it["id"])
    mark_changed(store, it, blocker)
