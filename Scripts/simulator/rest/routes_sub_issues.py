"""Sub-issues over REST (GitHub's "Sub-issues" endpoints); the rules are issue_hierarchy.py's.

- ``GET issues/{n}/sub_issues``: the sub-issues, in priority order, paginated;
- ``POST issues/{n}/sub_issues`` ``{"sub_issue_id": ID, "replace_parent": bool}``:
  the child's database *id* (not its number); 201 with the parent issue;
- ``DELETE issues/{n}/sub_issue`` ``{"sub_issue_id": ID}``: 200 with the parent;
- ``PATCH issues/{n}/sub_issues/priority`` ``{"sub_issue_id", "after_id" | "before_id"}``:
  200 with the parent;
- ``GET issues/{n}/parent``: the parent issue, 404 when it has none.

A ``sub_issue_id`` naming no issue the caller can read -> 404; a rule broken
-> 422 ``Validation Failed`` with ``{"resource":"Issue","code":"custom",
"field":"sub_issue_id","message":...}``; a caller without triage -> 403.
"""

from model import issue_changes
from model import issue_hierarchy
from rest import render
from rest import rest_writes
from rest.routes_issue_writes import ISSUE_PATH
from rest.routes_issues import find_issue, invalid, ruby_inspect, validation
from rest.routes_repos import list_base
from rest.routes_users import paged
from web.router import Response, not_found, repo_route

DOCS = rest_writes.DOCS + "sub-issues"


def issue_reply(req, repo, it, status=200, headers=None):
    return Response(status, text=render.issue_fragment(req.store, repo, it, True, req.api_version),
                    headers=headers, cacheable=False)


def id_field(data, field, required=True, doc=DOCS):
    """(int or None, None) or (None, 422) for a field that must be an integer id."""
    value = data.get(field)
    if value is None and not required:
        return None, None
    if isinstance(value, bool) or not isinstance(value, int):
        return None, invalid("For 'properties/%s', %s is not an integer." % (field, ruby_inspect(value)), doc)
    return value, None


def refused(e, field="sub_issue_id", doc=DOCS):
    """A rule broken: 422 with a custom error on ``field``; other refusals as every issue write words them."""
    if e.kind == "invalid" and isinstance(e.message, str):
        return validation([{"resource": "Issue", "code": "custom", "field": field, "message": e.message}], doc)
    return rest_writes.refusal(e, doc)


def _target(req):
    """(repo, parent, child, data, None) after the checks every sub-issue write makes, or (.., error)."""
    repo, parent, data, err = rest_writes.issue_for_write(req, DOCS)
    if err:
        return None, None, None, None, err
    child_id, err = id_field(data, "sub_issue_id")
    if err:
        return None, None, None, None, err
    store = req.store
    child_repo, child = issue_hierarchy.find_by_id(store, child_id)
    if child is None or not store.can_read(child_repo, req.identity):
        return None, None, None, None, not_found(DOCS)
    try:
        issue_hierarchy.check_may_link(store, repo, req.identity.login)
    except issue_changes.Refused as e:
        return None, None, None, None, refused(e)
    return repo, parent, child, data, None


def _apply(req, repo, parent, change, status=200, headers=None):
    try:
        change()
    except issue_changes.Refused as e:
        return refused(e)
    return issue_reply(req, repo, parent, status, headers)


@repo_route("GET", ISSUE_PATH + "/sub_issues$")
def list_sub_issues(req):
    repo, n, it, err = find_issue(req, DOCS)
    if err:
        return err
    store = req.store
    children = [c for c in issue_hierarchy.sub_issues(store, it) if store.can_read(c[0], req.identity)]
    return paged(req, children, lambda c: render.issue_fragment(store, c[0], c[1], False, req.api_version),
                 list_base(req, repo, "issues/%d/sub_issues" % n))


@repo_route("POST", ISSUE_PATH + "/sub_issues$", accepted_scopes="")
def add_sub_issue(req):
    repo, parent, child, data, err = _target(req)
    if err:
        return err
    replace = data.get("replace_parent", False)
    if not isinstance(replace, bool):
        return invalid("For 'properties/replace_parent', %s is not a boolean." % ruby_inspect(replace), DOCS)
    location = "%s/repos/%s/issues/%d/sub_issues" % (req.store.base_url, repo.full_name, parent["number"])
    return _apply(req, repo, parent, lambda: issue_hierarchy.add(req.store, parent, child, replace),
                  201, [("Location", location)])


@repo_route("DELETE", ISSUE_PATH + "/sub_issue$", accepted_scopes="")
def remove_sub_issue(req):
    repo, parent, child, _, err = _target(req)
    if err:
        return err
    return _apply(req, repo, parent, lambda: issue_hierarchy.remove(req.store, parent, child))


@repo_route("PATCH", ISSUE_PATH + "/sub_issues/priority$", accepted_scopes="")
def reprioritize_sub_issue(req):
    repo, parent, child, data, err = _target(req)
    if err:
        return err
    after_id, err = id_field(data, "after_id", required=False)
    if err:
        return err
    before_id, err = id_field(data, "before_id", required=False)
    if err:
        return err
    return _apply(req, repo, parent,
                  lambda: issue_hierarchy.reprioritize(req.store, parent, child, after_id, before_id))


@repo_route("GET", ISSUE_PATH + "/parent$")
def get_parent(req):
    _, _, it, err = find_issue(req, DOCS)
    if err:
        return err
    parent_repo, parent = issue_hierarchy.parent_of(req.store, it)
    if parent is None or not req.store.can_read(parent_repo, req.identity):
        return not_found(DOCS)
    return Response(200, text=render.issue_fragment(req.store, parent_repo, parent, True, req.api_version),
                    last_modified=parent["updated_at"])
