"""Issues: list (with every filter of issues/list-for-repo), get, create, and
issue comments.  Pull requests appear in the lists, as on GitHub.

Error bodies checked against real replies:
- missing title -> 422 ``Invalid request.\\n\\n"title" wasn't supplied.``
- wrong JSON type -> 422 ``Invalid request.\\n\\nFor 'properties/labels', nil is not an array.``
- unknown assignee / milestone / issue type (``type``, a name; issue_types.py) on
  create -> 422 Validation Failed with ``{"value","resource":"Issue","field","code":"invalid"}``
- unknown milestone number in a list filter -> 422 Validation Failed
  ``{"value":"<as sent>","resource":"Issue","field":"milestone","code":"invalid"}``
  (github3.py issue #406 shows this reply from api.github.com)
- issues disabled -> 410 ``Issues are disabled for this repo``
"""

import re
import time

from model import issue_changes
from model import issue_types
from rest import render
from rest import routes_issue_gone
from rest.routes_repos import list_base, resolve
from rest.routes_users import paged, requires_auth
from web.router import Response, error, not_found, repo_route


def gone():
    return error(410, "Issues are disabled for this repo", "issues-disabled")


def invalid(message, doc="create-issue"):
    return error(422, "Invalid request.\n\n" + message, doc)


def ruby_inspect(v):
    if v is None:
        return "nil"
    return render.dumps(v)


def validation(errs, doc):
    return error(422, "Validation Failed", doc, errs=errs)


def _normalize_since(value):
    value = value.strip()
    for fmt in ("%Y-%m-%dT%H:%M:%SZ", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d"):
        try:
            return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.strptime(value, fmt))
        except ValueError:
            pass
    m = re.match(r"^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d+)?([+-]\d{2}):?(\d{2})$", value)
    if m:
        import calendar
        base = calendar.timegm(time.strptime(m.group(1), "%Y-%m-%dT%H:%M:%S"))
        sign = 1 if m.group(2)[0] == "+" else -1
        offset = sign * (abs(int(m.group(2))) * 3600 + int(m.group(3)) * 60)
        return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(base - offset))
    return None


def mention_rx(login):
    return re.compile(r"(?<![\w@])@" + re.escape(login) + r"(?![\w-])", re.IGNORECASE)


def mentions(repo, it, rx):
    if it["body"] and rx.search(it["body"]):
        return True
    for c in repo.comments.get(it["number"], ()):
        if c["body"] and rx.search(c["body"]):
            return True
    return False


# ------------------------------------------------------------------- list --

_LIST_PARAMETERS = ("state", "milestone", "assignee", "creator", "mentioned", "labels", "since", "sort", "direction")


def _matching(repo, q):
    """The issues and pull requests a list's filters match, in its order; or the 422 of an unknown milestone."""
    items = repo.all_issues()

    state = q.get("state", "open")
    if state not in ("open", "closed", "all"):
        state = "open"
    if state != "all":
        items = [it for it in items if it["state"] == state]

    ms = q.get("milestone")
    if ms:
        if ms == "*":
            items = [it for it in items if it["milestone"] is not None]
        elif ms.lower() == "none":
            items = [it for it in items if it["milestone"] is None]
        else:
            number = int(ms) if ms.isdigit() else None
            if number is None or repo.milestone_by_number(number) is None:
                return validation([{"value": ms, "resource": "Issue", "field": "milestone", "code": "invalid"}],
                                  "issues")
            items = [it for it in items if it["milestone"] == number]

    assignee = q.get("assignee")
    if assignee:
        if assignee == "*":
            items = [it for it in items if it["assignees"]]
        elif assignee.lower() == "none":
            items = [it for it in items if not it["assignees"]]
        else:
            low = assignee.lower()
            items = [it for it in items if any(a.lower() == low for a in it["assignees"])]

    creator = q.get("creator")
    if creator:
        low = creator.lower()
        items = [it for it in items if it["user"].lower() == low]

    mentioned = q.get("mentioned")
    if mentioned:
        rx = mention_rx(mentioned)
        items = [it for it in items if mentions(repo, it, rx)]

    labels = q.get("labels")
    if labels:
        wanted = {x.strip().lower() for x in labels.split(",") if x.strip()}
        items = [it for it in items if wanted <= {lab.lower() for lab in it["labels"]}]

    since = q.get("since")
    if since:
        norm = _normalize_since(since)
        if norm:
            items = [it for it in items if it["updated_at"] >= norm]

    sort = q.get("sort", "created")
    direction = q.get("direction", "desc")
    reverse = direction != "asc"
    if sort == "updated":
        items = sorted(items, key=lambda it: (it["updated_at"], it["number"]), reverse=reverse)
    elif sort == "comments":
        items = sorted(items, key=lambda it: (it["comments"], it["number"]), reverse=reverse)
    else:  # created: number order is creation order
        items = list(reversed(items)) if reverse else list(items)
    return items


