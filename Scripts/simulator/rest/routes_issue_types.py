"""``GET /orgs/{org}/issue-types``: an organisation's issue types (issue_types.py), as GitHub's ``IssueType``.

GitHub answers the organisation's members only: no token -> 401 ``Requires
authentication``; an unknown login, a user, or a caller who is not a member
-> 404.  The list is not paginated, as GitHub's is not.
"""

from model import issue_types
from rest import shapes
from rest.routes_users import requires_auth
from web.router import Response, not_found, route

DOCS = "https://docs.github.com/rest/orgs/issue-types#list-issue-types-for-an-organization"


@route("GET", r"^/orgs/(?P<org>[^/]+)/issue-types$", accepted_scopes="read:org")
def list_issue_types(req):
    store, login = req.store, req.identity.login
    if not login:
        return requires_auth(DOCS)
    org = store.user(req.params["org"])
    members = {m.lower() for m in store.org_members.get(req.params["org"].lower(), {})}
    if org is None or org["type"] != "Organization" or login.lower() not in members:
        return not_found(DOCS)
    return Response(200, obj=[shapes.issue_type(t) for t in issue_types.of_owner(store, org["login"])])
