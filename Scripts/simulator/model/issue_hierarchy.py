"""Sub-issues: the one place REST (routes_sub_issues.py) and GraphQL (graphql_issue_hierarchy.py) change them.

The links live on the issue records: ``parent_id`` (the parent's database id)
and ``sub_issue_ids`` (the children's, in priority order).  GitHub's rules
(docs "Adding sub-issues", REST "Sub-issues"):

- an issue has at most one parent: a second one is refused (``Sub issue may
  only have one parent``, the 422 gh meets, cli/cli#13413) unless
  ``replace_parent``/``replaceParent`` moves it;
- a parent has at most 100 sub-issues; an issue is not its own sub-issue,
  nor a sub-issue of one of its own sub-issues (no cycles); a pull request is
  not a sub-issue;
- linking, unlinking and reordering need triage on the parent's repository.

A refusal raises ``issue_changes.Refused("invalid", message)``; the wording of
messages other than the one-parent rule is the simulator's.  Linking does not
move either issue's ``updated_at``.
"""

from model import issue_changes
from model.issue_changes import Refused

SUB_ISSUE_LIMIT = 100


def find_by_id(store, issue_id):
    """(repo, issue) of the issue (not pull request) with this database id, or (None, None)."""
    for repo in store.repos.values():
        for it in repo.issues.values():
            if it["id"] == issue_id and not it["pr"]:
                return repo, it
    return None, None


def parent_of(store, it):
    """(repo, issue) of the issue's parent, or (None, None)."""
    return find_by_id(store, it["parent_id"]) if it.get("parent_id") else (None, None)


def sub_issues(store, it):
    """[(repo, issue)] of the issue's sub-issues, in priority order."""
    return [found for found in (find_by_id(store, i) for i in it.get("sub_issue_ids", ())) if found[0]]


def summary(store, it):
    """(total, completed, percent completed) as GitHub's ``sub_issues_summary`` counts them."""
    children = sub_issues(store, it)
    completed = sum(1 for _, child in children if child["state"] == "closed")
    return len(children), completed, (completed * 100 // len(children)) if children else 0


def mark_changed(store, *issues):
    """Clear the caches of the issues' repositories (a link shows on both ends)."""
    for it in issues:
        repo, _ = find_by_id(store, it["id"])
        if repo is not None:
            repo.changed()


def check_may_link(store, repo, login):
    if not issue_changes.may(store, repo, None, login, "metadata"):
        raise Refused("forbidden")
    issue_changes.writable(repo)


def add(store, parent, child, replace_parent=False):
    """Make ``child`` the last sub-issue of ``parent``."""
    if child["pr"]:
        raise Refused("invalid", "Pull requests cannot be sub-issues")
    if child["id"] == parent["id"]:
        raise Refused("invalid", "An issue cannot be a sub-issue of itself")
    ancestor = parent
    while ancestor is not None:
        if ancestor["id"] == child["id"]:
            raise Refused("invalid", "Sub issue cannot be an ancestor of its parent")
        ancestor = parent_of(store, ancestor)[1]
    if child.get("parent_id") == parent["id"]:
        raise Refused("invalid", "Sub issue is already a sub-issue of this issue")
    if child.get("parent_id") and not replace_parent:
        raise Refused("invalid", "Sub issue may only have one parent")
    if len(parent.get("sub_issue_ids", ())) >= SUB_ISSUE_LIMIT:
        raise Refused("invalid", "Parent cannot have more than %d sub-issues" % SUB_ISSUE_LIMIT)
    old_parent = parent_of(store, child)[1]
    if old_parent is not None:
        old_parent["sub_issue_ids"].remove(child["id"])
        mark_changed(store, old_parent)
    parent.setdefault("sub_issue_ids", []).append(child["id"])
    child["parent_id"] = parent["id"]
    mark_changed(store, parent, child)


def remove(store, parent, child):
    if child["id"] not in parent.get("sub_issue_ids", ()):
        raise Refused("invalid", "Sub issue is not a sub-issue of this issue")
    parent["sub_issue_ids"].remove(child["id"])
    child["parent_id"] = None
    mark_changed(store, parent, child)


def reprioritize(store, parent, child, after_id=None, before_id=None):
    """Move ``child`` just after ``after_id`` or just before ``before_id`` (exactly one of them)."""
    ids = parent.get("sub_issue_ids", [])
    if child["id"] not in ids:
        raise Refused("invalid", "Sub issue is not a sub-issue of this issue")
    if (after_id is None) == (before_id is None):
        raise Refused("invalid", "Specify exactly one of after_id or before_id")
    anchor = after_id if after_id is not None else before_id
    if anchor not in ids or anchor == child["id"]:
        raise Refused("invalid", "The issue to place it next to is not another sub-issue of this issue")
    ids.remove(child["id"])
    ids.insert(ids.index(anchor) + (after_id is not None), child["id"])
    mark_changed(store, parent)
