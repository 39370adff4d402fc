"""REST writes on an issue: PATCH ``issues/{n}``, PUT/DELETE ``issues/{n}/lock``,
POST/PUT/DELETE ``issues/{n}/labels[/{name}]``, POST/DELETE ``issues/{n}/assignees``.

GitHub's semantics (its issues API as published, the OpenAPI description and
the docs of each endpoint):

- PATCH: 200 with the full issue.  Keys the caller may not set are dropped
  silently: labels, assignees, assignee and milestone without triage; title
  and body unless author or push.  A caller with no role who is not the
  author gets 403.  ``state`` ``closed`` closes (``state_reason`` completed,
  not_planned or duplicate; default completed) or changes a closed issue's
  reason; ``open`` reopens (``state_reason`` becomes reopened); a
  ``state_reason`` that GitHub does not know -> 422 ``Please specify a valid
  state reason.``; ``type`` (triage) is one of the owner's issue types by name
  or null, a name the owner lacks (or any, on a user's repository) -> 422
  ``{"value","resource":"Issue","field":"type","code":"invalid"}`` (issue_types.py);
  closing a closed issue with its reason changes nothing (``updated_at`` stays).
  ``milestone`` null or "" removes it, an unknown
  number -> 422 ``{"value","resource":"Issue","field":"milestone","code":"invalid"}``;
  both ``assignee`` and ``assignees`` -> 422 ``You cannot pass both
  `assignee` and `assignees`. Only one may be provided.``; unknown
  assignees -> 422 as on create; unknown labels are created (push).
- lock: 204 empty; ``lock_reason`` off-topic, too heated, resolved or spam;
  push needed (else 403 ``Forbidden``); a deleted or transferred issue is a
  plain 404 here (the lock endpoints do not look for them).
- labels: POST adds (body ``{"labels":[...]}`` or a bare array), PUT
  replaces, both answer 200 with the issue's labels; DELETE of one -> 200
  with the rest, or 404 ``Label does not exist``; DELETE of all -> 204.
- assignees: POST -> 201 with the issue; logins that cannot be assigned are
  ignored silently (GitHub's docs say so); DELETE -> 200 with the issue.
"""

from model import issue_changes
from model import issue_types
from rest import render
from rest import rest_writes
from rest.rest_writes import DOCS
from rest.routes_issues import invalid, ruby_inspect, validation
from web.router import Response, error, not_found, repo_route

UPDATE_DOCS = DOCS + "issues#update-an-issue"
LOCK_DOCS = DOCS + "issues#lock-an-issue"
UNLOCK_DOCS = DOCS + "issues#unlock-an-issue"
LABEL_DOCS = DOCS + "labels#add-labels-to-an-issue"
ASSIGNEE_DOCS = DOCS + "assignees#add-assignees-to-an-issue"
ISSUE_PATH = r"/issues/(?P<number>[^/]+)"


def _issue_reply(req, repo, it, status=200):
    return Response(status, text=render.issue_fragment(req.store, repo, it, True, req.api_version),
                    cacheable=False)


# ------------------------------------------------------------------ PATCH --

def _check_title(data):
    title = data["title"]
    if isinstance(title, bool) or not isinstance(title, (str, int)):
        return invalid("For 'properties/title', %s is not a string or integer." % ruby_inspect(title))
    if not str(title).strip():
        return validation([{"resource": "Issue", "code": "missing_field", "field": "title"}], UPDATE_DOCS)
    return None


def _assignees(req, repo, data):
    """(logins, None), (None, None) when not asked, or (None, 422)."""
    keys = [k for k in ("assignee", "assignees") if k in data]
    if not keys:
        return None, None
    if len(keys) == 2:
        return None, error(422, "You cannot pass both `assignee` and `assignees`. Only one may be provided.",
                           UPDATE_DOCS)
    if keys[0] == "assignee":
        one = data["assignee"]
        if one is not None and not isinstance(one, str):
            return None, invalid("For 'properties/assignee', %s is not a string or null." % ruby_inspect(one))
        wanted = [one] if one else []
    else:
        wanted, err = rest_writes.string_list(data, "assignees")
        if err:
            return None, err
    assignable = {a.lower(): a for a in req.store.assignable_logins(repo)}
    bad = [a for a in wanted if a.lower() not in assignable]
    if bad:
        return None, validation([{"value": a, "resource": "Issue", "field": "assignees", "code": "invalid"}
                                 for a in bad], UPDATE_DOCS)
    return list(dict.fromkeys(assignable[a.lower()] for a in wanted)), None


