"""GitHub-style error bodies.

Every REST error body is a JSON object with ``message``, ``documentation_url``
and ``status`` (a *string*), as api.github.com answers today, e.g.
``{"message":"Not Found","documentation_url":"https://docs.github.com/rest","status":"404"}``.
Validation errors add an ``errors`` array (see octokit/errors.json).
"""

REST_DOCS = "https://docs.github.com/rest"

DOCS = {
    "user": "https://docs.github.com/rest/users/users#get-the-authenticated-user",
    "get-user": "https://docs.github.com/rest/users/users#get-a-user",
    "user-repos": "https://docs.github.com/rest/repos/repos#list-repositories-for-the-authenticated-user",
    "users-repos": "https://docs.github.com/rest/repos/repos#list-repositories-for-a-user",
    "org-repos": "https://docs.github.com/rest/repos/repos#list-organization-repositories",
    "repo": "https://docs.github.com/rest/repos/repos#get-a-repository",
    "issues": "https://docs.github.com/rest/issues/issues#list-repository-issues",
    "issue": "https://docs.github.com/rest/issues/issues#get-an-issue",
    "create-issue": "https://docs.github.com/rest/issues/issues#create-an-issue",
    "comments": "https://docs.github.com/rest/issues/comments#list-issue-comments",
    "labels": "https://docs.github.com/rest/issues/labels#list-labels-for-a-repository",
    "milestones": "https://docs.github.com/rest/issues/milestones#list-milestones",
    "assignees": "https://docs.github.com/rest/issues/assignees#list-assignees",
    "assignee-check": "https://docs.github.com/rest/issues/assignees#check-if-a-user-can-be-assigned",
    "contents": "https://docs.github.com/rest/repos/contents#get-repository-content",
    "search": "https://docs.github.com/v3/search/",
    "issues-disabled": "https://docs.github.com/v3/issues/",
    "rate-limit": "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api",
    "secondary-rate-limit": "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits",
    "redirects": "https://docs.github.com/v3/#http-redirects",
    "versions": "https://docs.github.com/rest/overview/api-versions",
    "graphql": "https://docs.github.com/graphql",
}


def body(status, message, doc=REST_DOCS, errors=None, with_docs=True):
    """Return an error body dict in GitHub's key order."""
    out = {"message": message}
    if errors is not None:
        out["errors"] = errors
    if with_docs:
        out["documentation_url"] = DOCS.get(doc, doc)
    out["status"] = str(status)
    return out


def not_found(doc=REST_DOCS):
    return body(404, "Not Found", doc)


def validation_failed(errors, doc):
    return body(422, "Validation Failed", doc, errors=errors)
