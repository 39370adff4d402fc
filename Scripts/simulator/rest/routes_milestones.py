"""A repository's milestones, written: POST /milestones, GET|PATCH|DELETE /milestones/{number}
(the list, with ``sort=due_on|completeness`` and ``direction``, is in routes_repos.py).

What GitHub does, as implemented (openapi/issues-list-milestones.json is the shape):

- POST takes ``title`` (required), ``state`` (open|closed), ``description``, ``due_on`` and answers 201;
  PATCH takes the same and answers 200; DELETE answers 204.  Numbers count up and are never reused.
- A title another milestone has is 422 ``{"resource":"Milestone","code":"already_exists","field":"title"}``;
  a missing title is ``missing_field``; a state other than open|closed or a ``due_on`` that is not an
  ISO 8601 time is ``invalid`` on that field.
- ``due_on`` keeps the date sent and GitHub writes it at midnight Pacific time (``2025-01-31T08:00:00Z``);
  ``null`` removes it.  Closing sets ``closed_at``, reopening clears it.
- ``open_issues``/``closed_issues`` follow the states of the issues in it (store.milestone_counts).
- DELETE takes the milestone off every issue in it (their ``updated_at`` stays, as for labels).
- No milestone of that number: 404.  Writing needs a signed-in user with push access: 401, else 403.
"""

import re
import time

from rest import render
from rest.routes_labels import writable
from rest.routes_repos import resolve
from web.router import Response, error, not_found, repo_route

DOC = "milestones"
_DUE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2}))?$")


def _now():
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def _invalid(field, code):
    return error(422, "Validation Failed", DOC, errs=[{"resource": "Milestone", "code": code, "field": field}])


def _pacific_midnight(year, month, day):
    """Midnight in Los Angeles as UTC: 07:00Z in daylight time (2nd Sunday of March to 1st Sunday of November)."""
    def nth_sunday(m, n):
        first = time.gmtime(time.mktime((year, m, 1, 12, 0, 0, 0, 0, 0)))
        return 1 + (6 - first.tm_wday) % 7 + 7 * (n - 1)
    summer = (3, nth_sunday(3, 2)) <= (month, day) < (11, nth_sunday(11, 1))
    return "%04d-%02d-%02dT%02d:00:00Z" % (year, month, day, 7 if summer else 8)


def _due(value):
    """(the value GitHub writes, None) or (None, the refusal)."""
    if value is None:
        return None, None
    m = _DUE.match(value) if isinstance(value, str) else None
    if not m:
        return None, _invalid("due_on", "invalid")
    year, month, day = int(m.group(1)), int(m.group(2)), int(m.group(3))
    try:
        time.strptime("%04d-%02d-%02d" % (year, month, day), "%Y-%m-%d")
    except ValueError:
        return None, _invalid("due_on", "invalid")
    return _pacific_midnight(year, month, day), None


def _fields(req):
    """(dict of changes, None) or (None, the refusal): the JSON object sent, its state and due date checked."""
    ok, data = req.json_body()
    if not ok or not isinstance(data, dict):
        return None, error(400, "Problems parsing JSON", DOC)
    changes = {}
    if "title" in data:
        if not isinstance(data["title"], str) or not data["title"].strip():
            return None, _invalid("title", "missing_field")
        changes["title"] = data["title"]
    if "state" in data:
        if data["state"] not in ("open", "closed"):
            return None, _invalid("state", "invalid")
        changes["state"] = data["state"]
    if "description" in data:
        changes["description"] = data["description"]
    if "due_on" in data:
        due, err = _due(data["due_on"])
        if err:
            return None, err
        changes["due_on"] = due
    return changes, None


def _taken(repo, title, other_than=None):
    return any(ms["title"] == title and ms is not other_than for ms in repo.milestones)


def _apply(ms, changes):
    now = _now()
    if changes.get("state", ms["state"]) != ms["state"]:
        ms["closed_at"] = now if changes["state"] == "closed" else None
    ms.update(changes)
    ms["updated_at"] = now


def _reply(req, repo, ms, status=200):
    return Response(status, text=render.dumps(render.milestone_obj(req.store, repo, ms["number"])),
                    cacheable=status == 200)


def _writable_milestone(req):
    repo, err = writable(req)
    if err:
        return None, None, err
    ms = repo.milestone_by_number(int(req.params["number"]))
    return (repo, ms, None) if ms else (None, None, not_found(DOC))


@repo_route("POST", r"/milestones$", accepted_scopes="repo")
def create_milestone(req):
    repo, err = writable(req)
    if err:
        return err
    changes, err = _fields(req)
    if err:
        return err
    if "title" not in changes:
        return _invalid("title", "missing_field")
    if _taken(repo, changes["title"]):
        return _invalid("title", "already_exists")
    repo.milestones_high = max([getattr(repo, "milestones_high", 0)] + [m["number"] for m in repo.milestones]) + 1
    now = _now()
    ms = {"id": req.store.new_id("milestone"), "number": repo.milestones_high, "state": "open", "title": "",
          "description": None, "creator": req.identity.login, "created_at": now, "updated_at": now,
          "closed_at": None, "due_on": None}
    _apply(ms, changes)
    repo.milestones.append(ms)
    repo.changed()
    return _reply(req, repo, ms, 201)


@repo_route("GET", r"/milestones/(?P<number>\d+)$")
def get_milestone(req):
    repo, err = resolve(req, DOC)
    if err:
        return err
    ms = repo.milestone_by_number(int(req.params["number"]))
    return _reply(req, repo, ms) if ms else not_found(DOC)


@repo_route("PATCH", r"/milestones/(?P<number>\d+)$", accepted_scopes="repo")
def update_milestone(req):
    repo, ms, err = _writable_milestone(req)
    if err:
        return err
    changes, err = _fields(req)
    if err:
        return err
    if "title" in changes and _taken(repo, changes["title"], other_than=ms):
        return _invalid("title", "already_exists")
    _apply(ms, changes)
    repo.changed()
    return _reply(req, repo, ms)


@repo_route("DELETE", r"/milestones/(?P<number>\d+)$", accepted_scopes="repo")
def delete_milestone(req):
    repo, ms, err = _writable_milestone(req)
    if err:
        return err
    for it in repo.all_issues():
        if it["milestone"] == ms["number"]:
            it["milestone"] = None
    repo.milestones.remove(ms)
    repo.changed()
    return Response(204, cacheable=False)
