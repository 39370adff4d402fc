"""Field resolvers: GraphQL views of the same store records the REST routes serve.

``RESOLVERS[type][field](ctx, obj, args)`` returns the field's value;
connection fields also get ``listing`` (whether nodes/edges are selected).
Objects are passed around as: Repository -> ``Repo``, Issue -> ``(repo, issue
dict)``, User/Organization -> user dict, Milestone -> its store dict,
Label -> ``(repo, label dict)``,
IssueComment -> ``(repo, issue number, comment dict)``, ReactionGroup ->
``(content, count)``, connections -> ``graphql_pages.Page``.

What GitHub does, as implemented:

- ``repository(owner:, name:)`` is null with a ``NOT_FOUND`` error ``Could not
  resolve to a Repository with the name 'OWNER/NAME'.`` when it does not exist
  or the token cannot read it (REST's visibility rules).
- ``Repository.issues`` lists issues only, never pull requests.  Without
  ``orderBy`` it is oldest first (CREATED_AT ASC).  ``states`` absent means all
  states; ``labels`` (and ``filterBy.labels``) keep issues carrying ANY of the
  names (cli/cli#419: the GraphQL label filter is an OR).  ``filterBy``:
  ``assignee`` null = no assignee, ``"*"`` = any; ``createdBy``; ``mentioned``
  (body or comments, as REST); ``milestone`` (database id) and
  ``milestoneNumber`` (number, ``"*"`` any, ``"none"``/null none); ``since``
  (updated at or after); ``states``; ``type`` (an issue type's name, any case; a
  name the owner lacks matches nothing).  An input field left absent (an
  unprovided variable) does not filter.
- ``Issue.body`` is ``""`` when empty (the field is non-null); ``author`` is
  null for a deleted account (REST shows ``ghost``); ``stateReason`` is the
  upper-case REST ``state_reason``; ``url`` the html URL; ``id`` the REST
  ``node_id``.
- ``Issue.comments`` are the records the REST comments endpoint serves, oldest
  first.  An ``IssueComment``'s ``id``, ``url`` and ``authorAssociation`` are
  REST's ``node_id``, ``html_url`` and ``author_association``;
  ``includesCreatedEdit`` is ``updated_at`` later than ``created_at`` (then
  ``lastEditedAt`` is ``updated_at``); ``isMinimized``/``minimizedReason`` come
  from a record's ``minimized_reason`` (``spam``, ``off-topic``, ...; none is
  seeded); ``viewerDidAuthor`` compares the author with the token's user;
  ``reactionGroups`` lists all eight kinds in GitHub's order, unused ones
  with ``users { totalCount: 0 }``, as GitHub does.
"""

from graphql_api import graphql_labels
from graphql_api import graphql_pages as pages
from graphql_api import graphql_schema as schema
from graphql_api.graphql_pages import FieldError
from model import issue_types
from rest import routes_issues
from rest import shapes


def _upper(value):
    return value.upper() if value else None


# ------------------------------------------------------------------ query --

def _repository(ctx, _, args):
    store = ctx.store
    repo = store.repo(args["owner"], args["name"])
    if repo is None or not store.can_read(repo, ctx.identity):
        raise FieldError("NOT_FOUND", "Could not resolve to a Repository with the name '%s/%s'."
                         % (args["owner"], args["name"]))
    return repo


def _viewer(ctx, _, args):
    return ctx.store.user(ctx.identity.login)


# ----------------------------------------------------------------- issues --

def _matches_login(value, login):
    return login is not None and login.lower() == value.lower()


def _filter(store, repo, items, args):
    """Issues of ``items`` that pass ``states``, ``labels`` and ``filterBy`` (absent keys do not filter)."""
    out = [it for it in items if not it["pr"]]
    f = args.get("filterBy") or {}
    for states in (args.get("states"), f.get("states")):
        if states is not None:
            wanted = {s.lower() for s in states}
            out = [it for it in out if it["state"] in wanted]
    for labels in (args.get("labels"), f.get("labels")):
        if labels is not None:
            wanted = {name.lower() for name in labels}
            out = [it for it in out if any(lab.lower() in wanted for lab in it["labels"])]
    if "assignee" in f:
        who = f["assignee"]
        if who is None:
            out = [it for it in out if not it["assignees"]]
        elif who == "*":
            out = [it for it in out if it["assignees"]]
        else:
            out = [it for it in out if any(_matches_login(a, who) for a in it["assignees"])]
    if f.get("createdBy") is not None:
        out = [it for it in out if _matches_login(it["user"], f["createdBy"])]
    if f.get("mentioned") is not None:
        rx = routes_issues.mention_rx(f["mentioned"])
        out = [it for it in out if routes_issues.mentions(repo, it, rx)]
    if "milestone" in f:
        out = _by_milestone(out, f["milestone"], lambda ms: str(ms["id"]), repo)
    if "milestoneNumber" in f:
        out = _by_milestone(out, f["milestoneNumber"], lambda ms: str(ms["number"]), repo)
    if f.get("since") is not None:
        out = [it for it in out if it["updated_at"] >= f["since"]]
    if f.get("type") is not None:
        wanted = issue_types.by_name(store, repo.owner, f["type"])
        out = [it for it in out if wanted is not None and it.get("type_id") == wanted["id"]]
    return out


