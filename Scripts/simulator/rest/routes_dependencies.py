"""Issue dependencies over REST (GitHub's "Issue dependencies" endpoints); the rules are issue_dependencies.py's.

- ``GET issues/{n}/dependencies/blocked_by`` and ``.../blocking``: the issues,
  newest link first, paginated;
- ``POST issues/{n}/dependencies/blocked_by`` ``{"issue_id": ID}`` (the
  blocking issue's database id): 201 with the blocking issue;
- ``DELETE issues/{n}/dependencies/blocked_by/{issue_id}``: 200 with the
  issue that no longer blocks.

An ``issue_id`` naming no issue the caller can read -> 404; a rule broken ->
422 ``Validation Failed`` with ``{"resource":"Issue","code":"custom",
"field":"issue_id","message":...}``; a caller without triage -> 403.
"""

from model import issue_changes
from model import issue_dependencies
from model import issue_hierarchy
from rest import render
from rest import rest_writes
from rest.routes_issue_writes import ISSUE_PATH
from rest.routes_issues import find_issue
from rest.routes_repos import list_base
from rest.routes_sub_issues import id_field, issue_reply, refused
from rest.routes_users import paged
from web.router import not_found, repo_route

DOCS = rest_writes.DOCS + "issue-dependencies"


def _list(req, which, name):
    repo, n, it, err = find_issue(req, DOCS)
    if err:
        return err
    store = req.store
    issues = [i for i in which(store, it) if store.can_read(i[0], req.identity)]
    return paged(req, issues, lambda i: render.issue_fragment(store, i[0], i[1], False, req.api_version),
                 list_base(req, repo, "issues/%d/dependencies/%s" % (n, name)))


@repo_route("GET", ISSUE_PATH + "/dependencies/blocked_by$")
def list_blocked_by(req):
    return _list(req, issue_dependencies.blocked_by, "blocked_by")


@repo_route("GET", ISSUE_PATH + "/dependencies/blocking$")
def list_blocking(req):
    return _list(req, issue_dependencies.blocking, "blocking")


def _change(req, blocker_id_of, change, status):
    """Find the blocking issue (``blocker_id_of(data)`` -> (id, None) or (None, error)), check the caller may
    link, apply ``change(store, issue, blocker)``."""
    repo, it, data, err = rest_writes.issue_for_write(req, DOCS)
    if err:
        return err
    blocker_id, err = blocker_id_of(data)
    if err:
        return err
    store = req.store
    blocker_repo, blocker = issue_hierarchy.find_by_id(store, blocker_id)
    if blocker is None or not store.can_read(blocker_repo, req.identity):
        return not_found(DOCS)
    try:
        issue_hierarchy.check_may_link(store, repo, req.identity.login)
        change(store, it, blocker)
    except issue_changes.Refused as e:
        return refused(e, "issue_id", DOCS)
    return issue_reply(req, blocker_repo, blocker, status)


@repo_route("POST", ISSUE_PATH + "/dependencies/blocked_by$", accepted_scopes="")
def add_blocked_by(req):
    return _change(req, lambda data: id_field(data, "issue_id", doc=DOCS), issue_dependencies.add, 201)


@repo_route("DELETE", ISSUE_PATH + "/dependencies/blocked_by/(?P<issue_id>[0-9]+)$", accepted_scopes="")
def remove_blocked_by(req):
    return _change(req, lambda data: (int(req.params["issue_id"]), None), issue_dependencies.remove, 200)
