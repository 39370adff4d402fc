"""Data a test adds at run time, beyond the seed (``/_simulator/seed/*``, see control.py).

- ``POST /_simulator/seed/repos {"owner":"octocat","name":".github","issues":["A title", ...]}``: a public
  repository with GitHub's default labels and one open issue per title, by its owner. An item may also be
  ``{"title": "A title", "labels": ["bug"], "assignees": ["octocat"], "pull_request": true, "parent": 1,
  "blocked_by": [2, 3], "created_at": "2024-01-01T00:00:00Z"}`` (labels among the default ones; ``parent`` and
  ``blocked_by`` name earlier items, linked as GitHub's sub-issue and dependency writes link them; made and last
  updated at ``created_at``, by default now).
- ``POST /_simulator/seed/labels {"repo":"octocat/Hello-World","count":120}``: that many more labels
  (``extra-001``, ``extra-002``, ...), so the repository holds more than one page of them.
- ``POST /_simulator/seed/updated-at {"repo":"octocat/Hello-World","number":3,"updated_at":"2100-01-01T00:00:00Z"}``:
  stamps an issue's ``updated_at`` as given (a clock gone wrong, in the future or the past).
- ``POST /_simulator/seed/lagging-search {"repo":"octocat/Hello-World","number":6}``: GitHub's search index lags
  behind a transfer: once that issue is transferred, a search of its old repository still finds it there, under its
  old number and URL, with the node id (and state) of the issue it became, which a mutation then reaches.
"""

import time

from model import issue_changes
from model import issue_dependencies
from model import issue_hierarchy
from model.repository import Repo
from state import seed


def _repo(store, full_name):
    owner, _, name = (full_name or "").partition("/")
    repo = store.repo(owner, name)
    if repo is None:
        raise ValueError("no repository %r" % full_name)
    return repo


def _add_repo(store, data):
    owner, name = data.get("owner"), data.get("name")
    if not isinstance(owner, str) or not isinstance(name, str) or store.user(owner) is None:
        raise ValueError("expected {\"owner\": a known login, \"name\": NAME, \"issues\": [TITLE, ...]}")
    if store.repo(owner, name) is not None:
        raise ValueError("%s/%s exists already" % (owner, name))
    now = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    repo = store.add_repo(Repo(id=seed.new_repo_id(), owner=owner, name=name, created_at=now, updated_at=now,
                               pushed_at=now))
    seed.add_labels(store, repo)
    for number, item in enumerate(data.get("issues") or [], start=1):
        item = item if isinstance(item, dict) else {"title": item}
        labels = [lab["name"] for name in item.get("labels") or [] for lab in [repo.label_by_name(name)] if lab]
        assignees = [login for login in item.get("assignees") or [] if store.user(login) is not None]
        it = seed.add_issue(store, repo, number, title=str(item.get("title")), user=owner,
                            created_at=str(item.get("created_at") or now),
                            labels=labels, assignees=assignees, pr=item.get("pull_request") is True)
        try:
            if item.get("parent") in repo.issues:
                issue_hierarchy.add(store, repo.issues[item["parent"]], it)
            for blocker in item.get("blocked_by") or []:
                if blocker in repo.issues:
                    issue_dependencies.add(store, it, repo.issues[blocker])
        except issue_changes.Refused as refused:
            raise ValueError("item %d: %s" % (number, refused))
    return {"full_name": repo.full_name, "issues": len(repo.issues)}


def _add_labels(store, data):
    repo = _repo(store, data.get("repo"))
    count = data.get("count")
    if not isinstance(count, int) or not 0 < count <= 1000:
        raise ValueError("count must be an integer from 1 to 1000")
    start = len(repo.labels)
    for index in range(start, start + count):
        repo.labels.append({"id": store.new_id("label"), "name": "extra-%03d" % (index - start + 1),
                            "color": "ededed", "description": None, "default": False})
    repo.changed()
    return {"labels": len(repo.labels)}


def _stamp(store, data):
    repo = _repo(store, data.get("repo"))
    it = repo.issues.get(data.get("number"))
    stamp = data.get("updated_at")
    if it is None or not isinstance(stamp, str):
        raise ValueError("expected {\"repo\", \"number\": an issue's number, \"updated_at\": ISO 8601}")
    it["updated_at"] = stamp
    repo.changed()
    return {"number": it["number"], "updated_at": stamp}


def _lag_search(store, data):
    repo = _repo(store, data.get("repo"))
    number = data.get("number")
    if number not in repo.issues:
        raise ValueError("expected {\"repo\", \"number\": an issue's number, before it is transferred}")
    repo.lagging_search.add(number)
    return {"number": number}


HANDLERS = {"/_simulator/seed/repos": _add_repo, "/_simulator/seed/labels": _add_labels,
            "/_simulator/seed/updated-at": _stamp, "/_simulator/seed/lagging-search": _lag_search}


def handle(store, path, data):
    """The answer's JSON for ``path``; ValueError for a request it cannot apply."""
    if not isinstance(data, dict):
        raise ValueError("expected a JSON object")
    return HANDLERS[path](store, data)