@repo_route("GET", r"/issues$")
def list_issues(req):
    repo, err = resolve(req, "issues")
    if err:
        return err
    if not repo.has_issues:
        return gone()
    store = req.store
    q = req.query
    # The matching items in order are kept until the repository changes, as GraphQL's connection keeps them
    # (graphql_resolvers._issues): a page of a long list costs its own items, not a pass over every issue.
    key = ("rest_issues",) + tuple(q.get(name) for name in _LIST_PARAMETERS)
    items = repo.cache.get(key)
    if items is None:
        items = _matching(repo, q)
        if isinstance(items, Response):
            return items
        repo.cache[key] = items

    version = req.api_version
    return paged(req, items, lambda it: render.issue_fragment(store, repo, it, False, version),
                 list_base(req, repo, "issues"))


# -------------------------------------------------------------------- get --

def _issue_number(req):
    n = req.params.get("number", "")
    return int(n) if n.isdigit() else None


def find_issue(req, what):
    """(repo, number, issue, None) for the issue the path names, or (.., error response)."""
    repo, err = resolve(req, what)
    if err:
        return None, None, None, err
    if not repo.has_issues:
        return None, None, None, gone()
    repo.ensure_issues()
    n = _issue_number(req)
    it = repo.issues.get(n) if n is not None else None
    if it is None:
        rest = req.path.split("/issues/%s" % req.params["number"], 1)[-1]
        return None, None, None, routes_issue_gone.answer(req, repo, n, rest) or not_found(what)
    return repo, n, it, None


@repo_route("GET", r"/issues/(?P<number>[^/]+)$")
def get_issue(req):
    repo, _, it, err = find_issue(req, "issue")
    if err:
        return err
    return Response(200, text=render.issue_fragment(req.store, repo, it, True, req.api_version),
                    last_modified=it["updated_at"])


@repo_route("GET", r"/issues/(?P<number>[^/]+)/comments$")
def list_comments(req):
    repo, n, _, err = find_issue(req, "comments")
    if err:
        return err
    comments = list(repo.comments.get(n, ()))
    since = req.query.get("since")
    if since:
        norm = _normalize_since(since)
        if norm:
            comments = [c for c in comments if c["updated_at"] >= norm]
    store = req.store
    return paged(req, comments, lambda c: render.comment_fragment(store, repo, n, c),
                 list_base(req, repo, "issues/%d/comments" % n))


# ----------------------------------------------------------------- create --

def _label_name(v):
    if isinstance(v, str):
        return v
    if isinstance(v, dict) and isinstance(v.get("name"), str):
        return v["name"]
    return None