_MISSING = object()


def _milestone(repo, data):
    """(number or None, None), (MISSING, None) when not asked, or (None, 422)."""
    if "milestone" not in data:
        return _MISSING, None
    value = data["milestone"]
    if value is None or value == "":
        return None, None
    number = value if isinstance(value, int) and not isinstance(value, bool) else (
        int(value) if isinstance(value, str) and value.isdigit() else None)
    if number is None or repo.milestone_by_number(number) is None:
        return None, validation([{"value": value, "resource": "Issue", "field": "milestone", "code": "invalid"}],
                                UPDATE_DOCS)
    return number, None


def _issue_type(store, repo, data):
    """(type or None, None), (MISSING, None) when not asked, or (None, 422): ``type`` is a name or null."""
    if "type" not in data:
        return _MISSING, None
    name = data["type"]
    if name is not None and not isinstance(name, str):
        return None, invalid("For 'properties/type', %s is not a string or null." % ruby_inspect(name))
    try:
        return issue_types.find_for(store, repo, name), None
    except issue_changes.Refused as e:
        return None, rest_writes.refusal(e, UPDATE_DOCS)


def _state_change(data):
    """(state, reason, None) or (.., 422)."""
    state = data.get("state")
    if "state" in data and state not in ("open", "closed"):
        return None, None, rest_writes.one_of("state", state, ("open", "closed"))
    reason = data.get("state_reason")
    if "state_reason" in data and reason not in issue_changes.STATE_REASONS + (None,):
        return None, None, error(422, "Please specify a valid state reason.", UPDATE_DOCS)
    return state, reason, None


@repo_route("PATCH", ISSUE_PATH + "$", accepted_scopes="")
def update_issue(req):
    repo, it, data, err = rest_writes.issue_for_write(req, UPDATE_DOCS)
    if err:
        return err
    store, login = req.store, req.identity.login
    if store.role(repo, login) is None and not issue_changes.may(store, repo, it, login, "content"):
        return error(403, rest_writes.NO_RIGHTS, UPDATE_DOCS)
    if not issue_changes.may(store, repo, it, login, "metadata"):
        data = {k: v for k, v in data.items() if k not in ("labels", "assignee", "assignees", "milestone", "type")}
    if not issue_changes.may(store, repo, it, login, "content"):
        data = {k: v for k, v in data.items() if k not in ("title", "body")}

    if "title" in data:
        err = _check_title(data)
        if err:
            return err
    body, err = rest_writes.body_text(data, UPDATE_DOCS, required=False)
    if err:
        return err
    labels = None
    if "labels" in data:
        labels, err = rest_writes.string_list(data, "labels")
        if err:
            return err
    assignees, err = _assignees(req, repo, data)
    if err:
        return err
    milestone, err = _milestone(repo, data)
    if err:
        return err
    state, reason, err = _state_change(data)
    if err:
        return err
    issue_type, err = _issue_type(store, repo, data)
    if err:
        return err

    fields = {}
    if "title" in data:
        fields["title"] = str(data["title"])
    if "body" in data:
        fields["body"] = body
    if labels is not None:
        fields["labels"] = list(dict.fromkeys(issue_changes.ensure_label(store, repo, n)["name"] for n in labels))
    if assignees is not None:
        fields["assignees"] = assignees
    if milestone is not _MISSING:
        fields["milestone"] = milestone
    issue_changes.set_fields(repo, it, **fields)
    if issue_type is not _MISSING:
        issue_types.assign(store, repo, it, issue_type)
    if state == "closed":
        issue_changes.close(repo, it, login, reason if reason not in (None, "reopened") else "completed")
    elif state == "open":
        issue_changes.reopen(repo, it)
    return _issue_reply(req, repo, it)


# ------------------------------------------------------------------- lock --

def _lockable(req, doc):
    repo, it, data, err = rest_writes.issue_for_write(req, doc)
    if err is not None and err.status in (301, 410):
        err = not_found(doc)
    if err is None and not req.store.can_push(repo, req.identity.login):
        err = error(403, "Forbidden", doc)
    return repo, it, data, err


