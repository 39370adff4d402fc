"""REST issue comments, one at a time: POST ``issues/{n}/comments`` and GET/PATCH/DELETE
``issues/comments/{id}``.

GitHub's semantics (docs "REST API endpoints for issue comments", "Locking
conversations", and replies quoted in public code):

- POST -> 201 with the comment and ``Location``; ``body`` missing -> 422
  ``Invalid request.\\n\\n"body" wasn't supplied.``; blank -> 422 Validation
  Failed ``{"resource":"IssueComment","code":"missing_field","field":"body"}``;
  over 65536 characters -> 422 ``body is too long``; on a locked issue
  without push -> 403 ``Unable to create comment because issue is locked.``
  (documentation_url: the locking article).
- PATCH -> 200 with the comment (``updated_at`` moves, and the issue's);
  someone else's comment without push -> 403 ``You must be the author or have
  write access to this repository to update this comment.``; on a locked issue
  without push -> 403 ``Unable to update comment because issue is locked.``
- DELETE -> 204, the same permissions; the issue's ``comments`` count drops.
- an unknown comment id (or one in another repository) -> 404.
"""

from model import issue_changes
from rest import render
from rest import rest_writes
from rest.rest_writes import DOCS, refusal
from rest.routes_issues import validation, gone
from rest.routes_repos import resolve
from rest.routes_users import requires_auth
from web.router import Response, not_found, repo_route

CREATE_DOCS = DOCS + "comments#create-an-issue-comment"
GET_DOCS = DOCS + "comments#get-an-issue-comment"
UPDATE_DOCS = DOCS + "comments#update-an-issue-comment"
DELETE_DOCS = DOCS + "comments#delete-an-issue-comment"
COMMENT_PATH = r"/issues/comments/(?P<comment_id>[0-9]+)$"


def _comment_reply(req, repo, number, c, status=200, headers=None):
    return Response(status, text=render.comment_fragment(req.store, repo, number, c), headers=headers,
                    cacheable=status == 200 and req.method == "GET")


def _body(data, doc):
    body, err = rest_writes.body_text(data, doc, required=True)
    if err is None and not body.strip():
        err = validation([{"resource": "IssueComment", "code": "missing_field", "field": "body"}], doc)
    return body, err


@repo_route("POST", r"/issues/(?P<number>[^/]+)/comments$", accepted_scopes="")
def create_comment(req):
    repo, it, data, err = rest_writes.issue_for_write(req, CREATE_DOCS)
    if err:
        return err
    body, err = _body(data, CREATE_DOCS)
    if err:
        return err
    try:
        c = issue_changes.add_comment(req.store, repo, it, req.identity.login, body)
    except issue_changes.Refused as e:
        return refusal(e, CREATE_DOCS)
    location = "%s/repos/%s/issues/comments/%d" % (req.store.base_url, repo.full_name, c["id"])
    return _comment_reply(req, repo, it["number"], c, 201, [("Location", location)])


def _find(req, doc, writing):
    """(repo, issue, comment, None) or (.., error Response)."""
    if writing and not req.identity.login:
        return None, None, None, requires_auth(doc)
    repo, err = resolve(req, doc)
    if err is None and writing and not req.identity.has_scope("repo", "public_repo"):
        err = not_found(doc)
    if err is None and not repo.has_issues:
        err = gone()
    if err:
        return None, None, None, err
    number, c = issue_changes.find_comment(repo, int(req.params["comment_id"]))
    if c is None:
        return None, None, None, not_found(doc)
    return repo, repo.issues[number], c, None


@repo_route("GET", COMMENT_PATH)
def get_comment(req):
    repo, it, c, err = _find(req, GET_DOCS, writing=False)
    if err:
        return err
    return _comment_reply(req, repo, it["number"], c)


@repo_route("PATCH", COMMENT_PATH, accepted_scopes="")
def update_comment(req):
    repo, it, c, err = _find(req, UPDATE_DOCS, writing=True)
    if err:
        return err
    data, err = rest_writes.json_object(req, UPDATE_DOCS)
    if err:
        return err
    body, err = _body(data, UPDATE_DOCS)
    if err:
        return err
    try:
        issue_changes.edit_comment(req.store, repo, it, c, req.identity.login, body)
    except issue_changes.Refused as e:
        return refusal(e, UPDATE_DOCS)
    return _comment_reply(req, repo, it["number"], c)


@repo_route("DELETE", COMMENT_PATH, accepted_scopes="")
def delete_comment(req):
    repo, it, c, err = _find(req, DELETE_DOCS, writing=True)
    if err:
        return err
    try:
        issue_changes.delete_comment(req.store, repo, it, c, req.identity.login)
    except issue_changes.Refused as e:
        return refusal(e, DELETE_DOCS)
    return Response(204, cacheable=False)
