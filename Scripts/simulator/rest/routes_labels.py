"""A repository's labels, written: POST /labels, GET|PATCH|DELETE /labels/{name}
(the list is in routes_repos.py).

What GitHub does, as implemented (octokit/labels.json is recorded traffic):

- Names are matched case-insensitively and arrive URL-encoded (spaces, emoji, ``/`` as %2F).
- POST answers 201 with the label; ``color`` defaults to ``ededed`` and is kept as sent (``BADA55``).
- A name another label has (in any case) is 422 ``{"resource":"Label","code":"already_exists","field":"name"}``;
  a colour that is not six hex digits is 422 ``invalid`` on ``color``; a missing name is ``missing_field``;
  a description over 100 characters is ``custom`` with GitHub's message.
- PATCH takes ``new_name``, ``color``, ``description`` and answers 200; a rename renames the label on every
  issue that carries it WITHOUT changing the issues' ``updated_at`` (GitHub does not touch them, so a mirror
  that syncs by ``since`` never sees the rename).  DELETE answers 204 and takes the label off every issue,
  again leaving ``updated_at`` alone.
- No label of that name: 404.  Writing needs a signed-in user with push access: 401, else 403.
"""

import re
import time

from rest import render
from rest import shapes
from rest.routes_repos import resolve
from rest.routes_users import requires_auth
from web.router import Response, error, not_found, repo_route

DOC = "labels"
_COLOR = re.compile(r"^[0-9a-fA-F]{6}$")
DESCRIPTION_LIMIT = 100


def _now():
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def _reply(req, repo, lab, status=200):
    return Response(status, text=render.dumps(shapes.label(req.store.base_url, repo, lab)), cacheable=status == 200)


def _invalid(field, code, message=None):
    item = {"resource": "Label", "code": code, "field": field}
    if message:
        item["message"] = message
    return error(422, "Validation Failed", DOC, errs=[item])


def writable(req):
    """(repo, None) or (None, the refusal)."""
    if not req.identity.login:
        return None, requires_auth(DOC)
    repo, err = resolve(req, DOC)
    if err:
        return None, err
    if not req.store.can_push(repo, req.identity.login):
        return None, error(403, "Must have push access to repository", DOC)
    return repo, None


def _writable_label(req):
    """(repo, label, None) or (None, None, the refusal) for the label the URL names."""
    repo, err = writable(req)
    if err:
        return None, None, err
    lab = repo.label_by_name(req.params["name"])
    return (repo, lab, None) if lab else (None, None, not_found(DOC))


def _fields(req):
    """(dict, None) or (None, the refusal): the JSON object sent, its colour and description checked."""
    ok, data = req.json_body()
    if not ok or not isinstance(data, dict):
        return None, error(400, "Problems parsing JSON", DOC)
    color = data.get("color")
    if color is not None and (not isinstance(color, str) or not _COLOR.match(color)):
        return None, _invalid("color", "invalid")
    description = data.get("description")
    if isinstance(description, str) and len(description) > DESCRIPTION_LIMIT:
        return None, _invalid("description", "custom",
                              "description is too long (maximum is %d characters)" % DESCRIPTION_LIMIT)
    return data, None


def _taken(repo, name, other_than=None):
    found = repo.label_by_name(name)
    return found is not None and found is not other_than


@repo_route("POST", r"/labels$", accepted_scopes="repo")
def create_label(req):
    repo, err = writable(req)
    if err:
        return err
    data, err = _fields(req)
    if err:
        return err
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        return _invalid("name", "missing_field")
    if _taken(repo, name):
        return _invalid("name", "already_exists")
    now = _now()
    lab = {"id": req.store.new_id("label"), "name": name, "color": data.get("color") or "ededed",
           "description": data.get("description"), "default": False, "created_at": now, "updated_at": now}
    repo.labels.append(lab)
    repo.changed()
    return _reply(req, repo, lab, 201)


@repo_route("GET", r"/labels/(?P<name>[^/]+)$")
def get_label(req):
    repo, err = resolve(req, DOC)
    if err:
        return err
    lab = repo.label_by_name(req.params["name"])
    return _reply(req, repo, lab) if lab else not_found(DOC)


@repo_route("PATCH", r"/labels/(?P<name>[^/]+)$", accepted_scopes="repo")
def update_label(req):
    repo, lab, err = _writable_label(req)
    if err:
        return err
    data, err = _fields(req)
    if err:
        return err
    new_name = data.get("new_name")
    if new_name is not None and (not isinstance(new_name, str) or not new_name.strip()):
        return _invalid("name", "missing_field")
    if new_name is not None and _taken(repo, new_name, other_than=lab):
        return _invalid("name", "already_exists")
    if new_name is not None and new_name != lab["name"]:
        _retag(repo, lab["name"], new_name)
        lab["name"] = new_name
    if data.get("color") is not None:
        lab["color"] = data["color"]
    if "description" in data:
        lab["description"] = data["description"]
    lab["updated_at"] = _now()
    repo.changed()
    return _reply(req, repo, lab)


@repo_route("DELETE", r"/labels/(?P<name>[^/]+)$", accepted_scopes="repo")
def delete_label(req):
    repo, lab, err = _writable_label(req)
    if err:
        return err
    _retag(repo, lab["name"], None)
    repo.labels.remove(lab)
    repo.changed()
    return Response(204, cacheable=False)


def _retag(repo, old, new):
    """Every issue carrying ``old`` carries ``new`` instead (none: the label is gone); ``updated_at`` stays."""
    for it in repo.all_issues():
        if old in it["labels"]:
            it["labels"] = [new if name == old else name for name in it["labels"] if new is not None or name != old]
