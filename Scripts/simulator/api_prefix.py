"""GitHub Enterprise Server's REST root, ``http(s)://HOST/api/v3/...``.

Clients that talk to any host other than github.com (hub, go-github's enterprise
client, octokit with a base URL) put the REST API under ``/api/v3``.  The
simulator serves the same API there as at its root: the prefix is split off
before routing, the request log keeps the path as sent, and the URLs in ``Link``
and ``Location`` reply headers carry the prefix again, as an Enterprise server's
do, so a client that follows them stays on the root it chose.  JSON bodies keep
root URLs (their ``url`` fields are not followed by the clients we measure).
"""

PREFIX = "/api/v3"

# Never API paths: the control API and the OAuth pages live at the host root only.
_NOT_API = ("/_simulator", "/login/")


def split(raw_path):
    """(prefix, path): ``/api/v3/user?x=1`` -> (``/api/v3``, ``/user?x=1``); any other path -> ("", path)."""
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
