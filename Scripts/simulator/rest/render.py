"""Turn store records into JSON text, caching the expensive parts.

Issue and repository objects are rendered once and kept as JSON fragments in
``repo.cache`` (cleared whenever the repository changes), so a 100-item page is
a string join.  Caller-specific parts (``permissions``) are appended to the
cached fragment.
"""

import json

from model import issue_dependencies
from model import issue_hierarchy
from model import issue_types
from rest import shapes
from web.router import dumps


def user_obj(store, login):
    if login is None:
        return None
    obj = store.simple_user_cache.get(login)
    if obj is None:
        u = store.user(login)
        if u is None:  # unknown logins never reach the store, but stay safe
            u = {"login": login, "id": 0, "type": "User"}
        obj = shapes.simple_user(store.base_url, u)
        store.simple_user_cache[login] = obj
    return obj


def join(fragments):
    return "[" + ",".join(fragments) + "]"


# ------------------------------------------------------------ repositories --

def _repo_base_fragment(store, repo, api_version):
    key = ("repo_base", api_version)
    frag = repo.cache.get(key)
    if frag is None:
        d = shapes.repo_base(store.base_url, repo, store.user(repo.owner), repo.open_issues_count())
        if api_version >= "2026-03-10":
            del d["has_downloads"]
        frag = dumps(d)[:-1]  # without the closing brace
        repo.cache[key] = frag
    return frag


def repo_list_item(store, repo, identity, api_version):
    """A repository as list endpoints return it (permissions when authenticated)."""
    frag = _repo_base_fragment(store, repo, api_version)
    if identity.login:
        role = store.role(repo, identity.login) or "pull"
        return frag + ',"permissions":' + dumps(shapes.permissions(role)) + "}"
    return frag + "}"


def repo_full(store, repo, identity, api_version):
    """GET /repos/{owner}/{repo}."""
    d = json.loads(_repo_base_fragment(store, repo, api_version) + "}")
    role = store.role(repo, identity.login) if identity.login else None
    if identity.login:
        d["permissions"] = shapes.permissions(role or "pull")
    owner = store.user(repo.owner)
    org_user = owner if owner["type"] == "Organization" else None
    parent_obj = source_obj = None
    if repo.parent:
        p = store.repos.get(repo.parent.lower())
        s = store.repos.get((repo.source or repo.parent).lower())
        if p is not None:
            parent_obj = json.loads(repo_list_item(store, p, identity, api_version))
            source_obj = json.loads(repo_list_item(store, s or p, identity, api_version))
    d.update(shapes.repo_full_extras(store.base_url, repo, role, org_user, parent_obj, source_obj))
    return dumps(d)


# ------------------------------------------------------------------ issues --

def label_objs(store, repo, names):
    out = []
    for name in names:
        lab = repo.label_by_name(name)
        if lab is not None:
            out.append(shapes.label(store.base_url, repo, lab))
    return out


def milestone_obj(store, repo, number):
    if number is None:
        return None
    ms = repo.milestone_by_number(number)
    if ms is None:
        return None
    o, c = repo.milestone_counts(number)
    return shapes.milestone(store.base_url, repo, ms, store.user(ms["creator"]), o, c)


def _type_obj(store, repo, it):
    found = issue_types.of_issue(store, repo, it)
    return shapes.issue_type(found) if found else None


def issue_links(store, it):
    """(sub-issues (total, completed, percent), (parent's full name, number) or None, dependencies summary), or
    None without links.  Part of the cache key: a linked issue in another repository may change without clearing
    this one's cache."""
    if not any(it.get(k) for k in ("sub_issue_ids", "parent_id", "blocked_by_ids", "blocking_ids")):
        return None
    parent_repo, parent = issue_hierarchy.parent_of(store, it)
    return (issue_hierarchy.summary(store, it), (parent_repo.full_name, parent["number"]) if parent else None,
            issue_dependencies.summary(store, it))


def issue_fragment(store, repo, it, single=False, api_version="2022-11-28"):
    links = issue_links(store, it)
    key = ("issue", it["number"], single, api_version, links)
    frag = repo.cache.get(key)
    if frag is None:
        d = shapes.issue(
            store.base_url, repo, it,
            user_obj(store, it["user"]),
            label_objs(store, repo, it["labels"]),
            [user_obj(store, a) for a in it["assignees"]],
            milestone_obj(store, repo, it["milestone"]),
            closed_by_obj=user_obj(store, it.get("closed_by")),
            single=single, api_version=api_version, links=links, type_obj=_type_obj(store, repo, it))
        frag = dumps(d)
        repo.cache[key] = frag
    return frag


def search_item(store, repo, it, api_version):
    return issue_fragment(store, repo, it, False, api_version)[:-1] + ',"score":1.0}'


def comment_fragment(store, repo, number, c):
    key = ("comment", c["id"])
    frag = repo.cache.get(key)
    if frag is None:
        frag = dumps(shapes.comment(store.base_url, repo, number, c, user_obj(store, c["user"])))
        repo.cache[key] = frag
    return frag