@repo_route("POST", r"/issues$", accepted_scopes="")
def create_issue(req):
    ident = req.identity
    if not ident.login:
        return requires_auth("create-issue")
    repo, err = resolve(req, "create-issue")
    if err:
        return err
    if not ident.has_scope("repo", "public_repo"):
        return not_found("create-issue")
    if not repo.has_issues:
        return gone()
    if repo.archived:
        return error(403, "Repository was archived so is read-only.", "create-issue")
    ok, data = req.json_body()
    if not ok:
        return error(400, "Problems parsing JSON", "create-issue")
    if data is None:
        data = {}
    if not isinstance(data, dict):
        return error(400, "Problems parsing JSON", "create-issue")

    # schema checks (apply to everyone)
    title = data.get("title")
    if title is None:
        return invalid('"title" wasn\'t supplied.')
    if isinstance(title, bool) or not isinstance(title, (str, int)):
        return invalid("For 'properties/title', %s is not a string or integer." % ruby_inspect(title))
    body = data.get("body")
    if "body" in data and body is not None and not isinstance(body, str):
        return invalid("For 'properties/body', %s is not a string." % ruby_inspect(body))
    for field in ("labels", "assignees"):
        if field in data and not isinstance(data[field], list):
            return invalid("For 'properties/%s', %s is not an array." % (field, ruby_inspect(data[field])))
    if "assignees" in data:
        for a in data["assignees"]:
            if not isinstance(a, str):
                return invalid("For 'items', %s is not a string." % ruby_inspect(a))
    if "labels" in data:
        for lab in data["labels"]:
            if _label_name(lab) is None:
                return invalid("For 'items', %s is not a string or object." % ruby_inspect(lab))
    assignee = data.get("assignee")
    if assignee is not None and not isinstance(assignee, str):
        return invalid("For 'properties/assignee', %s is not a string or null." % ruby_inspect(assignee))
    milestone = data.get("milestone")
    if milestone is not None and (isinstance(milestone, bool) or not isinstance(milestone, (int, str))):
        return invalid("For 'properties/milestone', %s is not a string or integer or null."
                       % ruby_inspect(milestone))

    issue_type_name = data.get("type")
    if issue_type_name is not None and not isinstance(issue_type_name, str):
        return invalid("For 'properties/type', %s is not a string or null." % ruby_inspect(issue_type_name))

    title = str(title)
    if not title.strip():
        return validation([{"resource": "Issue", "code": "missing_field", "field": "title"}], "create-issue")

    store = req.store
    labels, assignees, ms_number, issue_type = [], [], None, None
    if store.can_push(repo, ident.login):
        assignable = {a.lower(): a for a in store.assignable_logins(repo)}
        wanted = list(data.get("assignees") or [])
        if assignee:
            wanted.insert(0, assignee)
        errs = []
        for a in wanted:
            canonical = assignable.get(a.lower())
            if canonical is None:
                errs.append({"value": a, "resource": "Issue", "field": "assignees", "code": "invalid"})
            elif canonical not in assignees:
                assignees.append(canonical)
        if milestone is not None and milestone != "":
            number = milestone if isinstance(milestone, int) else (int(milestone) if milestone.isdigit() else None)
            if number is None or repo.milestone_by_number(number) is None:
                errs.append({"value": milestone, "resource": "Issue", "field": "milestone", "code": "invalid"})
            else:
                ms_number = number
        try:
            issue_type = issue_types.find_for(store, repo, issue_type_name)
        except issue_changes.Refused as e:
            errs.append(e.message)
        if errs:
            return validation(errs, "create-issue")
        for raw in data.get("labels") or []:
            lab = issue_changes.ensure_label(store, repo, _label_name(raw))
            if lab["name"] not in labels:
                labels.append(lab["name"])

    it = issue_changes.create(store, repo, ident.login, title, body, labels, assignees, ms_number)
    issue_types.assign(store, repo, it, issue_type)
    number = it["number"]
    text = render.issue_fragment(store, repo, it, True, req.api_version)
    location = "%s/repos/%s/issues/%d" % (store.base_url, repo.full_name, number)
    return Response(201, text=text, headers=[("Location", location)], cacheable=True)

