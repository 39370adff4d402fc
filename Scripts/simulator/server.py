"""HTTP plumbing: the request handler, the request pipeline and the server class.

Pipeline for a non-control request: record it in the request log -> global
latency -> scripted fault (may answer instead) -> OAuth pages or the API
(authentication, routing, primary rate limit, handler, conditional GET,
rate-limit accounting, headers) -> gzip when accepted -> one write with a
Content-Length (keep-alive friendly).  ``POST /graphql`` goes the same way;
its handler answers its own rate limit (HTTP 200, routes_graphql.py) and its
reply consumes the query's cost in points.
"""

import gzip
import socket
import ssl
import struct
import sys
import threading
import time
import traceback
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from control import control
from faults import after_answers
from faults import faults
from rest import oauth
from web import api_prefix
from web import errors
from web import headers as hdr
from web import router
# route modules register themselves on import
from rest import routes_root  # noqa: F401
from rest import routes_users  # noqa: F401
from rest import routes_repos  # noqa: F401
from rest import routes_issues  # noqa: F401
from rest import routes_labels  # noqa: F401
from rest import routes_milestones  # noqa: F401
from rest import routes_search  # noqa: F401
from graphql_api import routes_graphql  # noqa: F401
from rest import routes_issue_writes  # noqa: F401
from rest import routes_comment_writes  # noqa: F401
from rest import routes_sub_issues  # noqa: F401
from rest import routes_issue_types  # noqa: F401
from rest import routes_dependencies  # noqa: F401
from state.store import Identity, Store
from web.router import Request, Response

REASONS = BaseHTTPRequestHandler.responses


