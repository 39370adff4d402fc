"""Builders for GitHub's JSON objects.

Key sets and order follow real api.github.com replies: octokit/*.json recordings
(repository, issue, label), the OpenAPI examples in openapi/*.json (private
user, milestone, comment, assignees) and current replies seen in public
recordings (``user_view_type`` on users; ``type``, ``sub_issues_summary``,
``issue_dependencies_summary`` and ``draft`` on issues).  Nothing is copied:
every object is generated from the simulator's own seed records.

``api`` is the simulator's base URL (``http://127.0.0.1:PORT``), used where
GitHub puts ``https://api.github.com``; web links use ``https://github.com``.
"""

import base64
from urllib.parse import quote

WEB = "https://github.com"


def node_id(kind, ident):
    """Legacy global node id, e.g. ``MDQ6VXNlcjE=`` for User 1."""
    raw = "0%d:%s%d" % (len(kind), kind, ident)
    return base64.b64encode(raw.encode()).decode()


def simple_user(api, u):
    login = u["login"]
    base = "%s/users/%s" % (api, login)
    return {
        "login": login,
        "id": u["id"],
        "node_id": node_id("Organization" if u["type"] == "Organization" else "User", u["id"]),
        "avatar_url": "https://avatars.githubusercontent.com/u/%d?v=4" % u["id"],
        "gravatar_id": "",
        "url": base,
        "html_url": "%s/%s" % (WEB, login),
        "followers_url": base + "/followers",
        "following_url": base + "/following{/other_user}",
        "gists_url": base + "/gists{/gist_id}",
        "starred_url": base + "/starred{/owner}{/repo}",
        "subscriptions_url": base + "/subscriptions",
        "organizations_url": base + "/orgs",
        "repos_url": base + "/repos",
        "events_url": base + "/events{/privacy}",
        "received_events_url": base + "/received_events",
        "type": u["type"],
        "user_view_type": "public",
        "site_admin": False,
    }


def public_user(api, u, public_repos):
    """GET /users/{login}."""
    out = simple_user(api, u)
    out.update({
        "name": u.get("name"),
        "company": u.get("company"),
        "blog": u.get("blog", ""),
        "location": u.get("location"),
        "email": u.get("email"),
        "hireable": u.get("hireable"),
        "bio": u.get("bio"),
        "twitter_username": u.get("twitter_username"),
        "public_repos": public_repos,
        "public_gists": u.get("public_gists", 0),
        "followers": u.get("followers", 0),
        "following": u.get("following", 0),
        "created_at": u["created_at"],
        "updated_at": u["updated_at"],
    })
    return out


def private_user(api, u, public_repos, private_repos):
    """GET /user (openapi users-get-authenticated example keys): the public profile plus the private fields,
    with notification_email where GitHub puts it (after twitter_username)."""
    out = {}
    for key, value in public_user(api, u, public_repos).items():
        out[key] = value
        if key == "twitter_username":
            out["notification_email"] = u.get("email")
    out["user_view_type"] = "private"
    out.update({
        "private_gists": u.get("private_gists", 0),
        "total_private_repos": private_repos,
        "owned_private_repos": private_repos,
        "disk_usage": u.get("disk_usage", 0),
        "collaborators": u.get("collaborators", 0),
        "two_factor_authentication": u.get("two_factor_authentication", True),
        "plan": {"name": "pro", "space": 976562499, "collaborators": 0, "private_repos": 9999},
    })
    return out


PERMISSION_LEVELS = ("pull", "triage", "push", "maintain", "admin")


def permissions(role):
    rank = PERMISSION_LEVELS.index(role)
    return {
        "admin": rank >= 4,
        "maintain": rank >= 3,
        "push": rank >= 2,
        "triage": rank >= 1,
        "pull": True,
    }


LICENSES = {
    "mit": ("MIT License", "MIT", 13),
    "apache-2.0": ("Apache License 2.0", "Apache-2.0", 2),
    "gpl-3.0": ("GNU General Public License v3.0", "GPL-3.0", 9),
}


