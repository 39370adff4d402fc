"""GitHub Enterprise Server's REST root, ``http(s)://HOST/api/v3/...``.

Clients that talk to any host other than github.com (hub, go-github's enterprise
client, octokit with a base URL) put the REST API under ``/api/v3``.  The
simulator serves the same API there as at its root: the prefix is split off
before routing, the request log keeps the path as sent, and the URLs in ``Link``
and ``Location`` reply headers carry the prefix again, as an Enterprise server's
do, so a client that follows them stays on the root it chose.  JSON bodies keep
root URLs (their ``url`` fields are not followed by the clients we measure).

An Enterprise server's GraphQL root is ``/api/graphql`` (not under ``/api/v3``):
it is split into (``/api``, ``/graphql``) the same way, so it reaches the
``/graphql`` route, faults matching ``/graphql`` apply to it and the request
log keeps ``/api/graphql``.
"""

PREFIX = "/api/v3"
GRAPHQL_PREFIX = "/api"

# Never API paths: the control API and the OAuth pages live at the host root only.
_NOT_API = ("/_simulator", "/login/")


def split(raw_path):
    """(prefix, path): ``/api/v3/user?x=1`` -> (``/api/v3``, ``/user?x=1``),
    ``/api/graphql`` -> (``/api``, ``/graphql``); any other path -> ("", path)."""
    if raw_path == "/api/graphql" or raw_path.startswith("/api/graphql?"):
        return GRAPHQL_PREFIX, raw_path[len(GRAPHQL_PREFIX):]
    if not raw_path.startswith(PREFIX):
        return "", raw_path
    rest = raw_path[len(PREFIX):]
    if rest == "" or rest.startswith("?"):
        rest = "/" + rest
    if not rest.startswith("/") or rest.startswith(_NOT_API):  # e.g. /api/v3x, /api/v3/_simulator
        return "", raw_path
    return PREFIX, rest


def relocate(value, base_url, prefix):
    """``value`` (a Link or Location header) with each URL under ``base_url`` moved under ``base_url + prefix``."""
    if not prefix:
        return value
    return value.replace(base_url + "/", base_url + prefix + "/")
