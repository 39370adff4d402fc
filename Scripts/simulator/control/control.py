"""Test-control endpoints under /_simulator/ (no auth, not logged, not rate limited).

GET    /_simulator/health          {"ok":true,"base_url":...,"graphql_schema":path of GitHub's schema or null}
GET    /_simulator/requests        every recorded request [{method,path,headers,body,received,elapsed_ms}]
DELETE /_simulator/requests        clear the log
POST   /_simulator/reset           restore the seed (issues, scripts, faults, counters, log, tokens)
GET    /_simulator/device-flow     current script and device codes
POST   /_simulator/device-flow     {"outcomes":[...],"interval":5,"expires_in":900,"status":200,
                                    "login":"octocat","scopes":"repo,read:org","slow_down_step":5}
POST   /_simulator/latency         {"ms": N}
POST   /_simulator/rate-limit      {"remaining":N,"reset":epoch,"resource":"core"|"search"|"graphql",
                                    "token"|"login": whose (else the caller's Authorization, else all)}
GET    /_simulator/faults          active rules
POST   /_simulator/faults          a rule (or a list of rules), see faults.py
DELETE /_simulator/faults          remove all rules
GET    /_simulator/tokens          tokens known to the simulator (seeded and issued)
POST   /_simulator/files           {"repo":"owner/name","files":{"path":"text", "other/path":null}}: puts files on
                                    the default branch (null removes one), as a push would
POST   /_simulator/seed/repos|labels|updated-at|lagging-search   data added beyond the seed, see control_seed.py
GET    /_simulator/after           active rules
POST   /_simulator/after           a change by another user right after a request is answered, see after_answers.py
DELETE /_simulator/after           remove all rules
"""

import json

from control import control_seed
from faults import after_answers
from faults import faults
from rest import oauth
from state.store import Identity
from web import headers
from web.router import Response


def _json(status, obj):
    return Response(status, obj=obj, content_type="application/json; charset=utf-8", cacheable=False)


def _bad(message):
    return _json(400, {"message": message})


def _body(req):
    if not req.body:
        return {}
    try:
        return json.loads(req.body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise ValueError("body is not valid JSON")


def _token_from_header(req):
    auth = req.header("authorization") or ""
    parts = auth.split(None, 1)
    if len(parts) == 2 and parts[0].lower() in ("bearer", "token"):
        return parts[1].strip()
    return None


def handle(req):
    store = req.store
    path = req.path.rstrip("/")
    method = req.method
    try:
        data = _body(req) if method in ("POST", "PUT", "PATCH") else {}
    except ValueError as exc:
        return _bad(str(exc))

    if path == "/_simulator/health" and method == "GET":
        published = store.published_schema
        return _json(200, {"ok": True, "base_url": store.base_url,
                           "graphql_schema": published.path if published is not None else None})

    if path == "/_simulator/requests":
        if method == "GET":
            return _json(200, store.request_log)
        if method == "DELETE":
            n = len(store.request_log)
            store.request_log = []
            return _json(200, {"cleared": n})

    if path == "/_simulator/reset" and method == "POST":
        store.reset()
        return _json(200, {"reset": True})

    if path == "/_simulator/device-flow":
        if method == "GET":
            codes = [{"user_code": e["user_code"], "client_id": e["client_id"], "polls": e["polls"],
                      "used": e["used"], "interval": e["interval"]} for e in store.device_codes.values()]
            return _json(200, {"script": store.device_script, "device_codes": codes})
        if method == "POST":
            if not isinstance(data, dict):
                return _bad("expected a JSON object")
            try:
                script = oauth.apply_script(store, data)
            except (ValueError, TypeError) as exc:
                return _bad(str(exc))
            return _json(200, script)

    if path == "/_simulator/latency" and method == "POST":
        try:
            store.latency_ms = max(0, int(data.get("ms", 0)))
        except (TypeError, ValueError, AttributeError):
            return _bad("expected {\"ms\": N}")
        return _json(200, {"ms": store.latency_ms})

    if path == "/_simulator/rate-limit" and method == "POST":
        if not isinstance(data, dict):
            return _bad("expected a JSON object")
        settings = {k: data[k] for k in ("remaining", "reset", "limit", "resource") if k in data}
        if settings.get("resource") not in (None,) + tuple(headers.LIMITS):
            return _bad("resource must be one of %s" % ", ".join(headers.LIMITS))
        key = None
        token = data.get("token") or _token_from_header(req)
        if data.get("login"):
            key = Identity(login=data["login"]).key
        elif token:
            t = store.tokens.get(token)
            if t is None:
                return _bad("unknown token")
            key = Identity(login=t["login"]).key
        elif data.get("ip"):
            key = Identity(ip=data["ip"]).key
        if key is not None:
            # make sure the counters exist so the setting sticks
            ident = Identity(login=key[5:]) if key.startswith("user:") else Identity(ip=key[3:])
            for res in headers.LIMITS:
                if settings.get("resource") in (None, res):
                    store.rate.counter(ident, res)
        try:
            changed = store.rate.set(settings, key)
        except (TypeError, ValueError):
            return _bad("remaining/reset must be integers")
        return _json(200, {"updated": changed, "scope": key or "all"})

    if path == "/_simulator/faults":
        if method == "GET":
            return _json(200, faults.public(store.faults))
        if method == "DELETE":
            n = len(store.faults)
            store.faults = []
            return _json(200, {"cleared": n})
        if method == "POST":
            specs = data if isinstance(data, list) else [data]
            added = []
            try:
                for spec in specs:
                    added.append(faults.add_rule(store, spec))
            except (ValueError, TypeError) as exc:
                return _bad(str(exc))
            return _json(201, added if isinstance(data, list) else added[0])

    if path == "/_simulator/files" and method == "POST":
        return _put_files(store, data)
    if path in control_seed.HANDLERS and method == "POST":
        try:
            return _json(201, control_seed.handle(store, path, data))
        except (ValueError, TypeError) as exc:
            return _bad(str(exc))
    if path == "/_simulator/after":
        if method == "GET":
            return _json(200, [after_answers.public(r) for r in store.after_rules])
        if method == "DELETE":
            n = len(store.after_rules)
            store.after_rules = []
            return _json(200, {"cleared": n})
        if method == "POST":
            try:
                return _json(201, after_answers.add_rule(store, data))
            except (ValueError, TypeError) as exc:
                return _bad(str(exc))

    if path == "/_simulator/tokens" and method == "GET":
        return _json(200, [{"token": t, "login": v["login"], "scopes": v["scopes"]}
                           for t, v in store.tokens.items()])

    return _json(404, {"message": "Unknown simulator control endpoint %s %s" % (method, req.path)})


def _put_files(store, data):
    if not isinstance(data, dict) or not isinstance(data.get("files"), dict):
        return _bad("expected {\"repo\": \"owner/name\", \"files\": {\"path\": \"text\" or null}}")
    owner, _, name = str(data.get("repo", "")).partition("/")
    repo = store.repo(owner, name)
    if repo is None:
        return _bad("unknown repository %r" % data.get("repo"))
    for file_path, text in data["files"].items():
        if text is None:
            repo.files.pop(file_path, None)
        elif isinstance(text, str):
            repo.files[file_path] = text.encode("utf-8")
        else:
            return _bad("file contents must be text or null")
    return _json(200, {"files": len(repo.files)})
