"""GET /search/issues.

Supported qualifiers: repo:o/r, user:x, org:x, is:issue|pr|open|closed,
type:issue|pr, type:NAME (an issue type of the repository's owner), is:blocked|blocking (an open issue
blocks it / it blocks an open issue, as the dependencies summary counts), parent-issue:o/r#N (the sub-issues of
that issue), state:open|closed, label:x (repeatable, quoted names, -label:x
excludes), author:x, assignee:x, mentions:x, milestone:"title",
no:assignee|label|milestone|project (no issue is in a project here, so project:x matches none), archived:true|false
(the repository's), team:org/name (no team is ever mentioned here), author:app/NAME (the app's NAME[bot]),
in:title|body|comments (@me in people qualifiers is the
caller), commenter:x, involves:x (author, assignee, mentioned or commenter),
is:locked|unlocked, is:public|private|internal (the repository's visibility), language:x (the
repository's), created:/updated:/closed: date ranges and comments:/interactions:/reactions: number ranges (see
search_ranges.py), plus free-text words matched case-insensitively in title/body.  ``sort``
comments|created|updated|reactions|reactions-+1|-1|heart|smile|tada|thinking_face|interactions, ``order``
asc|desc (default desc; without sort: "best match", newest first).

Rate-limit resource ``search`` (30/min authenticated, 10 unauthenticated).
Replies carry ``Cache-Control: no-cache`` and no ETag, as in
octokit/search-issues.json.  Only the first 1000 results are reachable:
a page starting beyond them is 422 (text as api.github.com returns it).
"""

import re

from model import issue_dependencies
from model import issue_hierarchy
from model import issue_types
from rest import render
from rest import search_ranges
from rest.routes_issues import mention_rx, mentions
from rest.routes_users import paged
from web.router import error, route

TOKEN = re.compile(r'\s*(?:(?P<neg>-)?(?P<key>[A-Za-z_][A-Za-z_-]*):(?:"(?P<qv>[^"]*)"|(?P<v>[^\s"]+))'
                   r'|"(?P<phrase>[^"]*)"|(?P<word>\S+))')

ME_KEYS = ("author", "assignee", "mentions", "user", "involves", "commenter")

CANNOT_SEARCH = ("The listed users and repositories cannot be searched either because the resources "
                 "do not exist or you do not have permission to view them.")


def _reactions(it, content=None):
    counts = it.get("reactions") or {}
    return sum(counts.values()) if content is None else counts.get(content, 0)


COUNTS = {"comments": lambda it: it["comments"], "reactions": _reactions,
          "interactions": lambda it: it["comments"] + _reactions(it)}
# GitHub's sort names for one kind of reaction, and the reaction each counts.
SORT_COUNTS = dict(COUNTS, **{"reactions-" + name: (lambda it, c=content: _reactions(it, c)) for name, content in (
    ("+1", "+1"), ("-1", "-1"), ("heart", "heart"), ("smile", "laugh"), ("tada", "hooray"),
    ("thinking_face", "confused"))})


def commented(repo, it, login):
    return any((c["user"] or "").lower() == login for c in repo.comments.get(it["number"], ()))


def _lagging(repo):
    """The issues transferred out of ``repo`` that the index still shows there: as they are now (their node id
    the new one's) under their old number, without the milestone of their new repository."""
    found = []
    for number in sorted(repo.lagging_search):
        target, new_number = repo.gone.get(number) or (None, None)
        it = target.issues.get(new_number) if target is not None else None
        if it is not None:
            found.append(dict(it, number=number, milestone=None))
    return found


def parse(q):
    quals, words = [], []
    pos = 0
    while pos < len(q):
        m = TOKEN.match(q, pos)
        if not m or m.end() == pos:
            break
        pos = m.end()
        if m.group("key"):
            value = m.group("qv") if m.group("qv") is not None else m.group("v")
            quals.append((m.group("key").lower(), value, bool(m.group("neg"))))
        elif m.group("phrase") is not None:
            if m.group("phrase").strip():
                words.append(m.group("phrase").lower())
        elif m.group("word"):
            words.append(m.group("word").lower())
    return quals, words


