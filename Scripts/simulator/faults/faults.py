"""Scripted faults (POST /_simulator/faults).

A rule: ``{"method": "GET"|"POST"|...|"*", "path": "<regex searched in path+query>",
"times": N (default 1, -1 = forever)}``, optionally ``"request_body": "<regex searched in the request's body>"``
(to pick one GraphQL operation among the POSTs to /graphql, e.g. ``"addComment\\("``), plus one action:

- ``"status": 502`` with optional ``"headers": {...}`` and ``"body"`` (string or JSON);
  headers given as ``null`` are removed from the reply
- ``"action": "reset"``     headers + part of the body, then a TCP reset
- ``"action": "truncate"``  Content-Length of the whole body, half of it sent, then close
- ``"action": "stall"``     headers (no body) then sleep ``"seconds"`` (default 30), then close
- ``"action": "lost_answer"`` the request is handled as usual (a write is applied), then the connection
  closes without one byte of answer, as when a kept-alive connection dies under a request; the request
  log's ``"connection_request"`` says whether it came on a re-used connection (2 or more)
- ``"action": "html"``      GitHub-style HTML error page, ``"status"`` 502/503/504 (default 503)
- ``"action": "redirect"``  ``"status"`` 301/302/307/308 (default 302) to ``"location"``
- ``"action": "delay_ms"``  wait ``"ms"`` (or ``"delay_ms": N``) then answer normally
- ``"action": "primary_rate_limit"``   403 (or ``"status": 429``) with
  x-ratelimit-remaining 0, x-ratelimit-reset ``"reset"`` (default an hour on; any text, ``"nan"``
  too) and GitHub's "API rate limit exceeded" body
- ``"action": "secondary_rate_limit"`` 403 (or 429) with ``Retry-After``
  (``"retry_after"``, default 60; any text, ``"inf"`` too) and GitHub's secondary-rate-limit body

Two actions answer as usual and then change the answer, as a looping server or proxy would:

- ``"action": "next_link"``   ``Link: <URL>; rel="next"``, URL ``"url"`` or by default the request's own
  (a page that names itself as the next one); ``"body"`` (JSON) replaces the answer's body
- ``"action": "repeat_cursor"``  every GraphQL ``pageInfo`` says ``hasNextPage: true`` with the first
  ``endCursor`` this rule handed out, so the next page is always one already read
- ``"action": "graphql_partial"`` / ``"search_stray_hits"`` / ``"body_repeat"``: generated bodies, see
  fault_bodies.py

Rules are tried in order; a match consumes one of its ``times``.
"""

import json
import re
import time

from faults import fault_bodies
from web import errors
from web.router import Response, dumps

ACTIONS = ("status", "reset", "truncate", "stall", "lost_answer", "html", "redirect", "delay_ms",
           "primary_rate_limit", "secondary_rate_limit", "body_repeat")
# Answered as usual, then changed (see `rewrite`).
REWRITES = ("next_link", "repeat_cursor", "graphql_partial", "search_stray_hits")
# Answered as usual by the API, then broken on the socket (see server.py's `_socket_fault`).
SOCKET_FAULTS = ("reset", "truncate", "stall", "lost_answer")
ACTIONS = ACTIONS + REWRITES
METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "*")

REDIRECT_MESSAGES = {301: "Moved Permanently", 302: "Found", 307: "Temporary Redirect", 308: "Permanent Redirect"}


def add_rule(store, spec):
    if not isinstance(spec, dict):
        raise ValueError("a fault rule must be a JSON object")
    method = str(spec.get("method", "*")).upper()
    if method not in METHODS:
        raise ValueError("method must be one of %s" % ", ".join(METHODS))
    try:
        rx = re.compile(spec.get("path", ".*"))
    except re.error as exc:
        raise ValueError("bad path regex: %s" % exc)
    try:
        body_rx = re.compile(spec.get("request_body", ""))
    except re.error as exc:
        raise ValueError("bad request_body regex: %s" % exc)
    times = int(spec.get("times", 1))
    action = spec.get("action")
    if action is None:
        if "status" in spec:
            action = "status"
        elif "delay_ms" in spec:
            action = "delay_ms"
        else:
            raise ValueError("a fault rule needs \"status\" or \"action\"")
    if action not in ACTIONS:
        raise ValueError("action must be one of %s" % ", ".join(ACTIONS))
    if action == "redirect" and not spec.get("location"):
        raise ValueError("redirect needs \"location\"")
    rule = dict(spec)
    rule.update(method=method, action=action, times=times, _rx=rx, _body_rx=body_rx)
    store.faults.append(rule)
    return {k: v for k, v in rule.items() if not k.startswith("_")}


def take(store, method, raw_path, body=""):
    """Return the first matching rule (consuming one use) or None."""
    for rule in store.faults:
        if rule["method"] not in ("*", method):
            continue
        if not rule["_rx"].search(raw_path) or not rule["_body_rx"].search(body):
            continue
        if rule["times"] > 0:
            rule["times"] -= 1
            if rule["times"] == 0:
                store.faults.remove(rule)
        return rule
    return None


def public(rules):
    return [{k: v for k, v in r.items() if not k.startswith("_")} for r in rules]


def delay_seconds(rule):
    return float(rule.get("ms", rule.get("delay_ms", 0))) / 1000.0


HTML_PAGES = {
    502: ("Server Error", "We couldn't respond to your request in time. Sorry about that. "
                          "Please try resubmitting your request and contact us if the problem persists."),
    503: ("Unicorn! &middot; GitHub", "No server is currently available to service your request. "
                                      "Sorry about that. Please try refreshing and contact us if the problem persists."),
    504: ("Gateway Timeout", "We didn't receive a timely response from the server. Please try again later."),
}


