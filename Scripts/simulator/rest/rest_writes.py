"""What every REST write on an issue checks first, and how it words a refusal.

``issue_for_write(req, doc)`` -> (repo, issue, data, None) or (.., error Response):
a token (401 ``Requires authentication``), a readable repository with the
``repo``/``public_repo`` scope (404), issues enabled (410), the issue (404,
or 301/410 for a transferred/deleted one), not archived (403), and a JSON
body that is an object (400 ``Problems parsing JSON``).  ``refusal`` turns
an ``issue_changes.Refused`` into GitHub's REST reply.
"""

from model import issue_changes
from rest.routes_issues import find_issue, invalid, ruby_inspect, validation
from rest.routes_users import requires_auth
from web.router import error, not_found

DOCS = "https://docs.github.com/rest/issues/"
LOCKING_DOCS = "https://docs.github.com/articles/locking-conversations/"
# GitHub's REST answer to a user whose role does not allow the write at all (not confirmed for every endpoint)
NO_RIGHTS = "Must have admin rights to Repository."


def json_object(req, doc, array_ok=False):
    """(data, None) or (None, 400 Response); an empty body is ``{}``."""
    ok, data = req.json_body()
    if data is None and ok:
        data = {}
    if not ok or not (isinstance(data, dict) or (array_ok and isinstance(data, list))):
        return None, error(400, "Problems parsing JSON", doc)
    return data, None


def issue_for_write(req, doc, array_ok=False):
    ident = req.identity
    if not ident.login:
        return None, None, None, requires_auth(doc)
    if not ident.has_scope("repo", "public_repo"):
        return None, None, None, not_found(doc)
    repo, _, it, err = find_issue(req, doc)
    if err:
        return None, None, None, err
    if repo.archived:
        return None, None, None, error(403, "Repository was archived so is read-only.", doc)
    data, err = json_object(req, doc, array_ok)
    if err:
        return None, None, None, err
    return repo, it, data, None


def refusal(refused, doc):
    if refused.kind == "locked":
        return error(403, refused.message, LOCKING_DOCS)
    if refused.kind == "invalid":
        return validation([refused.message], doc)
    if refused.kind == "forbidden":
        return error(403, refused.message or NO_RIGHTS, doc)
    return error(403 if refused.kind == "archived" else 422, refused.message, doc)


def string_list(data, field):
    """(list, None) or (None, 422) for a field that must be an array of strings (labels also take objects)."""
    value = data.get(field)
    if not isinstance(value, list):
        return None, invalid("For 'properties/%s', %s is not an array." % (field, ruby_inspect(value)))
    out = []
    for item in value:
        name = item.get("name") if isinstance(item, dict) and field == "labels" else item
        if not isinstance(name, str):
            return None, invalid("For 'items', %s is not a string." % ruby_inspect(item))
        out.append(name)
    return out, None


def one_of(field, value, allowed):
    return invalid("For 'properties/%s', %s is not a member of %s."
                   % (field, ruby_inspect(value), "[%s]" % ", ".join('"%s"' % a for a in allowed)))


def body_text(data, doc, required):
    """(body or None, None) or (None, 422): ``body`` must be a string (null clears an issue's)."""
    if "body" not in data:
        return None, (invalid('"body" wasn\'t supplied.') if required else None)
    body = data["body"]
    if body is None and not required:
        return None, None
    if not isinstance(body, str):
        return None, invalid("For 'properties/body', %s is not a string." % ruby_inspect(body))
    try:
        issue_changes.check_body(body, "IssueComment" if required else "Issue")
    except issue_changes.Refused as e:
        return None, refusal(e, doc)
    return body, None