def _search_error(message_errors):
    return error(422, "Validation Failed", "search", errs=message_errors)


@route("GET", r"^/search/issues$", resource="search")
def search_issues(req):
    store = req.store
    ident = req.identity
    q = req.query.get("q")
    if q is None or not q.strip():
        return _search_error([{"resource": "Search", "field": "q", "code": "missing"}])
    per_page = int(req.query.get("per_page", "30")) if req.query.get("per_page", "30").isdigit() else 30
    per_page = min(max(per_page, 1), 100)
    page = int(req.query.get("page", "1")) if req.query.get("page", "1").isdigit() else 1
    page = max(page, 1)
    if (page - 1) * per_page >= 1000:
        return error(422, "Only the first 1000 search results are available", "search")

    quals, words = parse(q)
    # GitHub reads @me as the signed-in user in people qualifiers.
    quals = [(key, ident.login if value == "@me" and ident.login and key in ME_KEYS else value, neg)
             for key, value, neg in quals]
    repos = None
    owners = None
    for key, value, neg in quals:
        if key == "repo":
            r = store.repos.get(value.lower())
            if r is None or not store.can_read(r, ident):
                return _search_error([{"message": CANNOT_SEARCH, "resource": "Search", "field": "q",
                                       "code": "invalid"}])
            repos = (repos or []) + [r]
        elif key in ("user", "org"):
            if store.user(value) is None:
                return _search_error([{"message": CANNOT_SEARCH, "resource": "Search", "field": "q",
                                       "code": "invalid"}])
            owners = (owners or set()) | {value.lower()}
    if repos is None:
        repos = [r for r in store.repos.values() if store.can_read(r, ident)]
    if owners is not None:
        repos = [r for r in repos if r.owner.lower() in owners]
    repos = [r for r in repos if r.has_issues]

    in_fields = {"title", "body"}
    checks = []
    for key, value, neg in quals:
        v = value.lower()
        if key in ("is", "type", "state"):
            if v in ("issue", "issues"):
                checks.append(lambda r, it: not it["pr"])
            elif v in ("pr", "pull-request", "pullrequest"):
                checks.append(lambda r, it: it["pr"])
            elif v in ("open", "closed"):
                checks.append(lambda r, it, v=v: it["state"] == v)
            elif v == "merged":
                checks.append(lambda r, it: bool(it.get("merged_at")))
            elif v in ("locked", "unlocked"):
                checks.append(lambda r, it, want=v == "locked": bool(it.get("locked", False)) == want)
            elif key == "is" and v in ("public", "private"):
                checks.append(lambda r, it, want=v == "private": r.private == want)
            elif key == "is" and v == "internal":
                checks.append(lambda r, it: False)
            elif key == "is" and v in ("blocked", "blocking"):
                open_count = 0 if v == "blocked" else 2
                checks.append(lambda r, it, i=open_count: issue_dependencies.summary(store, it)[i] > 0)
            elif key == "type":
                checks.append(lambda r, it, v=v: (issue_types.of_issue(store, r, it) or {}).get("name", "").lower()
                              == v)
        elif key == "parent-issue":
            def parent_check(r, it, v=v):
                parent_repo, parent = issue_hierarchy.parent_of(store, it)
                return parent is not None and "%s#%d" % (parent_repo.full_name.lower(), parent["number"]) == v
            checks.append(parent_check)
        elif key == "label":
            names = {x.strip().lower() for x in v.split(",")}
            if neg:
                checks.append(lambda r, it, n=names: not (n & {lab.lower() for lab in it["labels"]}))
            else:
                checks.append(lambda r, it, n=names: bool(n & {lab.lower() for lab in it["labels"]}))
        elif key == "author":
            login = v[len("app/"):] + "[bot]" if v.startswith("app/") else v
            checks.append(lambda r, it, v=login: (it["user"].lower() == v) != neg)
        elif key == "archived" and v in ("true", "false"):
            checks.append(lambda r, it, want=v == "true": (r.archived == want) != neg)
        elif key in ("project", "team"):
            checks.append(lambda r, it: neg)
        elif key == "assignee":
            checks.append(lambda r, it, v=v: any(a.lower() == v for a in it["assignees"]) != neg)
        elif key == "mentions":
            rx = mention_rx(value)
            checks.append(lambda r, it, rx=rx: mentions(r, it, rx) != neg)
        elif key == "milestone":
            def ms_check(r, it, v=v):
                if it["milestone"] is None:
                    return neg
                ms = r.milestone_by_number(it["milestone"])
                return (ms is not None and ms["title"].lower() == v) != neg
            checks.append(ms_check)
        elif key == "no":
            if v == "assignee":
                checks.append(lambda r, it: not it["assignees"])
            elif v == "label":
                checks.append(lambda r, it: not it["labels"])
            elif v == "milestone":
                checks.append(lambda r, it: it["milestone"] is None)
            elif v == "project":
                checks.append(lambda r, it: True)
        elif key == "in":
            in_fields = {f for f in v.split(",") if f in ("title", "body", "comments")} or in_fields
        elif key == "commenter":
            checks.append(lambda r, it, v=v: commented(r, it, v) != neg)
        elif key == "involves":
            rx = mention_rx(value)
            checks.append(lambda r, it, v=v, rx=rx: (it["user"].lower() == v or any(a.lower() == v for a in it["assignees"])
                                                     or mentions(r, it, rx) or commented(r, it, v)) != neg)
        elif key == "language":
            checks.append(lambda r, it, v=v: ((r.language or "").lower() == v) != neg)
        elif key in ("created", "updated", "closed"):
            check = search_ranges.dates(value)
            checks.append(lambda r, it, f=key + "_at", c=check: c(it.get(f)) != neg)
        elif key in ("comments", "interactions", "reactions"):
            check = search_ranges.numbers(value)
            checks.append(lambda r, it, k=key, c=check: c(COUNTS[k](it)) != neg)

    def text_ok(repo, it):
        if not words:
            return True
        hay = []
        if "title" in in_fields:
            hay.append(it["title"].lower())
        if "body" in in_fields and it["body"]:
            hay.append(it["body"].lower())
        if "comments" in in_fields:
            hay += [c["body"].lower() for c in repo.comments.get(it["number"], ()) if c["body"]]
        joined = "\n".join(hay)
        return all(w in joined for w in words)

    results = []
    for repo in repos:
        for it in repo.all_issues() + _lagging(repo):
            if all(c(repo, it) for c in checks) and text_ok(repo, it):
                results.append((repo, it))

    sort = req.query.get("sort")
    reverse = req.query.get("order", "desc") != "asc"
    if sort == "comments":
        keyf = lambda p: (p[1]["comments"], p[1]["id"])  # noqa: E731
    elif sort == "updated":
        keyf = lambda p: (p[1]["updated_at"], p[1]["id"])  # noqa: E731
    elif sort in SORT_COUNTS:
        keyf = lambda p: (SORT_COUNTS[sort](p[1]), p[1]["id"])  # noqa: E731
    else:  # created, or best match
        keyf = lambda p: (p[1]["created_at"], p[1]["id"])  # noqa: E731
        if sort != "created":
            reverse = True
    results.sort(key=keyf, reverse=reverse)

    version = req.api_version
    resp = paged(req, results, lambda p: render.search_item(store, p[0], p[1], version),
                 store.base_url + "/search/issues", cap=1000)
    items_text = resp.raw.decode("utf-8")
    resp.raw = ('{"total_count":%d,"incomplete_results":false,"items":%s}'
                % (len(results), items_text)).encode("utf-8")
    resp.cacheable = False
    resp.headers.append(("Cache-Control", "no-cache"))
    return resp
