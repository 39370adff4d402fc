"""``Repository.labels`` and the ``Label`` fields, over the same records the REST label routes write.

- ``orderBy`` defaults to ``{field: CREATED_AT, direction: ASC}`` (GitHub's schema default); NAME orders
  case-insensitively.  Seeded labels have no creation time: they count as created with the repository.
- ``query`` keeps labels whose name or description contains it, in any case, and orders them by best match
  (GitHub ignores ``orderBy`` then): the exact name, then names starting with it, then other names, then
  descriptions.
Labels travel as ``(repo, label)``.
- ``url`` is the label's web page (``https://github.com/OWNER/REPO/labels/NAME``), ``id`` its REST ``node_id``.
"""

from urllib.parse import quote

from graphql_api import graphql_pages as pages
from rest import shapes


def created_at(repo, lab):
    return lab.get("created_at") or repo.created_at


def _match_rank(lab, text):
    name, description = lab["name"].lower(), (lab["description"] or "").lower()
    for rank, matched in enumerate((name == text, name.startswith(text), text in name, text in description)):
        if matched:
            return rank
    return None


def repository_labels(ctx, repo, args, listing):
    text = (args.get("query") or "").lower()
    if text:
        ranked = [(_match_rank(lab, text), lab["id"], lab) for lab in repo.labels]
        items = [lab for rank, _, lab in sorted(r for r in ranked if r[0] is not None)]
        return pages.paginate(items, [(i + 1,) for i in range(len(items))], False, args, "labels", listing,
                              (int,), lambda lab: (repo, lab))
    order = args.get("orderBy") or {}
    if order.get("field") == "NAME":
        keyfn, shape = (lambda lab: (lab["name"].lower(), lab["id"])), (str, int)
    else:
        keyfn, shape = (lambda lab: (created_at(repo, lab), lab["id"])), (str, int)
    items = sorted(repo.labels, key=keyfn)
    descending = order.get("direction") == "DESC"
    return pages.paginate(items[::-1] if descending else items, [keyfn(lab) for lab in items], descending, args,
                          "labels", listing, shape, lambda lab: (repo, lab))


def _label(field):
    return lambda ctx, obj, args: field(*obj)


LABEL_FIELDS = {
    "name": _label(lambda repo, lab: lab["name"]),
    "color": _label(lambda repo, lab: lab["color"]),
    "description": _label(lambda repo, lab: lab["description"]),
    "isDefault": _label(lambda repo, lab: lab["default"]),
    "id": _label(lambda repo, lab: shapes.node_id("Label", lab["id"])),
    "createdAt": _label(created_at),
    "updatedAt": _label(lambda repo, lab: lab.get("updated_at") or created_at(repo, lab)),
    "url": _label(lambda repo, lab: "%s/%s/labels/%s" % (shapes.WEB, repo.full_name, quote(lab["name"], safe=""))),
}