def license_obj(api, key):
    if not key:
        return None
    name, spdx, num = LICENSES[key]
    return {"key": key, "name": name, "spdx_id": spdx, "url": "%s/licenses/%s" % (api, key),
            "node_id": node_id("License", num)}


def repo_base(api, repo, owner_user, open_issues):
    """Repository keys up to ``default_branch`` (everything but permissions and the
    single-repository extras)."""
    full = repo.full_name
    r = "%s/repos/%s" % (api, full)
    html = "%s/%s" % (WEB, full)
    return {
        "id": repo.id,
        "node_id": node_id("Repository", repo.id),
        "name": repo.name,
        "full_name": full,
        "private": repo.private,
        "owner": simple_user(api, owner_user),
        "html_url": html,
        "description": repo.description,
        "fork": repo.fork,
        "url": r,
        "forks_url": r + "/forks",
        "keys_url": r + "/keys{/key_id}",
        "collaborators_url": r + "/collaborators{/collaborator}",
        "teams_url": r + "/teams",
        "hooks_url": r + "/hooks",
        "issue_events_url": r + "/issues/events{/number}",
        "events_url": r + "/events",
        "assignees_url": r + "/assignees{/user}",
        "branches_url": r + "/branches{/branch}",
        "tags_url": r + "/tags",
        "blobs_url": r + "/git/blobs{/sha}",
        "git_tags_url": r + "/git/tags{/sha}",
        "git_refs_url": r + "/git/refs{/sha}",
        "trees_url": r + "/git/trees{/sha}",
        "statuses_url": r + "/statuses/{sha}",
        "languages_url": r + "/languages",
        "stargazers_url": r + "/stargazers",
        "contributors_url": r + "/contributors",
        "subscribers_url": r + "/subscribers",
        "subscription_url": r + "/subscription",
        "commits_url": r + "/commits{/sha}",
        "git_commits_url": r + "/git/commits{/sha}",
        "comments_url": r + "/comments{/number}",
        "issue_comment_url": r + "/issues/comments{/number}",
        "contents_url": r + "/contents/{+path}",
        "compare_url": r + "/compare/{base}...{head}",
        "merges_url": r + "/merges",
        "archive_url": r + "/{archive_format}{/ref}",
        "downloads_url": r + "/downloads",
        "issues_url": r + "/issues{/number}",
        "pulls_url": r + "/pulls{/number}",
        "milestones_url": r + "/milestones{/number}",
        "notifications_url": r + "/notifications{?since,all,participating}",
        "labels_url": r + "/labels{/name}",
        "releases_url": r + "/releases{/id}",
        "deployments_url": r + "/deployments",
        "created_at": repo.created_at,
        "updated_at": repo.updated_at,
        "pushed_at": repo.pushed_at,
        "git_url": "git://github.com/%s.git" % full,
        "ssh_url": "git@github.com:%s.git" % full,
        "clone_url": "%s.git" % html,
        "svn_url": html,
        "homepage": repo.homepage,
        "size": repo.size,
        "stargazers_count": repo.stars,
        "watchers_count": repo.stars,
        "language": repo.language,
        "has_issues": repo.has_issues,
        "has_projects": True,
        "has_downloads": True,
        "has_wiki": repo.has_wiki,
        "has_pages": False,
        "has_discussions": False,
        "forks_count": repo.forks_count,
        "mirror_url": None,
        "archived": repo.archived,
        "disabled": False,
        "open_issues_count": open_issues,
        "license": license_obj(api, repo.license),
        "allow_forking": True,
        "is_template": repo.is_template,
        "web_commit_signoff_required": False,
        "topics": list(repo.topics),
        "visibility": "private" if repo.private else "public",
        "forks": repo.forks_count,
        "open_issues": open_issues,
        "watchers": repo.stars,
        "default_branch": repo.default_branch,
    }