def _by_milestone(items, value, ident, repo):
    if value is None or value.lower() == "none":
        return [it for it in items if it["milestone"] is None]
    if value == "*":
        return [it for it in items if it["milestone"] is not None]
    numbers = {ms["number"] for ms in repo.milestones if ident(ms) == value}
    return [it for it in items if it["milestone"] in numbers]


_ORDER_KEYS = {
    None: (lambda it: (it["number"],), (int,)),
    "CREATED_AT": (lambda it: (it["created_at"], it["number"]), (str, int)),
    "UPDATED_AT": (lambda it: (it["updated_at"], it["number"]), (str, int)),
    "COMMENTS": (lambda it: (it["comments"], it["number"]), (int, int)),
}


def _frozen(value):
    if isinstance(value, dict):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def _issues(ctx, repo, args, listing):
    order = args.get("orderBy") or {}
    keyfn, shape = _ORDER_KEYS[order.get("field")]
    descending = order.get("direction") == "DESC"
    cache_key = ("gql_issues", order.get("field"),
                 _frozen({k: args[k] for k in ("states", "labels", "filterBy") if k in args}))
    cached = repo.cache.get(cache_key)
    if cached is None:
        items = sorted(_filter(ctx.store, repo, repo.all_issues(), args), key=keyfn)
        cached = (items[::-1], items, [keyfn(it) for it in items])
        repo.cache[cache_key] = cached
    desc_items, asc_items, keys = cached
    chosen = desc_items if descending else asc_items
    return pages.paginate(chosen, keys, descending, args, "issues", listing, shape, lambda it: (repo, it))


def small_connection(items, args, name, listing):
    """Labels, assignees, comments: positional keys in their natural order."""
    keys = [(i + 1,) for i in range(len(items))]
    return pages.paginate(items, keys, False, args, name, listing, (int,))


def _labels(ctx, issue, args, listing):
    repo, it = issue
    labels = [(repo, lab) for lab in (repo.label_by_name(n) for n in it["labels"]) if lab is not None]
    return small_connection(labels, args, "labels", listing)


def _assignees(ctx, issue, args, listing):
    users = [u for u in (ctx.store.user(a) for a in issue[1]["assignees"]) if u is not None]
    return small_connection(users, args, "assignees", listing)


def _comments(ctx, issue, args, listing):
    repo, it = issue
    if not listing:  # a count needs no comment records (Big's issues keep only the count)
        return pages.Page(it["comments"], [], [], False, False)
    n = it["number"]
    return small_connection([(repo, n, c) for c in repo.comments.get(n, ())], args, "comments", listing)


def _association(value):
    """GraphQL's enum: the hostile seed's REST-only garbage (no enum value) reads as GitHub's ``NONE``."""
    return value if value in schema.ENUMS["CommentAuthorAssociation"] else "NONE"


def _edited(c):
    return c["updated_at"] > c["created_at"]


def reaction_groups(record):
    """An issue's or comment's ``reactionGroups``: its REST ``reactions`` counts, all eight kinds."""
    counts = record.get("reactions") or {}
    return [(content, counts.get(key, 0))
            for content, key in zip(schema.ENUMS["ReactionContent"], shapes.REACTION_KEYS)]


def _reaction_groups(ctx, comment, args):
    return reaction_groups(comment[2])


def _issue_url(repo, it):
    return "%s/%s/issues/%d" % (shapes.WEB, repo.full_name, it["number"])