@repo_route("PUT", ISSUE_PATH + "/lock$", accepted_scopes="public_repo, repo")  # as recorded
def lock_issue(req):
    repo, it, data, err = _lockable(req, LOCK_DOCS)
    if err:
        return err
    reason = data.get("lock_reason")
    if reason is not None and reason not in issue_changes.LOCK_REASONS:
        return rest_writes.one_of("lock_reason", reason, tuple(issue_changes.LOCK_REASONS))
    issue_changes.lock(repo, it, reason)
    return Response(204, cacheable=False)


@repo_route("DELETE", ISSUE_PATH + "/lock$", accepted_scopes="public_repo, repo")
def unlock_issue(req):
    repo, it, _, err = _lockable(req, UNLOCK_DOCS)
    if err:
        return err
    issue_changes.unlock(repo, it)
    return Response(204, cacheable=False)


# ----------------------------------------------------------------- labels --

def _labels_reply(req, repo, it):
    return Response(200, obj=render.label_objs(req.store, repo, it["labels"]), cacheable=False)


def _labelling(req):
    repo, it, data, err = rest_writes.issue_for_write(req, LABEL_DOCS, array_ok=True)
    if err is None and not issue_changes.may(req.store, repo, it, req.identity.login, "metadata"):
        err = error(403, rest_writes.NO_RIGHTS, LABEL_DOCS)
    return repo, it, data, err


def _wanted_labels(req, repo, data):
    names, err = rest_writes.string_list({"labels": data} if isinstance(data, list) else data, "labels")
    if err:
        return None, err
    return [issue_changes.ensure_label(req.store, repo, n)["name"] for n in names], None


def _set_labels(req, keep_current):
    repo, it, data, err = _labelling(req)
    if err:
        return err
    names, err = _wanted_labels(req, repo, data)
    if err:
        return err
    current = it["labels"] if keep_current else []
    issue_changes.set_fields(repo, it, labels=list(dict.fromkeys(current + names)))
    return _labels_reply(req, repo, it)


@repo_route("POST", ISSUE_PATH + "/labels$", accepted_scopes="")
def add_labels(req):
    return _set_labels(req, keep_current=True)


@repo_route("PUT", ISSUE_PATH + "/labels$", accepted_scopes="")
def set_labels(req):
    return _set_labels(req, keep_current=False)


@repo_route("DELETE", ISSUE_PATH + "/labels/(?P<name>[^/]+)$", accepted_scopes="")
def remove_label(req):
    repo, it, _, err = _labelling(req)
    if err:
        return err
    wanted = req.params["name"].lower()
    rest = [n for n in it["labels"] if n.lower() != wanted]
    if len(rest) == len(it["labels"]):
        return error(404, "Label does not exist", DOCS + "labels#remove-a-label-from-an-issue")
    issue_changes.set_fields(repo, it, labels=rest)
    return _labels_reply(req, repo, it)


@repo_route("DELETE", ISSUE_PATH + "/labels$", accepted_scopes="")
def remove_all_labels(req):
    repo, it, _, err = _labelling(req)
    if err:
        return err
    issue_changes.set_fields(repo, it, labels=[])
    return Response(204, cacheable=False)


# -------------------------------------------------------------- assignees --

def _assigning(req):
    repo, it, data, err = rest_writes.issue_for_write(req, ASSIGNEE_DOCS)
    if err:
        return None, None, None, err
    logins, err = rest_writes.string_list(data, "assignees")
    return repo, it, logins, err


@repo_route("POST", ISSUE_PATH + "/assignees$", accepted_scopes="")
def add_assignees(req):
    repo, it, logins, err = _assigning(req)
    if err:
        return err
    store = req.store
    if issue_changes.may(store, repo, it, req.identity.login, "metadata"):
        assignable = {a.lower(): a for a in store.assignable_logins(repo)}
        added = [assignable[a.lower()] for a in logins if a.lower() in assignable]
        issue_changes.set_fields(repo, it, assignees=list(dict.fromkeys(it["assignees"] + added)))
    return _issue_reply(req, repo, it, 201)


@repo_route("DELETE", ISSUE_PATH + "/assignees$", accepted_scopes="")
def remove_assignees(req):
    repo, it, logins, err = _assigning(req)
    if err:
        return err
    if issue_changes.may(req.store, repo, it, req.identity.login, "metadata"):
        gone = {a.lower() for a in logins}
        issue_changes.set_fields(repo, it, assignees=[a for a in it["assignees"] if a.lower() not in gone])
    return _issue_reply(req, repo, it)
