"""OAuth device flow: POST /login/device/code, POST /login/oauth/access_token
(and a small GET /login/device page so verification_uri resolves).

Formats follow GitHub Docs "Authorizing OAuth apps" -> "Device flow" (see
shared/github-fixtures/device-flow.md beside this repository): replies are form-encoded unless
the request has ``Accept: application/json``.  Error replies carry ``error``,
``error_description`` and ``error_uri``; ``slow_down`` also carries the new
``interval`` (unless scripted with ``"slow_down_interval": false``, to see a
client add GitHub's 5 s itself).  Errors answer 200 by default (as github.com does; a scripted
``status`` of 400 is available).

Client ids: ``Iv1.simulator`` (device flow enabled), ``Iv1.disabled`` (device
flow disabled: /login/device/code answers 400 ``device_flow_disabled``).  An
unknown client id on /login/device/code gets ``404`` with
``{"error":"Not Found"}`` (form: ``error=Not+Found``) -- a choice: GitHub's
exact reply is not documented; GitHub's own client (cli/oauth) treats a 404
there as "device flow not supported".

Each poll consumes the next outcome of the device code's script (copied from
the current script when the code is created; re-scripting also rewinds codes
still pending).  When the script runs out the last outcome repeats; after a
``success`` the code is used up and later polls get ``incorrect_device_code``.
Polling after ``expires_in`` seconds always gives ``expired_token``.
"""

import json
import secrets
import string
import time
from urllib.parse import parse_qsl, urlencode

from web.router import Response

CLIENTS = {"Iv1.simulator": True, "Iv1.disabled": False}
DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code"
ERROR_URI = "https://docs.github.com/developers/apps/authorizing-oauth-apps#error-codes-for-the-device-flow"

DESCRIPTIONS = {
    "authorization_pending": "The authorization request is still pending.",
    "slow_down": "Too many requests have been made in the same timeframe.",
    "expired_token": "The device_code has expired.",
    "access_denied": "The authorization request was denied.",
    "incorrect_client_credentials": "The client_id and/or client_secret passed are incorrect.",
    "incorrect_device_code": "The device_code provided is not valid.",
    "unsupported_grant_type": "The grant type is not supported.",
    "device_flow_disabled": "Device Flow must be explicitly enabled for this App",
}
ERROR_URIS = {
    "incorrect_client_credentials": "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#incorrect-client-credentials",
    "device_flow_disabled": "https://docs.github.com/developers/apps/authorizing-oauth-apps#device-flow",
}
OUTCOMES = set(DESCRIPTIONS) | {"success"}

USER_CODE_ALPHABET = "BCDFGHJKLMNPQRSTVWXZ"


def wants_json(req):
    return "application/json" in (req.header("accept") or "").lower()


def reply(req, fields, status=200):
    if wants_json(req):
        return Response(status, obj=fields, content_type="application/json; charset=utf-8", cacheable=False)
    text = urlencode([(k, str(v)) for k, v in fields.items()])
    return Response(status, text=text, content_type="application/x-www-form-urlencoded; charset=utf-8",
                    cacheable=False)


def error_reply(req, code, status=200, extra=None):
    fields = {"error": code, "error_description": DESCRIPTIONS[code],
              "error_uri": ERROR_URIS.get(code, ERROR_URI)}
    if extra:
        fields.update(extra)
    return reply(req, fields, status)


def form(req):
    ctype = (req.header("content-type") or "").lower()
    raw = req.body.decode("utf-8", "replace")
    if "application/json" in ctype:
        try:
            data = json.loads(raw or "{}")
            return {k: str(v) for k, v in data.items()} if isinstance(data, dict) else {}
        except ValueError:
            return {}
    out = dict(parse_qsl(raw, keep_blank_values=True))
    for k, v in req.query_pairs:  # GitHub also accepts query parameters
        out.setdefault(k, v)
    return out


def _user_code(store):
    if not store.device_codes:
        return "WDJB-MJHT"
    code = "".join(secrets.choice(USER_CODE_ALPHABET) for _ in range(8))
    return code[:4] + "-" + code[4:]


