"""The floor: a do-nothing client sending exactly the requests gh-lite sent for a row.

The requests come from the simulator's log (``GET /_simulator/requests``) of one gh-lite run: the same method,
path, headers (token, ``Accept-Encoding``, conditional headers) and body, in the same order.  One ``curl``
invocation sends them all, one after the other over one kept-alive connection (``next`` in its config file),
and throws the answers away undecoded.  It is a floor because it is what any client built on libcurl must at
least pay: one process start with libcurl loaded, then each request's round trip and the simulator's work,
with no parsing, rendering or output.  ``Expect:`` is sent empty so curl never waits for a ``100 Continue``
on a large body (gh-lite does not either).
"""

import os

from tools import Run

_SET_BY_CURL = ("host", "content-length", "connection", "expect")


def _quoted(text):
    return '"%s"' % text.replace("\\", "\\\\").replace('"', '\\"')


def replay(tmp, name, base, log, env):
    """A Run sending ``log``'s requests again; its files live under ``tmp`` named after ``name``."""
    folder = os.path.join(tmp, "floor-" + name)
    os.makedirs(folder, exist_ok=True)
    lines = []
    for i, entry in enumerate(log):
        if i:
            lines.append("next")
        lines += ["url = " + _quoted(base + entry["path"]), "request = " + _quoted(entry["method"]),
                  "output = \"/dev/null\"", "silent", "header = \"Expect:\""]
        lines += ["header = " + _quoted("%s: %s" % (k, v)) for k, v in entry["headers"].items()
                  if k not in _SET_BY_CURL]
        if entry.get("body"):
            body_file = os.path.join(folder, "body-%d" % i)
            with open(body_file, "w", encoding="utf-8") as f:
                f.write(entry["body"])
            lines.append("data-binary = " + _quoted("@" + body_file))
    config = os.path.join(folder, "curl.config")
    with open(config, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return Run(["curl", "--config", config], env)
