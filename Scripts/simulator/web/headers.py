"""Common response headers, rate-limit accounting and ETags.

Header set modelled on the raw octokit recordings (octokit/raw/*.json):
Server, Date, Content-Type, Content-Length, Cache-Control, Vary, ETag,
X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-GitHub-Media-Type,
X-RateLimit-{Limit,Remaining,Reset,Used,Resource}, the CORS / security headers
and X-GitHub-Request-Id.

Rate limits follow GitHub's documented numbers: 5000/h per authenticated user
(all tokens of one user share the counter, as on GitHub), 60/h per IP for
unauthenticated requests, the ``search`` resource 30/min (10/min
unauthenticated) and the ``graphql`` resource 5000 points/h (none without a
token; a query consumes its cost in points).  A 304 Not Modified does not
consume a request.
"""

import calendar
import email.utils
import hashlib
import itertools
import os
import random
import time

API_VERSION = "2022-11-28"
SUPPORTED_API_VERSIONS = ("2022-11-28", "2026-03-10")

EXPOSE_HEADERS = ("ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, "
                  "X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, "
                  "X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, "
                  "X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset")

SECURITY_HEADERS = [
    ("Access-Control-Expose-Headers", EXPOSE_HEADERS),
    ("Access-Control-Allow-Origin", "*"),
    ("Strict-Transport-Security", "max-age=31536000; includeSubdomains; preload"),
    ("X-Frame-Options", "deny"),
    ("X-Content-Type-Options", "nosniff"),
    ("X-XSS-Protection", "0"),
    ("Referrer-Policy", "origin-when-cross-origin, strict-origin-when-cross-origin"),
    ("Content-Security-Policy", "default-src 'none'"),
]

JSON_TYPE = "application/json; charset=utf-8"

LIMITS = {
    # resource: (authenticated limit, unauthenticated limit, window seconds)
    "core": (5000, 60, 3600),
    "search": (30, 10, 60),
    "graphql": (5000, 0, 3600),
}

_counter = itertools.count(1)
_rid_rand = random.Random(os.getpid())
_rid_prefix = "C0DE:%04X" % (os.getpid() & 0xFFFF)


def request_id():
    """A unique id shaped like GitHub's, e.g. ``C0DE:1A2B:00000001:5F3C2A1:66A1B2C3``."""
    n = next(_counter)
    return "%s:%08X:%07X:%08X" % (_rid_prefix, n, _rid_rand.getrandbits(28), int(time.time()))


def http_date(ts=None):
    return email.utils.formatdate(time.time() if ts is None else ts, usegmt=True)


def iso_to_epoch(iso):
    return calendar.timegm(time.strptime(iso, "%Y-%m-%dT%H:%M:%SZ"))


def iso_to_http_date(iso):
    return http_date(iso_to_epoch(iso))


def parse_http_date(value):
    try:
        dt = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if dt is None:
        return None
    return dt.timestamp()


def etag_for(body, identity):
    """Weak ETag of the body, salted with the caller so it differs per token."""
    h = hashlib.sha256()
    h.update((identity or "anonymous").encode("utf-8"))
    h.update(b"\0")
    h.update(body)
    return 'W/"%s"' % h.hexdigest()


def etag_matches(if_none_match, etag):
    if not if_none_match:
        return False
    want = etag[2:] if etag.startswith("W/") else etag
    for candidate in if_none_match.split(","):
        c = candidate.strip()
        if c == "*":
            return True
        if c.startswith("W/"):
            c = c[2:]
        if c == want:
            return True
    return False


class RateLimiter:
    """Per identity and resource counters.  Callers hold the store lock."""

    def __init__(self):
        self.counters = {}
        # {resource or None (every resource): {"limit": n, "remaining": n, "reset": epoch}}, applied to new counters
        self.defaults = {}

    def _key(self, identity, resource):
        return (identity.key, resource)

    def counter(self, identity, resource):
        key = self._key(identity, resource)
        authed_limit, anon_limit, window = LIMITS[resource]
        limit = authed_limit if identity.login else anon_limit
        now = time.time()
        c = self.counters.get(key)
        if c is None:
            c = {"limit": limit, "remaining": limit, "reset": int(now) + window, "window": window}
            for scope in (None, resource):
                if scope in self.defaults:
                    self._apply(c, self.defaults[scope])
            self.counters[key] = c
        if now >= c["reset"]:
            c["remaining"] = c["limit"]
            c["reset"] = int(now) + window
        return c

    @staticmethod
    def _apply(c, settings):
        if settings.get("limit") is not None:
            c["limit"] = int(settings["limit"])
        if settings.get("remaining") is not None:
            c["remaining"] = max(0, min(int(settings["remaining"]), c["limit"]))
        if settings.get("reset") is not None:
            c["reset"] = int(settings["reset"])

    def exhausted(self, identity, resource):
        c = self.counter(identity, resource)
        return c["remaining"] <= 0

    def consume(self, identity, resource, points=1):
        c = self.counter(identity, resource)
        c["remaining"] = max(0, c["remaining"] - points)
        return c

    def set(self, settings, identity_key=None):
        """Set remaining/reset for one identity's counters, or for all (and future) ones."""
        resource = settings.get("resource")
        changed = 0
        for (key, res), c in self.counters.items():
            if identity_key is not None and key != identity_key:
                continue
            if resource is not None and res != resource:
                continue
            self._apply(c, settings)
            changed += 1
        if identity_key is None:
            # Each resource keeps its own: setting "graphql" after "core" leaves core's in force.
            if resource is None:
                self.defaults = {}
            self.defaults[resource] = dict(settings)
        return changed

    def headers(self, c, resource):
        return [
            ("X-RateLimit-Limit", str(c["limit"])),
            ("X-RateLimit-Remaining", str(c["remaining"])),
            ("X-RateLimit-Reset", str(c["reset"])),
            ("X-RateLimit-Used", str(c["limit"] - c["remaining"])),
            ("X-RateLimit-Resource", resource),
        ]


def api_headers(identity, accepted_scopes, api_version):
    """Headers every API reply carries, apart from rate limits and caching."""
    out = [("Content-Type", JSON_TYPE)]
    if identity.login:
        out.append(("X-OAuth-Scopes", ", ".join(identity.scopes)))
        out.append(("X-Accepted-OAuth-Scopes", accepted_scopes))
    out.append(("X-GitHub-Media-Type", "github.v3; format=json"))
    out.append(("X-GitHub-Api-Version-Selected", api_version))
    return out
