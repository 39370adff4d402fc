"""Fault bodies that are generated rather than given (see faults.py):

- ``"action": "graphql_partial"`` answers a GraphQL query as usual, then makes it a partial answer, as
  GitHub sends one when part of it may not be shown (SAML enforcement, an unreadable organisation): the
  first ``"nulls"`` (default 1) items of the top ``nodes`` list become ``null``, one error each in
  ``errors`` with ``"type"`` (default ``FORBIDDEN``) and ``"message"`` (default GitHub's SAML text);
  ``"nulls": "data"`` makes every top field of ``data`` null instead (nothing usable is left).
- ``"action": "body_repeat"`` answers ``"status"`` (default 200) with ``"head"`` + ``"unit"`` repeated
  ``"repeat"`` times + ``"tail"`` (defaults ``[``, ``{},``, 1000, ``{}]``): a huge body without sending it here.
- ``"action": "search_stray_hits"`` answers a search as usual, then adds after its items the first item again
  (a duplicate) and a copy of it from another repository, ``"repository"`` (default ``other/elsewhere``),
  numbered ``"number"`` (default the first item's), as GitHub's search may list a hit twice across pages and a
  search without ``repo:`` mixes repositories; ``total_count`` grows by the two.
"""

import json
import re

SAML_MESSAGE = ("Resource protected by organization SAML enforcement. You must grant your Personal Access "
                "token access to this organization.")


def repeated(rule):
    unit = str(rule.get("unit", "{},")).encode("utf-8")
    return (str(rule.get("head", "[")).encode("utf-8") + unit * int(rule.get("repeat", 1000))
            + str(rule.get("tail", "{}]")).encode("utf-8"))


def _object(raw):
    """The JSON object ``raw`` holds, or None."""
    try:
        reply = json.loads(raw)
    except ValueError:
        return None
    return reply if isinstance(reply, dict) else None


def graphql_partial(rule, raw):
    """The reply body ``raw`` (JSON bytes) made partial; bodies without ``data`` are left alone."""
    reply = _object(raw)
    data = reply.get("data") if reply is not None else None
    if not isinstance(data, dict):
        return raw
    error_type = rule.get("type", "FORBIDDEN")
    message = rule.get("message", SAML_MESSAGE)

    def error(path):
        return {"type": error_type, "path": path, "extensions": {"saml_failure": True},
                "locations": [{"line": 1, "column": 1}], "message": message}

    errors = reply.setdefault("errors", [])
    if rule.get("nulls") == "data":
        for key in data:
            data[key] = None
            errors.append(error([key]))
    else:
        path, nodes = _top_nodes(data, [])
        for index in range(min(int(rule.get("nulls", 1)), len(nodes or []))):
            nodes[index] = None
            errors.append(error(path + [index]))
    return json.dumps(reply, separators=(",", ":")).encode("utf-8")


def search_stray_hits(rule, raw):
    """The search answer ``raw`` (JSON bytes) with a duplicate and a hit from another repository added."""
    reply = _object(raw)
    items = reply.get("items") if reply is not None else None
    if not items:
        return raw
    first = items[0]
    own = first["repository_url"].split("/repos/", 1)[1]
    other = str(rule.get("repository", "other/elsewhere"))
    number = int(rule.get("number", first["number"]))
    stray = {}
    for key, value in first.items():
        if isinstance(value, str):
            value = re.sub("/%s/issues/%d(?=[/{]|$)" % (re.escape(own), first["number"]),
                           "/%s/issues/%d" % (other, number), value)
            value = re.sub("/%s(?=/|$)" % re.escape(own), "/" + other, value)
        stray[key] = value
    stray.update(number=number, id=first["id"] + 10 ** 9, node_id=first["node_id"] + "_stray")
    reply["items"] = items + [first, stray]
    reply["total_count"] = reply.get("total_count", len(items)) + 2
    return json.dumps(reply, separators=(",", ":")).encode("utf-8")


def _top_nodes(value, path):
    """The path to the first ``nodes`` list, breadth first (an issue list's, not its labels')."""
    level = [(value, path)]
    while level:
        below = []
        for obj, at in level:
            if not isinstance(obj, dict):
                continue
            if isinstance(obj.get("nodes"), list):
                return at + ["nodes"], obj["nodes"]
            below += [(child, at + [key]) for key, child in obj.items()]
        level = below
    return path, None