def repo_full_extras(api, repo, role, org_user, parent_obj, source_obj):
    """Keys only GET /repos/{owner}/{repo} returns, after ``permissions``."""
    out = {}
    if role in ("push", "maintain", "admin"):
        out.update({
            "temp_clone_token": "",
            "allow_squash_merge": True,
            "allow_merge_commit": True,
            "allow_rebase_merge": True,
            "allow_auto_merge": False,
            "delete_branch_on_merge": False,
            "allow_update_branch": False,
            "use_squash_pr_title_as_default": False,
            "squash_merge_commit_message": "COMMIT_MESSAGES",
            "squash_merge_commit_title": "COMMIT_OR_PR_TITLE",
            "merge_commit_message": "PR_TITLE",
            "merge_commit_title": "MERGE_MESSAGE",
        })
    out["custom_properties"] = {}
    if org_user is not None:
        out["organization"] = simple_user(api, org_user)
    if parent_obj is not None:
        out["parent"] = parent_obj
        out["source"] = source_obj
    if role == "admin":
        out["security_and_analysis"] = {
            "secret_scanning": {"status": "disabled"},
            "secret_scanning_push_protection": {"status": "disabled"},
            "dependabot_security_updates": {"status": "disabled"},
            "secret_scanning_non_provider_patterns": {"status": "disabled"},
            "secret_scanning_validity_checks": {"status": "disabled"},
        }
    out["network_count"] = repo.forks_count
    out["subscribers_count"] = max(1, repo.stars // 4)
    return out


def label(api, repo, lab):
    return {
        "id": lab["id"],
        "node_id": node_id("Label", lab["id"]),
        "url": "%s/repos/%s/labels/%s" % (api, repo.full_name, quote(lab["name"], safe="")),
        "name": lab["name"],
        "color": lab["color"],
        "default": lab["default"],
        "description": lab["description"],
    }


def milestone(api, repo, ms, creator_user, open_count, closed_count):
    r = "%s/repos/%s" % (api, repo.full_name)
    return {
        "url": "%s/milestones/%d" % (r, ms["number"]),
        "html_url": "%s/%s/milestone/%d" % (WEB, repo.full_name, ms["number"]),
        "labels_url": "%s/milestones/%d/labels" % (r, ms["number"]),
        "id": ms["id"],
        "node_id": node_id("Milestone", ms["id"]),
        "number": ms["number"],
        "state": ms["state"],
        "title": ms["title"],
        "description": ms["description"],
        "creator": simple_user(api, creator_user),
        "open_issues": open_count,
        "closed_issues": closed_count,
        "created_at": ms["created_at"],
        "updated_at": ms["updated_at"],
        "closed_at": ms["closed_at"],
        "due_on": ms["due_on"],
    }


# REST's reaction keys, in the order GraphQL lists the same kinds (THUMBS_UP, THUMBS_DOWN, LAUGH, ...).
REACTION_KEYS = ("+1", "-1", "laugh", "hooray", "confused", "heart", "rocket", "eyes")


def reactions(url, counts=None):
    counts = counts or {}
    out = {"url": url, "total_count": sum(counts.get(k, 0) for k in REACTION_KEYS)}
    for k in REACTION_KEYS:
        out[k] = counts.get(k, 0)
    return out


def issue(api, repo, it, user_obj, label_objs, assignee_objs, milestone_obj,
          closed_by_obj=None, single=False, api_version="2022-11-28", links=None, type_obj=None):
    """An issue (or a pull request seen through the issues API).  ``links``: ``render.issue_links``;
    ``type_obj``: ``issue_type``'s answer."""
    n = it["number"]
    r = "%s/repos/%s" % (api, repo.full_name)
    iu = "%s/issues/%d" % (r, n)
    html = "%s/%s/%s/%d" % (WEB, repo.full_name, "pull" if it["pr"] else "issues", n)
    out = {
        "url": iu,
        "repository_url": r,
        "labels_url": iu + "/labels{/name}",
        "comments_url": iu + "/comments",
        "events_url": iu + "/events",
        "html_url": html,
        "id": it["id"],
        "node_id": node_id("PullRequest" if it["pr"] else "Issue", it["id"]),
        "number": n,
        "title": it["title"],
        "user": user_obj,
        "labels": label_objs,
        "state": it["state"],
        "locked": it.get("locked", False),
        "assignee": assignee_objs[0] if assignee_objs else None,
        "assignees": assignee_objs,
        "milestone": milestone_obj,
        "comments": it["comments"],
        "created_at": it["created_at"],
        "updated_at": it["updated_at"],
        "closed_at": it["closed_at"],
        "author_association": it["author_association"],
        "type": type_obj,
        "active_lock_reason": it.get("active_lock_reason"),
    }
    if api_version >= "2026-03-10":
        del out["assignee"]
    if it["pr"]:
        out["draft"] = it.get("draft", False)
        out["pull_request"] = {
            "url": "%s/pulls/%d" % (r, n),
            "html_url": html,
            "diff_url": html + ".diff",
            "patch_url": html + ".patch",
            "merged_at": it.get("merged_at"),
        }
    (total, completed, percent), parent, (blocked_by, total_blocked_by, blocking, total_blocking) = (
        links or ((0, 0, 0), None, (0, 0, 0, 0)))
    out["sub_issues_summary"] = {"total": total, "completed": completed, "percent_completed": percent}
    if parent is not None:
        out["parent_issue_url"] = "%s/repos/%s/issues/%d" % ((api,) + parent)
    out["issue_dependencies_summary"] = {"blocked_by": blocked_by, "total_blocked_by": total_blocked_by,
                                         "blocking": blocking, "total_blocking": total_blocking}
    out["body"] = it["body"]
    if single:
        out["closed_by"] = closed_by_obj
    out["reactions"] = reactions(iu + "/reactions", it.get("reactions"))
    out["timeline_url"] = iu + "/timeline"
    out["performed_via_github_app"] = None
    out["state_reason"] = it["state_reason"]
    out["pinned_comment"] = None
    return out


def issue_type(t):
    """An organisation's issue type, as GitHub's REST ``IssueType``."""
    return {"id": t["id"], "node_id": node_id("IssueType", t["id"]), "name": t["name"],
            "description": t["description"], "color": t["color"], "created_at": t["created_at"],
            "updated_at": t["updated_at"], "is_enabled": t["is_enabled"]}


def comment_html_url(repo, number, c):
    kind = "pull" if c.get("pr") else "issues"
    return "%s/%s/%s/%d#issuecomment-%d" % (WEB, repo.full_name, kind, number, c["id"])


def comment(api, repo, number, c, user_obj):
    r = "%s/repos/%s" % (api, repo.full_name)
    return {
        "url": "%s/issues/comments/%d" % (r, c["id"]),
        "html_url": comment_html_url(repo, number, c),
        "issue_url": "%s/issues/%d" % (r, number),
        "id": c["id"],
        "node_id": node_id("IssueComment", c["id"]),
        "user": user_obj,
        "created_at": c["created_at"],
        "updated_at": c["updated_at"],
        "body": c["body"],
        "author_association": c["author_association"],
        "reactions": reactions("%s/issues/comments/%d/reactions" % (r, c["id"]), c.get("reactions")),
        "performed_via_github_app": None,
        "minimized": None,
    }


def content_entry(api, repo, path, kind, sha, size, ref):
    """A contents API entry (file or dir) without ``content``/``encoding``."""
    name = path.rsplit("/", 1)[-1]
    r = "%s/repos/%s" % (api, repo.full_name)
    qpath = quote(path)
    self_url = "%s/contents/%s?ref=%s" % (r, qpath, ref)
    if kind == "file":
        html = "%s/%s/blob/%s/%s" % (WEB, repo.full_name, ref, qpath)
        git = "%s/git/blobs/%s" % (r, sha)
        download = "https://raw.githubusercontent.com/%s/%s/%s" % (repo.full_name, ref, qpath)
    else:
        html = "%s/%s/tree/%s/%s" % (WEB, repo.full_name, ref, qpath)
        git = "%s/git/trees/%s" % (r, sha)
        download = None
    return {
        "name": name,
        "path": path,
        "sha": sha,
        "size": size,
        "url": self_url,
        "html_url": html,
        "git_url": git,
        "download_url": download,
        "type": kind,
        "_links": {"self": self_url, "git": git, "html": html},
    }