RESOLVERS = {
    "Query": {"repository": _repository, "viewer": _viewer},
    "User": {"login": lambda ctx, u, a: u["login"], "name": lambda ctx, u, a: u.get("name")},
    "Organization": {"login": lambda ctx, u, a: u["login"], "name": lambda ctx, u, a: u.get("name")},
    "Repository": {
        "name": lambda ctx, r, a: r.name,
        "nameWithOwner": lambda ctx, r, a: r.full_name,
        "owner": lambda ctx, r, a: ctx.store.user(r.owner),
        "url": lambda ctx, r, a: "%s/%s" % (shapes.WEB, r.full_name),
        "hasIssuesEnabled": lambda ctx, r, a: r.has_issues,
        "issues": _issues,
        "labels": graphql_labels.repository_labels,
    },
    "PageInfo": {
        "hasNextPage": lambda ctx, p, a: p.has_next,
        "hasPreviousPage": lambda ctx, p, a: p.has_previous,
        "startCursor": lambda ctx, p, a: p.cursor(0) if p.nodes else None,
        "endCursor": lambda ctx, p, a: p.cursor(-1) if p.nodes else None,
    },
    "Issue": {
        "id": lambda ctx, i, a: shapes.node_id("Issue", i[1]["id"]),
        "number": lambda ctx, i, a: i[1]["number"],
        "title": lambda ctx, i, a: i[1]["title"],
        "body": lambda ctx, i, a: i[1]["body"] or "",
        "state": lambda ctx, i, a: i[1]["state"].upper(),
        "stateReason": lambda ctx, i, a: _upper(i[1]["state_reason"]),
        "url": lambda ctx, i, a: _issue_url(*i),
        "createdAt": lambda ctx, i, a: i[1]["created_at"],
        "updatedAt": lambda ctx, i, a: i[1]["updated_at"],
        "closed": lambda ctx, i, a: i[1]["state"] == "closed",
        "closedAt": lambda ctx, i, a: i[1]["closed_at"],
        "author": lambda ctx, i, a: ctx.store.user(i[1]["user"]),
        "labels": _labels,
        "assignees": _assignees,
        "milestone": lambda ctx, i, a: i[0].milestone_by_number(i[1]["milestone"]),
        "comments": _comments,
    },
    "Label": graphql_labels.LABEL_FIELDS,
    "Milestone": {
        "number": lambda ctx, ms, a: ms["number"],
        "title": lambda ctx, ms, a: ms["title"],
        "state": lambda ctx, ms, a: ms["state"].upper(),
        "dueOn": lambda ctx, ms, a: ms["due_on"],
        "description": lambda ctx, ms, a: ms["description"],
    },
    "IssueComment": {
        "id": lambda ctx, c, a: shapes.node_id("IssueComment", c[2]["id"]),
        "author": lambda ctx, c, a: ctx.store.user(c[2]["user"]),
        "authorAssociation": lambda ctx, c, a: _association(c[2]["author_association"]),
        "body": lambda ctx, c, a: c[2]["body"] or "",
        "createdAt": lambda ctx, c, a: c[2]["created_at"],
        "updatedAt": lambda ctx, c, a: c[2]["updated_at"],
        "lastEditedAt": lambda ctx, c, a: c[2]["updated_at"] if _edited(c[2]) else None,
        "includesCreatedEdit": lambda ctx, c, a: _edited(c[2]),
        "isMinimized": lambda ctx, c, a: c[2].get("minimized_reason") is not None,
        "minimizedReason": lambda ctx, c, a: c[2].get("minimized_reason"),
        "reactionGroups": _reaction_groups,
        "url": lambda ctx, c, a: shapes.comment_html_url(*c),
        "viewerDidAuthor": lambda ctx, c, a: _matches_login(c[2]["user"], ctx.identity.login),
    },
    "ReactionGroup": {
        "content": lambda ctx, g, a: g[0],
        # a count needs no reactor records (the store keeps counts only)
        "users": lambda ctx, g, a, listing: pages.Page(g[1], [], [], False, False),
    },
    "ReactingUserConnection": {"totalCount": lambda ctx, p, a: p.total},
}

CONNECTION = {
    "totalCount": lambda ctx, p, a: p.total,
    "pageInfo": lambda ctx, p, a: p,
    "nodes": lambda ctx, p, a: p.nodes,
    "edges": lambda ctx, p, a: p.edges,
}
EDGE = {"cursor": lambda ctx, e, a: e[0], "node": lambda ctx, e, a: e[1]}
for _node in ("Issue", "Label", "User", "IssueComment"):
    RESOLVERS[_node + "Connection"] = CONNECTION
    RESOLVERS[_node + "Edge"] = EDGE


# Other interfaces' object types, from their values: {interface: function(value) -> object type name}
RUNTIME_TYPES = {}


def runtime_type(type_name, value):
    """The object type behind an interface value (RepositoryOwner, Actor, and those of RUNTIME_TYPES)."""
    if type_name in RUNTIME_TYPES:
        return RUNTIME_TYPES[type_name](value)
    if type_name in ("RepositoryOwner", "Actor"):
        return "Organization" if value.get("type") == "Organization" else "User"
    return type_name
