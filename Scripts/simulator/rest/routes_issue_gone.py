"""What REST answers for the number of an issue that is no longer in its repository.

As api.github.com does (its issues API looks for a transfer first, then a
deletion, then says 404):

- transferred -> 301 to the issue in its new repository, with the rest of the
  path kept (``/repos/o/new/issues/3/comments``), ``Location`` and the body
  ``{"message":"Moved Permanently","url":...,"documentation_url":...}``;
  an empty ``Location`` when the caller cannot read the new repository;
- deleted -> 410 ``{"message":"This issue was deleted",...}``.
"""

from web import errors
from web.router import Response, error


def answer(req, repo, number, rest=""):
    """The 301/410 Response for ``number`` of ``repo``, or None when it never existed."""
    if number not in repo.gone:
        return None
    moved = repo.gone[number]
    if moved is None:
        return error(410, "This issue was deleted")
    target, new_number = moved
    location = ""
    if req.store.can_read(target, req.identity):
        location = "%s/repos/%s/issues/%d%s" % (req.store.base_url, target.full_name, new_number, rest)
    body = {"message": "Moved Permanently", "url": location, "documentation_url": errors.DOCS["redirects"]}
    return Response(301, obj=body, headers=[("Location", location)], cacheable=False)
