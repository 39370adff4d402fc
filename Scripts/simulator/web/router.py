"""Request/response value types and the route table.

Route modules register handlers with ``@route("GET", r"^/user$")``; a handler
receives a ``Request`` (with named regex groups in ``req.params``) and returns a
``Response``.  Repository routes are registered once and reachable both as
``/repos/{owner}/{repo}/...`` and ``/repositories/{id}/...``.
"""

import json
import re
from urllib.parse import parse_qsl, unquote

from web import errors

ROUTES = []


def route(method, pattern, resource="core", accepted_scopes=""):
    def deco(fn):
        ROUTES.append((method, re.compile(pattern), fn, resource, accepted_scopes))
        return fn
    return deco


REPO_PREFIXES = (
    r"^/repos/(?P<owner>[^/]+)/(?P<repo>[^/]+)",
    r"^/repositories/(?P<repo_id>[0-9]+)",
)


def repo_route(method, rest, resource="core", accepted_scopes="repo"):
    """Register ``rest`` (e.g. ``/issues$``) under both repository prefixes."""
    def deco(fn):
        for prefix in REPO_PREFIXES:
            ROUTES.append((method, re.compile(prefix + rest), fn, resource, accepted_scopes))
        return fn
    return deco


def match(method, path):
    """(handler, params, resource, accepted_scopes) or None."""
    lookup = "GET" if method == "HEAD" else method
    for m, rx, fn, resource, scopes in ROUTES:
        if m != lookup:
            continue
        mo = rx.match(path)
        if mo:
            params = {k: (unquote(v) if v is not None else None) for k, v in mo.groupdict().items()}
            return fn, params, resource, scopes
    return None


class Request:
    def __init__(self, method, raw_path, headers, body, client_ip, base_url):
        self.method = method
        self.raw_path = raw_path
        path, _, query = raw_path.partition("?")
        self.path = path
        self.query_string = query
        self.query_pairs = parse_qsl(query, keep_blank_values=True)
        self.query = {}
        for k, v in self.query_pairs:
            self.query.setdefault(k, v)
        self.headers = headers  # lower-case name -> value
        self.body = body
        self.client_ip = client_ip
        self.base_url = base_url
        self.params = {}
        self.identity = None
        self.api_version = "2022-11-28"
        self.store = None
        self.api_prefix = ""  # "/api/v3" when the client used GitHub Enterprise's REST root (api_prefix.py)

    def header(self, name, default=None):
        return self.headers.get(name.lower(), default)

    def json_body(self):
        """(ok, value): ok False when the body is not valid JSON."""
        if not self.body:
            return True, None
        try:
            return True, json.loads(self.body.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return False, None


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


class Response:
    """What a handler produced.  ``text`` is the serialised JSON (or other) body."""

    def __init__(self, status=200, obj=None, text=None, raw=None, content_type=None,
                 headers=None, cacheable=None, last_modified=None, link=None):
        self.status = status
        if raw is not None:
            self.raw = raw
        elif text is not None:
            self.raw = text.encode("utf-8")
        elif obj is not None:
            self.raw = dumps(obj).encode("utf-8")
        else:
            self.raw = b""
        self.content_type = content_type
        self.headers = list(headers or [])
        # GET 200 replies get ETag/Cache-Control unless told otherwise
        self.cacheable = (status == 200) if cacheable is None else cacheable
        self.last_modified = last_modified
        self.link = link
        self.media_type = "github.v3; format=json"  # X-GitHub-Media-Type (GraphQL: github.v4)
        self.cost = 1  # rate-limit points the reply consumes (GraphQL: the query's cost)


def error(status, message, doc=errors.REST_DOCS, errs=None, headers=None, with_docs=True):
    return Response(status, obj=errors.body(status, message, doc, errs, with_docs=with_docs),
                    headers=headers, cacheable=False)


def not_found(doc=errors.REST_DOCS):
    return error(404, "Not Found", doc)
