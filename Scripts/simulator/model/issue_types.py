"""Issue types: an organisation's (GitHub has them for organisations only), and the one an issue carries.

``store.issue_types`` maps an organisation's lower-case login to its types, in
creation order; an issue keeps its type's id as ``type_id``.  A new
organisation gets GitHub's three defaults (Task, Bug, Feature, with GitHub's
colours and descriptions).  REST (routes_issue_types.py, the ``type`` of issue
writes) and GraphQL (graphql_issue_types.py) both go through ``assign``:

- a repository whose owner is a user has no types: any type is refused;
- a name (REST, any case) or id (GraphQL) the owner does not have is refused;
- setting a type needs triage, as labels do; ``None`` removes it.

A refusal raises ``issue_changes.Refused("invalid", REST field error)``.
"""

from model import issue_changes
from model.issue_changes import Refused

DEFAULTS = (
    ("Task", "yellow", "A specific piece of work"),
    ("Bug", "red", "An unexpected problem or behavior"),
    ("Feature", "blue", "A request, idea, or new functionality"),
)


def seed_defaults(store, org, created_at):
    store.issue_types[org.lower()] = [
        {"id": store.new_id("issue_type"), "name": name, "color": color, "description": description,
         "created_at": created_at, "updated_at": created_at, "is_enabled": True}
        for name, color, description in DEFAULTS]


def of_owner(store, owner):
    """The types issues of ``owner``'s repositories may carry (none for a user)."""
    return store.issue_types.get(owner.lower(), [])


def by_name(store, owner, name):
    return next((t for t in of_owner(store, owner) if t["name"].lower() == name.lower()), None)


def by_id(store, type_id):
    return next((t for types in store.issue_types.values() for t in types if t["id"] == type_id), None)


def of_issue(store, repo, it):
    """The issue's type, or None."""
    return next((t for t in of_owner(store, repo.owner) if t["id"] == it.get("type_id")), None)


def _refused(value):
    return Refused("invalid", {"value": value, "resource": "Issue", "field": "type", "code": "invalid"})


def find_for(store, repo, name):
    """The type called ``name`` that ``repo``'s issues may carry (None for None), or raise Refused."""
    if name is None:
        return None
    found = by_name(store, repo.owner, name)
    if found is None:
        raise _refused(name)
    return found


def assign(store, repo, it, issue_type):
    """Give the issue ``issue_type`` (one of ``repo``'s owner's types, or None); True when it changed."""
    if issue_type is not None and issue_type not in of_owner(store, repo.owner):
        raise _refused(issue_type["name"])
    it.setdefault("type_id", None)
    return issue_changes.set_fields(repo, it, type_id=issue_type["id"] if issue_type else None)
