"""Users and repository lists: /user, /users/{login}, /user/repos,
/users/{login}/repos, /orgs/{org}/repos (and the id-based URLs GitHub puts in
their Link headers: /user/{id}/repos, /organizations/{id}/repos), /rate_limit."""

from rest import pagination
from rest import render
from rest import shapes
from web.router import Response, error, not_found, route


def requires_auth(doc):
    return error(401, "Requires authentication", doc)


def paged(req, items, render_one, link_base, cap=None):
    per_page, page = pagination.page_params(req.query)
    last = pagination.last_page(len(items), per_page, cap)
    chunk = pagination.slice_page(items, per_page, page)
    text = render.join([render_one(x) for x in chunk])
    link = pagination.link_header(link_base, req.query_pairs, page, last) if items else None
    return Response(200, text=text, link=link)


def _sort_repos(repos, sort, direction, default_sort):
    if sort not in ("created", "updated", "pushed", "full_name"):
        sort = default_sort
    if direction not in ("asc", "desc"):
        direction = "asc" if sort == "full_name" else "desc"
    keys = {
        "full_name": lambda r: r.full_name.lower(),
        "created": lambda r: (r.created_at, r.id),
        "updated": lambda r: (r.updated_at, r.id),
        "pushed": lambda r: (r.pushed_at, r.id),
    }
    return sorted(repos, key=keys[sort], reverse=direction == "desc")


# ------------------------------------------------------------------- users --

@route("GET", r"^/user$")
def get_authenticated_user(req):
    ident = req.identity
    if not ident.login:
        return requires_auth("user")
    store = req.store
    u = store.user(ident.login)
    pub, priv = store.owned_counts(u["login"])
    return Response(200, obj=shapes.private_user(store.base_url, u, pub, priv),
                    last_modified=u["updated_at"])


@route("GET", r"^/users/(?P<login>[^/]+)$")
def get_user(req):
    store = req.store
    u = store.user(req.params["login"])
    if u is None:
        return not_found("get-user")
    pub, _ = store.owned_counts(u["login"])
    return Response(200, obj=shapes.public_user(store.base_url, u, pub), last_modified=u["updated_at"])


@route("GET", r"^/rate_limit$", resource=None)
def rate_limit(req):
    store = req.store
    res = {}
    for name in ("core", "search", "graphql"):
        c = store.rate.counter(req.identity, name)
        res[name] = {"limit": c["limit"], "used": c["limit"] - c["remaining"],
                     "remaining": c["remaining"], "reset": c["reset"]}
    return Response(200, obj={"resources": res, "rate": res["core"]}, cacheable=False)


# ---------------------------------------------------- /user/repos listing --

@route("GET", r"^/user/repos$")
def list_user_repos(req):
    ident = req.identity
    if not ident.login:
        return requires_auth("user-repos")
    q = req.query
    if "type" in q and ("visibility" in q or "affiliation" in q):
        # GitHub's real reply to this combination carries no documentation_url
        return error(422, "If you specify visibility or affiliation, you cannot specify type.",
                     with_docs=False)
    store = req.store
    visibility = q.get("visibility", "all")
    affiliation = {a.strip() for a in q.get("affiliation", "owner,collaborator,organization_member").split(",")
                   if a.strip()}
    rtype = q.get("type")
    if rtype == "owner":
        affiliation = {"owner"}
    elif rtype == "public":
        visibility = "public"
    elif rtype == "private":
        visibility = "private"
    elif rtype == "member":
        affiliation = {"collaborator", "organization_member"}
    login = ident.login.lower()
    out = []
    for repo in store.repos.values():
        if visibility == "public" and repo.private:
            continue
        if visibility == "private" and not repo.private:
            continue
        if not store.can_read(repo, ident):
            continue
        owner_low = repo.owner.lower()
        ok = False
        if "owner" in affiliation and owner_low == login:
            ok = True
        if "collaborator" in affiliation and any(c.lower() == login for c in repo.collaborators):
            ok = True
        if "organization_member" in affiliation and login in {m.lower() for m in store.org_members.get(owner_low, {})}:
            ok = True
        if ok:
            out.append(repo)
    out = _sort_repos(out, q.get("sort"), q.get("direction"), "full_name")
    return paged(req, out, lambda r: render.repo_list_item(store, r, ident, req.api_version),
                 store.base_url + "/user/repos")


# ------------------------------------------------- /users/{login}/repos --

def _user_repos(req, u):
    store = req.store
    q = req.query
    rtype = q.get("type", "owner")
    low = u["login"].lower()
    out = []
    for repo in store.repos.values():
        if repo.private:
            continue
        is_owner = repo.owner.lower() == low
        is_member = any(c.lower() == low for c in repo.collaborators)
        if rtype == "owner" and not is_owner:
            continue
        if rtype == "member" and not is_member:
            continue
        if rtype == "all" and not (is_owner or is_member):
            continue
        if rtype not in ("owner", "member", "all") and not is_owner:
            continue
        out.append(repo)
    out = _sort_repos(out, q.get("sort"), q.get("direction"), "full_name")
    return paged(req, out, lambda r: render.repo_list_item(store, r, req.identity, req.api_version),
                 "%s/user/%d/repos" % (store.base_url, u["id"]))


@route("GET", r"^/users/(?P<login>[^/]+)/repos$")
def list_repos_for_user(req):
    u = req.store.user(req.params["login"])
    if u is None:
        return not_found("users-repos")
    return _user_repos(req, u)


@route("GET", r"^/user/(?P<uid>[0-9]+)/repos$")
def list_repos_for_user_id(req):
    u = req.store.users_by_id.get(int(req.params["uid"]))
    if u is None:
        return not_found("users-repos")
    return _user_repos(req, u)


# --------------------------------------------------- /orgs/{org}/repos --

def _org_repos(req, org):
    store = req.store
    q = req.query
    rtype = q.get("type", "all")
    ident = req.identity
    members = {m.lower() for m in store.org_members.get(org["login"].lower(), {})}
    is_member = bool(ident.login) and ident.login.lower() in members
    out = []
    for repo in store.repos.values():
        if repo.owner.lower() != org["login"].lower():
            continue
        if not store.can_read(repo, ident):
            continue
        if rtype == "public" and repo.private:
            continue
        if rtype == "private" and not repo.private:
            continue
        if rtype == "forks" and not repo.fork:
            continue
        if rtype == "sources" and repo.fork:
            continue
        if rtype == "member" and not is_member:
            continue
        out.append(repo)
    out = _sort_repos(out, q.get("sort"), q.get("direction"), "created")
    return paged(req, out, lambda r: render.repo_list_item(store, r, ident, req.api_version),
                 "%s/organizations/%d/repos" % (store.base_url, org["id"]))


@route("GET", r"^/orgs/(?P<org>[^/]+)/repos$")
def list_org_repos(req):
    org = req.store.user(req.params["org"])
    if org is None or org["type"] != "Organization":
        return not_found("org-repos")
    return _org_repos(req, org)


@route("GET", r"^/organizations/(?P<oid>[0-9]+)/repos$")
def list_org_repos_by_id(req):
    org = req.store.users_by_id.get(int(req.params["oid"]))
    if org is None or org["type"] != "Organization":
        return not_found("org-repos")
    return _org_repos(req, org)