def device_code(req):
    store = req.store
    f = form(req)
    client_id = f.get("client_id", "")
    if client_id not in CLIENTS:
        if wants_json(req):
            return Response(404, obj={"error": "Not Found"}, cacheable=False)
        return Response(404, text="error=Not+Found",
                        content_type="application/x-www-form-urlencoded; charset=utf-8", cacheable=False)
    if not CLIENTS[client_id]:
        return error_reply(req, "device_flow_disabled", 400)
    script = store.device_script
    scope = " ".join(f.get("scope", "").replace(",", " ").split())
    code = secrets.token_hex(20)
    entry = {
        "client_id": client_id,
        "user_code": _user_code(store),
        "scope": scope,
        "interval": int(script.get("interval", 5)),
        "expires_at": time.time() + int(script.get("expires_in", 900)),
        "expires_in": int(script.get("expires_in", 900)),
        "outcomes": list(script.get("outcomes") or []),
        "cursor": 0,
        "status": int(script.get("status", 200)),
        "login": script.get("login") or "octocat",
        "scopes": script.get("scopes"),
        "slow_down_step": int(script.get("slow_down_step", 5)),
        "slow_down_interval": bool(script.get("slow_down_interval", True)),
        "used": False,
        "polls": 0,
    }
    store.device_codes[code] = entry
    verification = req.base_url + "/login/device"
    if wants_json(req):
        fields = {"device_code": code, "user_code": entry["user_code"], "verification_uri": verification,
                  "expires_in": entry["expires_in"], "interval": entry["interval"]}
    else:  # GitHub's form reply lists the fields alphabetically
        fields = {"device_code": code, "expires_in": entry["expires_in"], "interval": entry["interval"],
                  "user_code": entry["user_code"], "verification_uri": verification}
    return reply(req, fields)


def _issue_token(store, entry):
    alphabet = string.ascii_letters + string.digits
    token = "gho_" + "".join(secrets.choice(alphabet) for _ in range(36))
    if entry["scopes"] is not None:
        scopes = entry["scopes"]
        scopes = scopes if isinstance(scopes, list) else [s for s in str(scopes).replace(" ", ",").split(",") if s]
    else:
        scopes = [s for s in entry["scope"].split(" ") if s]
    store.tokens[token] = {"login": entry["login"], "scopes": sorted(set(scopes))}
    store.issued_tokens.append({"token": token, "login": entry["login"], "scopes": sorted(set(scopes))})
    return token, ",".join(scopes)


def access_token(req):
    store = req.store
    f = form(req)
    client_id = f.get("client_id", "")
    if client_id not in CLIENTS:
        return error_reply(req, "incorrect_client_credentials")
    if f.get("grant_type") != DEVICE_GRANT:
        return error_reply(req, "unsupported_grant_type")
    entry = store.device_codes.get(f.get("device_code", ""))
    if entry is None or entry["client_id"] != client_id or entry["used"]:
        return error_reply(req, "incorrect_device_code")
    if not CLIENTS[client_id]:
        return error_reply(req, "device_flow_disabled", entry["status"])
    entry["polls"] += 1
    if time.time() >= entry["expires_at"]:
        return error_reply(req, "expired_token", entry["status"])
    outcomes = entry["outcomes"] or ["success"]
    outcome = outcomes[min(entry["cursor"], len(outcomes) - 1)]
    entry["cursor"] += 1
    if outcome == "success":
        entry["used"] = True
        token, scope = _issue_token(store, entry)
        return reply(req, {"access_token": token, "token_type": "bearer", "scope": scope})
    if outcome == "slow_down":
        entry["interval"] += entry["slow_down_step"]
        extra = {"interval": entry["interval"]} if entry["slow_down_interval"] else None
        return error_reply(req, "slow_down", entry["status"], extra)
    return error_reply(req, outcome, entry["status"])


def device_page(req):
    html = ("<!DOCTYPE html><html><head><title>Device Activation - gh-lite simulator</title></head>"
            "<body><h1>Device activation</h1><p>This simulator approves device codes by script; "
            "nothing to enter here.</p></body></html>")
    return Response(200, text=html, content_type="text/html; charset=utf-8", cacheable=False)


def apply_script(store, settings):
    """Replace the device-flow script (POST /_simulator/device-flow)."""
    from state.seed import DEFAULT_DEVICE_SCRIPT
    script = dict(DEFAULT_DEVICE_SCRIPT)
    for key in ("outcomes", "interval", "expires_in", "status", "login", "scopes", "slow_down_step",
                "slow_down_interval"):
        if key in settings:
            script[key] = settings[key]
    bad = [o for o in script["outcomes"] or [] if o not in OUTCOMES]
    if bad:
        raise ValueError("unknown outcome(s): %s" % ", ".join(bad))
    if store.user(script["login"]) is None:
        raise ValueError("unknown login: %s" % script["login"])
    store.device_script = script
    for entry in store.device_codes.values():
        if not entry["used"]:
            entry.update(outcomes=list(script["outcomes"] or []), cursor=0, status=int(script["status"]),
                         login=script["login"], scopes=script["scopes"],
                         slow_down_step=int(script["slow_down_step"]),
                         slow_down_interval=bool(script["slow_down_interval"]))
    return script
