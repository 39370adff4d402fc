#!/usr/bin/env python3
"""The simulator's request log, for Scripts/bench: clear it, or summarise what one command sent.

  requests.py http://127.0.0.1:PORT clear
  requests.py http://127.0.0.1:PORT summary

`summary` prints one tab-separated line: the number of requests, how many were conditional
(If-None-Match / If-Modified-Since), the milliseconds the simulator spent answering them (its
latency included: the least a client that cost nothing would have waited), and each endpoint with
its count, in order of first use:
  14<TAB>0<TAB>712.4<TAB>1x GET /repos/octocat/big/issues, 13x GET /repositories/5000255/issues
"""

import http.client
import json
import sys
from urllib.parse import urlsplit


def control(base, method, path):
    url = urlsplit(base)
    if url.scheme != "http" or url.hostname != "127.0.0.1":
        sys.exit("requests.py: only the simulator on http://127.0.0.1 is asked, not %s" % base)
    # http.client, not urllib: no proxy from the environment may see these requests.
    conn = http.client.HTTPConnection("127.0.0.1", url.port, timeout=30)
    try:
        conn.request(method, path)
        reply = conn.getresponse()
        body = reply.read()
        if reply.status != 200:
            sys.exit("requests.py: %s %s answered %d" % (method, path, reply.status))
        return json.loads(body)
    finally:
        conn.close()


def summary(log):
    counts = {}
    conditional = 0
    served_ms = 0.0
    for entry in log:
        served_ms += entry.get("elapsed_ms", 0.0)
        headers = entry["headers"]
        if "if-none-match" in headers or "if-modified-since" in headers:
            conditional += 1
        endpoint = "%s %s" % (entry["method"], entry["path"].partition("?")[0])
        counts[endpoint] = counts.get(endpoint, 0) + 1
    endpoints = ", ".join("%dx %s" % (n, e) for e, n in counts.items()) or "none"
    return "%d\t%d\t%.1f\t%s" % (len(log), conditional, served_ms, endpoints)


def main(argv):
    if len(argv) != 3 or argv[2] not in ("clear", "summary"):
        sys.exit(__doc__)
    base = argv[1]
    if argv[2] == "clear":
        control(base, "DELETE", "/_simulator/requests")
    else:
        print(summary(control(base, "GET", "/_simulator/requests")))


if __name__ == "__main__":
    main(sys.argv)