def _reason(status):
    r = REASONS.get(status)
    return r[0] if r else "Status"


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "GitHub.com"
    sys_version = ""
    disable_nagle_algorithm = True
    timeout = 300
    # Requests served on this connection (one handler per connection), so a fault can tell a re-used one.
    served = 0

    # ------------------------------------------------------------ plumbing --
    def log_message(self, fmt, *args):
        if self.server.verbose:
            super().log_message(fmt, *args)

    def do_GET(self):
        self.dispatch()

    do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = do_GET

    def _read_body(self):
        te = (self.headers.get("Transfer-Encoding") or "").lower()
        if "chunked" in te:
            chunks = []
            while True:
                line = self.rfile.readline(65537)
                if not line:
                    return None
                size = int(line.split(b";", 1)[0].strip() or b"0", 16)
                if size == 0:
                    while True:  # trailers
                        t = self.rfile.readline(65537)
                        if t in (b"\r\n", b"\n", b""):
                            break
                    return b"".join(chunks)
                chunks.append(self.rfile.read(size))
                self.rfile.readline(65537)
        length = self.headers.get("Content-Length")
        if length:
            try:
                n = int(length)
            except ValueError:
                return None
            return self.rfile.read(n) if n > 0 else b""
        return b""

    def _head_bytes(self, status, headers):
        lines = ["HTTP/1.1 %d %s" % (status, _reason(status)),
                 "Server: GitHub.com", "Date: " + hdr.http_date()]
        for k, v in headers:
            lines.append("%s: %s" % (k, v))
        return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1", "replace")

    def _write(self, status, headers, body):
        if self.command == "HEAD":
            body = b""
        try:
            self.wfile.write(self._head_bytes(status, headers) + body)
        except OSError:
            self.close_connection = True
        if self.server.verbose:
            self.log_request(status, len(body))

    # ------------------------------------------------------------ dispatch --
    def dispatch(self):
        srv = self.server
        store = srv.store
        body = self._read_body()
        if body is None:
            self.close_connection = True
            self._write(400, [("Content-Type", hdr.JSON_TYPE), ("Content-Length", "0")], b"")
            return
        raw_path = self.path
        if raw_path.startswith("http://") or raw_path.startswith("https://"):
            raw_path = "/" + raw_path.split("/", 3)[3] if raw_path.count("/") >= 3 else "/"
        prefix, raw_path = api_prefix.split(raw_path)
        heads = {}
        for k, v in self.headers.items():
            lk = k.lower()
            heads[lk] = heads[lk] + ", " + v if lk in heads else v
        req = Request(self.command, raw_path, heads, body, self.client_address[0], store.base_url)
        req.store = store
        req.api_prefix = prefix
        try:
            if req.path == "/_simulator" or req.path.startswith("/_simulator/"):
                with store.lock:
                    resp = control.handle(req)
                out = resp.raw
                hs = [("Content-Type", resp.content_type or hdr.JSON_TYPE), ("Content-Length", str(len(out)))]
                self._write(resp.status, hs, out)
                return
            self._serve(req)
        except Exception:  # a bug in the simulator: answer 500 and say why on stderr
            traceback.print_exc()
            out = router.dumps(errors.body(500, "Server Error")).encode()
            self._write(500, [("Content-Type", hdr.JSON_TYPE), ("Content-Length", str(len(out)))], out)

    def _serve(self, req):
        store = req.store
        started = time.monotonic()
        self.served += 1
        entry = {
            "method": req.method,
            "path": req.api_prefix + req.raw_path,
            "headers": dict(req.headers),
            "body": req.body.decode("utf-8", "replace"),
            "received": round(started, 3),  # seconds on a monotonic clock: only differences mean anything
            "connection_request": self.served,  # 1 on a fresh connection, 2 or more on a kept-alive one
        }
        with store.lock:
            store.request_log.append(entry)
            latency = store.latency_ms
            rule = faults.take(store, req.method, req.raw_path, entry["body"])
        if latency:
            time.sleep(latency / 1000.0)
        if rule is not None and rule["action"] == "delay_ms":
            time.sleep(faults.delay_seconds(rule))
            rule = None

        rid = hdr.request_id()
        with store.lock:
            if rule is not None and rule["action"] in faults.REWRITES:
                status, hs, out = faults.rewrite(rule, req, *self._api(req, rid))
            elif rule is not None and rule["action"] not in faults.SOCKET_FAULTS:
                self._authenticate(req)
                resp = faults.response_for(rule, req, rid)
                status, hs, out = self._finalize_api(req, resp, rid, resource="core", consume=False)
            elif req.path.startswith("/login/"):
                status, hs, out = self._finalize_web(self._oauth(req), rid)
            else:
                status, hs, out = self._api(req, rid)
            after_answers.apply(store, req)
        status, hs, out = self._encode(req, status, hs, out)
        if rule is not None and rule["action"] in faults.SOCKET_FAULTS:
            self._socket_fault(rule, status, hs, out)
            return
        # What a client that cost nothing would have waited: latency plus the simulator's own work. Logged before
        # the answer goes out, so a client that reads the log right after its answer finds it there.
        with store.lock:
            entry["elapsed_ms"] = round((time.monotonic() - started) * 1000.0, 3)
        self._write(status, hs, out)

    # --------------------------------------------------------------- oauth --
    def _oauth(self, req):
        p = req.path.rstrip("/")
        if p == "/login/device/code" and req.method == "POST":
            return oauth.device_code(req)
        if p == "/login/oauth/access_token" and req.method == "POST":
            return oauth.access_token(req)
        if p == "/login/device" and req.method in ("GET", "HEAD"):
            return oauth.device_page(req)
        return Response(404, obj={"error": "Not Found"}, cacheable=False)

    def _finalize_web(self, resp, rid):
        hs = [("Content-Type", resp.content_type or hdr.JSON_TYPE),
              ("Cache-Control", "max-age=0, private, must-revalidate"),
              ("Vary", "X-PJAX, X-PJAX-Container, Turbo-Visit, Turbo-Frame, Accept-Encoding, Accept, X-Requested-With"),
              ("Strict-Transport-Security", "max-age=31536000; includeSubdomains; preload"),
              ("X-Frame-Options", "deny"), ("X-Content-Type-Options", "nosniff"),
              ("X-XSS-Protection", "0"),
              ("Referrer-Policy", "origin-when-cross-origin, strict-origin-when-cross-origin"),
              ("X-GitHub-Request-Id", rid)]
        hs.extend(resp.headers)
        return resp.status, hs, resp.raw

    # ----------------------------------------------------------------- api --
    def _authenticate(self, req):
        """Set req.identity; return False when the credentials are bad."""
        store = req.store
        auth = req.header("authorization")
        anon = Identity(ip=req.client_ip)
        req.identity = anon
        if not auth:
            return True
        parts = auth.strip().split(None, 1)
        token = None
        if len(parts) == 2 and parts[0].lower() in ("bearer", "token"):
            token = parts[1].strip()
        elif len(parts) == 2 and parts[0].lower() == "basic":
            import base64
            try:
                user_pass = base64.b64decode(parts[1]).decode("utf-8")
                token = user_pass.split(":", 1)[1] if ":" in user_pass else None
            except (ValueError, UnicodeDecodeError):
                token = None
        ident = store.identity_for_token(token, req.client_ip) if token else None
        if ident is None:
            return False
        req.identity = ident
        return True

    def _api(self, req, rid):
        store = req.store
        version = req.header("x-github-api-version")
        if version:
            if version not in hdr.SUPPORTED_API_VERSIONS:
                req.identity = Identity(ip=req.client_ip)
                resp = router.error(400, "API version %s is not supported." % version, "versions")
                return self._finalize_api(req, resp, rid, "core")
            req.api_version = version
        found = router.match(req.method, req.path)
        if not self._authenticate(req):
            graphql = found is not None and found[2] == "graphql"
            resp = router.error(401, "Bad credentials", "graphql" if graphql else errors.REST_DOCS)
            return self._finalize_api(req, resp, rid, "graphql" if graphql else "core")
        if found is None:
            return self._finalize_api(req, router.not_found(), rid, "core")
        handler, params, resource, accepted = found
        req.params = params
        if resource in ("core", "search") and store.rate.exhausted(req.identity, resource):
            resp = faults.response_for({"action": "primary_rate_limit", "status": 403}, req, rid)
            c = store.rate.counter(req.identity, resource)
            resp.fault_headers = {"x-ratelimit-remaining": "0", "x-ratelimit-reset": str(c["reset"])}
            return self._finalize_api(req, resp, rid, resource, consume=False, accepted=accepted)
        resp = handler(req)
        return self._finalize_api(req, resp, rid, resource, accepted=accepted)

    def _finalize_api(self, req, resp, rid, resource, consume=True, accepted=""):
        store = req.store
        ident = req.identity or Identity(ip=req.client_ip)
        status = resp.status
        out = resp.raw
        hs = []
        if status not in (204, 304):
            hs.append(("Content-Type", resp.content_type or hdr.JSON_TYPE))
        cacheable = resp.cacheable and req.method in ("GET", "HEAD", "POST") and status in (200, 201)
        if cacheable:
            scope = "private" if ident.login else "public"
            hs.append(("Cache-Control", "%s, max-age=60, s-maxage=60" % scope))
            hs.append(("Vary", "Accept, Authorization, Cookie, X-GitHub-OTP"))
            etag = hdr.etag_for(out, ident.token or ident.key)
            hs.append(("ETag", etag))
            if resp.last_modified:
                hs.append(("Last-Modified", hdr.iso_to_http_date(resp.last_modified)))
            inm = req.header("if-none-match")
            ims = req.header("if-modified-since")
            not_modified = False
            if status != 200 or req.method == "POST":
                pass
            elif inm is not None:
                not_modified = hdr.etag_matches(inm, etag)
            elif ims and resp.last_modified:
                since = hdr.parse_http_date(ims)
                not_modified = since is not None and hdr.iso_to_epoch(resp.last_modified) <= since
            if not_modified:
                status = 304
                out = b""
                consume = False
                hs = [h for h in hs if h[0] != "Content-Type"]
        if ident.login:
            hs.append(("X-OAuth-Scopes", ", ".join(ident.scopes)))
            hs.append(("X-Accepted-OAuth-Scopes", accepted))
        hs.append(("X-GitHub-Media-Type", resp.media_type))
        hs.append(("X-GitHub-Api-Version-Selected", req.api_version))
        if resp.link:
            hs.append(("Link", api_prefix.relocate(resp.link, store.base_url, req.api_prefix)))
        hs.extend((k, api_prefix.relocate(v, store.base_url, req.api_prefix) if k.lower() == "location" else v)
                  for k, v in resp.headers)
        if resource is not None:
            c = store.rate.consume(ident, resource, resp.cost) if consume else store.rate.counter(ident, resource)
            hs.extend(store.rate.headers(c, resource))
        hs.extend(hdr.SECURITY_HEADERS)
        hs.append(("Vary", "Accept-Encoding, Accept, X-Requested-With"))
        hs.append(("X-GitHub-Request-Id", rid))
        extra = getattr(resp, "fault_headers", None)
        if extra:
            for name, value in extra.items():
                low = name.lower()
                hs = [h for h in hs if h[0].lower() != low]
                if value is not None:
                    hs.append((name, str(value)))
            if getattr(resp, "rate_exhausted", False):
                hs = [h for h in hs if h[0].lower() != "x-ratelimit-used"]
                limit = next((h[1] for h in hs if h[0].lower() == "x-ratelimit-limit"), "5000")
                hs.append(("X-RateLimit-Used", limit))
        return status, hs, out

    # ---------------------------------------------------------- encoding --
    def _encode(self, req, status, hs, out):
        if out and len(out) > 0 and "gzip" in (req.header("accept-encoding") or "").lower() \
                and not _gzip_refused(req.header("accept-encoding")):
            out = gzip.compress(out, compresslevel=5, mtime=0)
            hs = hs + [("Content-Encoding", "gzip")]
        if status not in (204, 304) and not (100 <= status < 200):
            hs = hs + [("Content-Length", str(len(out)))]
        return status, hs, out

    # ------------------------------------------------------- socket faults --
    def _socket_fault(self, rule, status, hs, out):
        action = rule["action"]
        head = self._head_bytes(status, hs)
        self.close_connection = True
        if action == "lost_answer":
            return
        try:
            if action == "stall":
                self.wfile.write(head)
                deadline = time.time() + float(rule.get("seconds", 30))
                while time.time() < deadline and not self.server.stopping.is_set():
                    time.sleep(min(0.05, max(0.0, deadline - time.time())))
                return
            part = out[:max(1, len(out) // 2)] if out else b""
            self.wfile.write(head + part)
            if action == "reset":
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                self.connection.close()
        except OSError:
            pass


def _gzip_refused(value):
    for part in (value or "").split(","):
        bits = [b.strip() for b in part.split(";")]
        if bits[0].lower() == "gzip":
            for b in bits[1:]:
                if b.replace(" ", "").lower() in ("q=0", "q=0.0", "q=0.00", "q=0.000"):
                    return True
    return False


class SimulatorServer(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    allow_reuse_address = True
    request_queue_size = 128

    def __init__(self, host="127.0.0.1", port=0, big_repo_issues=1500, latency_ms=0,
                 tls_cert=None, tls_key=None, verbose=False, published_schema=None):
        self.verbose = verbose
        self.stopping = threading.Event()
        super().__init__((host, port), Handler)
        scheme = "http"
        self.tls_context = None
        if tls_cert:
            self.tls_context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            self.tls_context.load_cert_chain(tls_cert, tls_key)
            self._wrap_listener()
            scheme = "https"
        bound_host, self.port = self.server_address[:2]
        if bound_host in ("0.0.0.0", "::", ""):
            bound_host = "127.0.0.1"
        if ":" in bound_host:
            bound_host = "[%s]" % bound_host
        self.base_url = "%s://%s:%d" % (scheme, bound_host, self.port)
        self.store = Store(self.base_url, big_repo_issues=big_repo_issues, latency_ms=latency_ms,
                           published_schema=published_schema)

    def _wrap_listener(self):
        if self.tls_context is not None:
            self.socket = self.tls_context.wrap_socket(self.socket, server_side=True, do_handshake_on_connect=False)

    def close_listener(self):
        """Out of reach: connections to the port are refused at once; the store and open connections are kept."""
        self.socket.close()

    def reopen_listener(self):
        """Listen on the same port again (``allow_reuse_address`` lets it bind past connections in TIME_WAIT)."""
        self.socket = socket.socket(self.address_family, self.socket_type)
        self.server_bind()
        self.server_activate()
        self._wrap_listener()

    def handle_error(self, request, client_address):
        exc = sys.exc_info()[1]
        if isinstance(exc, (ConnectionError, ssl.SSLError, TimeoutError, OSError)):
            return
        if self.verbose or not isinstance(exc, Exception):
            super().handle_error(request, client_address)
        else:
            traceback.print_exc()

    def stop(self):
        self.stopping.set()
        self.shutdown()
        self.server_close()


def start_in_thread(**kw):
    """Start a server on an ephemeral port in a daemon thread (used by the tests)."""
    srv = SimulatorServer(**kw)
    t = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    t.start()
    return srv
