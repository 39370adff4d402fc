"""Fault bodies that are generated rather than given (see faults.py):

- ``"action": "graphql_partial"`` answers a GraphQL query as usual, then makes it a partial answer, as
  GitHub sends one when part of it may not be shown (SAML enforcement, an unreadable organisation): the
  first ``"nulls"`` (default 1) items of the top ``nodes`` list become ``null``, one error each in
  ``errors`` with ``"type"`` (default ``FORBIDDEN``) and ``"message"`` (default GitHub's SAML text);
  ``"nulls": "data"`` makes every top field of ``data`` null instead (nothing usable is left).
- ``"action": "body_repeat"`` answers ``"status"`` (default 200) with ``"head"`` + ``"unit"`` repeated
  ``"repeat"`` times + ``"tail"`` (defaults ``[``, ``{},``, 1000, ``{}]``): a huge body without sending it here.
"""

import json

SAML_MESSAGE = ("Resource protected by organization SAML enforcement. You must grant your Personal Access "
                "token access to this organization.")


def repeated(rule):
    unit = str(rule.get("unit", "{},")).encode("utf-8")
    return (str(rule.get("head", "[")).encode("utf-8") + unit * int(rule.get("repeat", 1000))
            + str(rule.get("tail", "{}]")).encode("utf-8"))


def graphql_partial(rule, raw):
    """The reply body ``raw`` (JSON bytes) made partial; bodies without ``data`` are left alone."""
    try:
        reply = json.loads(raw)
    except ValueError:
        return raw
    data = reply.get("data") if isinstance(reply, dict) else None
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
