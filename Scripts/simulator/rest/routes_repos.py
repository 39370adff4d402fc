"""Single repository and its small collections: GET /repos/{owner}/{repo}
(and /repositories/{id}), labels, milestones, assignees and the contents API.
Owner and repository names are case-insensitive, as on GitHub."""

import base64
import hashlib

from rest import render
from rest import shapes
from rest.routes_users import paged
from web.router import Response, error, not_found, repo_route, route


def resolve(req, doc="repo"):
    """(repo, None) or (None, 404 response).  Private repositories the caller
    cannot see are 404, exactly like unknown ones."""
    store = req.store
    p = req.params
    if p.get("repo_id"):
        repo = store.repos_by_id.get(int(p["repo_id"]))
    else:
        repo = store.repo(p["owner"], p["repo"])
    if repo is None or not store.can_read(repo, req.identity):
        return None, not_found(doc)
    return repo, None


def list_base(req, repo, rest):
    return "%s/repositories/%d/%s" % (req.store.base_url, repo.id, rest)


@repo_route("GET", r"$")
def get_repo(req):
    repo, err = resolve(req)
    if err:
        return err
    return Response(200, text=render.repo_full(req.store, repo, req.identity, req.api_version),
                    last_modified=repo.pushed_at)


@repo_route("GET", r"/labels$")
def list_labels(req):
    repo, err = resolve(req, "labels")
    if err:
        return err
    store = req.store
    labels = sorted(repo.labels, key=lambda lab: lab["name"].lower())
    return paged(req, labels, lambda lab: render.dumps(shapes.label(store.base_url, repo, lab)),
                 list_base(req, repo, "labels"))


@repo_route("GET", r"/milestones$")
def list_milestones(req):
    repo, err = resolve(req, "milestones")
    if err:
        return err
    store = req.store
    q = req.query
    state = q.get("state", "open")
    items = [ms for ms in repo.milestones if state == "all" or ms["state"] == state]
    sort = q.get("sort", "due_on")
    direction = q.get("direction", "asc")

    def completeness(ms):
        o, c = repo.milestone_counts(ms["number"])
        return (c / (o + c) if o + c else 0.0, ms["number"])

    if sort == "completeness":
        items.sort(key=completeness, reverse=direction == "desc")
    else:
        with_due = sorted((m for m in items if m["due_on"]), key=lambda m: (m["due_on"], m["number"]),
                          reverse=direction == "desc")
        without = sorted((m for m in items if not m["due_on"]), key=lambda m: m["number"])
        items = with_due + without
    return paged(req, items, lambda ms: render.dumps(render.milestone_obj(store, repo, ms["number"])),
                 list_base(req, repo, "milestones"))


@repo_route("GET", r"/assignees$")
def list_assignees(req):
    repo, err = resolve(req, "assignees")
    if err:
        return err
    store = req.store
    logins = store.assignable_logins(repo)
    return paged(req, logins, lambda login: render.dumps(render.user_obj(store, login)),
                 list_base(req, repo, "assignees"))


@repo_route("GET", r"/assignees/(?P<assignee>[^/]+)$")
def check_assignee(req):
    repo, err = resolve(req, "assignee-check")
    if err:
        return err
    wanted = req.params["assignee"].lower()
    if any(a.lower() == wanted for a in req.store.assignable_logins(repo)):
        return Response(204, cacheable=False)
    return not_found("assignee-check")


# ------------------------------------------------------------ contents --

def _b64_lines(data):
    enc = base64.b64encode(data).decode("ascii")
    return "".join(enc[i:i + 60] + "\n" for i in range(0, len(enc), 60))


def _blob_sha(data):
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def _tree_sha(repo, path):
    return hashlib.sha1(("tree:%s:%s" % (repo.full_name, path)).encode()).hexdigest()


@repo_route("GET", r"/contents(?:/(?P<path>.*))?$")
def get_contents(req):
    repo, err = resolve(req, "contents")
    if err:
        return err
    store = req.store
    ref = req.query.get("ref") or repo.default_branch
    if ref != repo.default_branch:
        return error(404, "No commit found for the ref %s" % ref, "contents")
    path = (req.params.get("path") or "").strip("/")
    files = repo.files
    if path in files:
        data = files[path]
        d = shapes.content_entry(store.base_url, repo, path, "file", _blob_sha(data), len(data), ref)
        links = d.pop("_links")
        d["content"] = _b64_lines(data)
        d["encoding"] = "base64"
        d["_links"] = links
        return Response(200, obj=d, last_modified=repo.pushed_at)
    prefix = path + "/" if path else ""
    children = {}
    for fp, data in files.items():
        if not fp.startswith(prefix):
            continue
        rest = fp[len(prefix):]
        head, sep, _ = rest.partition("/")
        child = prefix + head
        if sep:
            children[child] = ("dir", _tree_sha(repo, child), 0)
        else:
            children[child] = ("file", _blob_sha(data), len(data))
    if not children:
        if not files and not path:
            return error(404, "This repository is empty.", "contents")
        return not_found("contents")
    # GitHub lists at most 1,000 entries of a directory (its docs send larger ones to the Git Trees API).
    listed = sorted(children.items(), key=lambda kv: kv[0].lower())[:1000]
    entries = [shapes.content_entry(store.base_url, repo, p, kind, sha, size, ref)
               for p, (kind, sha, size) in listed]
    return Response(200, obj=entries, last_modified=repo.pushed_at)


@route("GET", r"^/repos/(?P<owner>[^/]+)/(?P<repo>[^/]+)/readme$", accepted_scopes="repo")
def readme(req):
    req.params["path"] = "README.md"
    return get_contents(req)