def html_page(status):
    title, text = HTML_PAGES.get(status, HTML_PAGES[503])
    return ("<!DOCTYPE html>\n<html>\n  <head>\n    <meta http-equiv=\"Content-type\" content=\"text/html; charset=utf-8\">\n"
            "    <title>%s</title>\n    <style type=\"text/css\" media=\"screen\">\n"
            "      body { background-color: #f1f1f1; margin: 0; font-family: \"Helvetica Neue\", Helvetica, Arial, sans-serif; }\n"
            "      .container { margin: 50px auto 40px auto; width: 600px; text-align: center; }\n"
            "    </style>\n  </head>\n  <body>\n    <div class=\"container\">\n"
            "      <h1>%d</h1>\n      <p><strong>%s</strong></p>\n"
            "      <div id=\"suggestions\"><a href=\"https://githubstatus.com\">GitHub Status</a></div>\n"
            "    </div>\n  </body>\n</html>\n") % (title, status, text)


def response_for(rule, req, request_id):
    """The Response for status/html/redirect/rate-limit rules."""
    action = rule["action"]
    if action == "status":
        status = int(rule["status"])
        body = rule.get("body")
        if body is None:
            reason = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
                      409: "Conflict", 410: "Gone", 422: "Unprocessable Entity", 429: "Too Many Requests",
                      500: "Server Error", 502: "Bad Gateway", 503: "Service Unavailable",
                      504: "Gateway Timeout"}.get(status, "Error")
            resp = Response(status, obj=errors.body(status, reason), cacheable=False)
        elif isinstance(body, str):
            resp = Response(status, text=body, cacheable=False)
        else:
            resp = Response(status, text=dumps(body), cacheable=False)
        resp.fault_headers = rule.get("headers") or {}
        return resp
    if action == "body_repeat":
        resp = Response(int(rule.get("status", 200)), raw=fault_bodies.repeated(rule), cacheable=False)
        resp.fault_headers = rule.get("headers") or {}
        return resp
    if action == "html":
        status = int(rule.get("status", 503))
        resp = Response(status, text=html_page(status), content_type="text/html; charset=utf-8", cacheable=False)
        resp.fault_headers = rule.get("headers") or {}
        resp.plain = True
        return resp
    if action == "redirect":
        status = int(rule.get("status", 302))
        location = rule["location"]
        body = {"message": REDIRECT_MESSAGES.get(status, "Found"), "url": location,
                "documentation_url": errors.DOCS["redirects"]}
        resp = Response(status, obj=body, headers=[("Location", location)], cacheable=False)
        resp.fault_headers = rule.get("headers") or {}
        return resp
    if action == "primary_rate_limit":
        status = int(rule.get("status", 403))
        ident = req.identity
        stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime())
        if ident is not None and ident.login:
            who = "user ID %d" % ident.user_id
            msg = ("API rate limit exceeded for %s. If you reach out to GitHub Support for help, please "
                   "include the request ID %s and timestamp %s UTC." % (who, request_id, stamp))
        else:
            msg = ("API rate limit exceeded for %s. (But here's the good news: Authenticated requests get a "
                   "higher rate limit. Check out the documentation for more details.) If you reach out to "
                   "GitHub Support for help, please include the request ID %s and timestamp %s UTC."
                   % (req.client_ip, request_id, stamp))
        resp = Response(status, obj=errors.body(status, msg, "rate-limit"), cacheable=False)
        # Any text goes through as given ("nan", "1e300"), as a broken proxy might send it.
        reset = rule.get("reset", int(time.time() + 3600))
        resp.fault_headers = {"x-ratelimit-remaining": "0", "x-ratelimit-reset": str(reset)}
        resp.fault_headers.update(rule.get("headers") or {})
        resp.rate_exhausted = True
        return resp
    if action == "secondary_rate_limit":
        status = int(rule.get("status", 403))
        msg = ("You have exceeded a secondary rate limit. Please wait a few minutes before you try again. "
               "If you reach out to GitHub Support for help, please include the request ID %s." % request_id)
        resp = Response(status, obj=errors.body(status, msg, "secondary-rate-limit"), cacheable=False)
        resp.fault_headers = {"retry-after": str(rule.get("retry_after", 60))}
        resp.fault_headers.update(rule.get("headers") or {})
        return resp
    raise ValueError(action)


def rewrite(rule, req, status, hs, out):
    """The usual answer (status, headers, body) changed as a REWRITES rule says.
    Without its ETag: a changed body must not be revalidated against the usual one."""
    hs = [h for h in hs if h[0].lower() != "etag"]
    if rule["action"] == "graphql_partial":
        return status, hs, fault_bodies.graphql_partial(rule, out)
    if rule["action"] == "search_stray_hits":
        return status, hs, fault_bodies.search_stray_hits(rule, out)
    if rule["action"] == "next_link":
        url = rule.get("url") or req.base_url + req.api_prefix + req.raw_path
        hs = [h for h in hs if h[0].lower() != "link"] + [("Link", '<%s>; rel="next"' % url)]
        if "body" in rule:
            out = dumps(rule["body"]).encode()
        return status, hs, out
    try:
        answer = json.loads(out)
    except ValueError:
        return status, hs, out
    for info in _page_infos(answer):
        rule.setdefault("_cursor", info.get("endCursor"))
        info.update(hasNextPage=True, endCursor=rule["_cursor"])
    return status, hs, dumps(answer).encode()


def _page_infos(value):
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "pageInfo" and isinstance(item, dict):
                yield item
            else:
                yield from _page_infos(item)
    elif isinstance(value, list):
        for item in value:
            yield from _page_infos(item)
