"""Headers, ETag/304, gzip, rate limits, keep-alive, request log, reset, latency."""

import gzip
import http.client
import json
import time

from tests.support import HUBOT, OCTOCAT, SimTestCase

HW = "/repos/octocat/Hello-World"


class HeaderTests(SimTestCase):
    def test_common_headers(self):
        r = self.get(HW + "/issues")
        h = r.headers
        self.assertEqual(h["Content-Type"], "application/json; charset=utf-8")
        self.assertEqual(h["X-GitHub-Media-Type"], "github.v3; format=json")
        self.assertEqual(h["X-GitHub-Api-Version-Selected"], "2022-11-28")
        self.assertRegex(h["X-GitHub-Request-Id"], r"^C0DE:[0-9A-F]+:[0-9A-F]+:[0-9A-F]+:[0-9A-F]+$")
        self.assertEqual(h["X-RateLimit-Limit"], "5000")
        self.assertEqual(h["X-RateLimit-Resource"], "core")
        self.assertEqual(int(h["X-RateLimit-Used"]) + int(h["X-RateLimit-Remaining"]), 5000)
        self.assertGreater(int(h["X-RateLimit-Reset"]), time.time())
        self.assertTrue(h["ETag"].startswith('W/"'))
        self.assertEqual(h["Cache-Control"], "private, max-age=60, s-maxage=60")
        self.assertIn("Accept", h["Vary"])
        self.assertEqual(h["X-OAuth-Scopes"], "gist, read:org, repo")
        self.assertEqual(h["X-Accepted-OAuth-Scopes"], "repo")
        self.assertEqual(h["Server"], "GitHub.com")
        self.assertEqual(int(h["Content-Length"]), len(r.body))
        ids = {self.get("/user").header("X-GitHub-Request-Id") for _ in range(5)}
        self.assertEqual(len(ids), 5)

    def test_unauthenticated_limits(self):
        r = self.get(HW, token=None)
        self.assertEqual(r.header("X-RateLimit-Limit"), "60")
        self.assertEqual(r.header("Cache-Control"), "public, max-age=60, s-maxage=60")
        self.assertIsNone(r.header("X-OAuth-Scopes"))

    def test_api_version_header(self):
        r = self.get(HW, headers={"X-GitHub-Api-Version": "2022-11-28"})
        self.assertEqual(r.header("X-GitHub-Api-Version-Selected"), "2022-11-28")
        r = self.get(HW, headers={"X-GitHub-Api-Version": "1999-01-01"})
        self.assertError(r, 400, "API version 1999-01-01 is not supported.")

    def test_api_version_2026_drops_singular_assignee(self):
        old = self.get(HW + "/issues/1").json()
        new = self.get(HW + "/issues/1", headers={"X-GitHub-Api-Version": "2026-03-10"}).json()
        self.assertIn("assignee", old)
        self.assertNotIn("assignee", new)
        self.assertEqual(new["assignees"], old["assignees"])

    def test_head_and_basic_auth(self):
        import base64
        r = self.raw("HEAD", HW, headers={"Authorization": "token " + OCTOCAT})
        self.assertEqual(r.status, 200)
        self.assertEqual(r.body, b"")
        self.assertGreater(int(r.header("Content-Length")), 0)
        basic = base64.b64encode(b"octocat:" + OCTOCAT.encode()).decode()
        self.assertEqual(self.get("/user", token=None, headers={"Authorization": "Basic " + basic}).json()["login"],
                         "octocat")

    def test_created_reply_has_etag_and_location(self):
        r = self.post(HW + "/issues", {"title": "etag"})
        self.assertEqual(r.status, 201)
        self.assertTrue(r.header("ETag").startswith('W/"'))
        self.assertTrue(r.header("Location").endswith("/issues/81"))

    def test_unknown_route_404(self):
        self.assertError(self.get("/definitely/not/here"), 404, "Not Found", "https://docs.github.com/rest")
        self.assertError(self.request("DELETE", HW + "/issues/1"), 404, "Not Found")

    def test_bad_credentials_everywhere(self):
        for path in ("/user", HW, "/search/issues?q=x"):
            self.assertError(self.get(path, token="gho_nope"), 401, "Bad credentials",
                             "https://docs.github.com/rest")
        r = self.get("/user", headers={"Authorization": "token gho_simulator_hubot"}, token=None)
        self.assertEqual(r.json()["login"], "hubot")


class ConditionalTests(SimTestCase):
    def test_etag_304_does_not_consume(self):
        r1 = self.get(HW + "/issues")
        etag = r1.header("ETag")
        rem1 = int(r1.header("X-RateLimit-Remaining"))
        r2 = self.get(HW + "/issues", headers={"If-None-Match": etag})
        self.assertEqual(r2.status, 304)
        self.assertEqual(r2.body, b"")
        self.assertEqual(int(r2.header("X-RateLimit-Remaining")), rem1)
        self.assertEqual(r2.header("ETag"), etag)
        self.assertIsNotNone(r2.header("X-GitHub-Request-Id"))
        r3 = self.get(HW + "/issues", headers={"If-None-Match": '"something-else"'})
        self.assertEqual(r3.status, 200)
        self.assertEqual(int(r3.header("X-RateLimit-Remaining")), rem1 - 1)
        strong = etag[2:]
        self.assertEqual(self.get(HW + "/issues", headers={"If-None-Match": strong}).status, 304)

    def test_etag_differs_per_token_and_changes_with_content(self):
        a = self.get(HW + "/issues").header("ETag")
        b = self.get(HW + "/issues", token=HUBOT).header("ETag")
        self.assertNotEqual(a, b)
        self.post(HW + "/issues", {"title": "changes the list"})
        self.assertNotEqual(self.get(HW + "/issues").header("ETag"), a)
        self.assertEqual(self.get(HW + "/issues", headers={"If-None-Match": a}).status, 200)

    def test_if_modified_since(self):
        r = self.get(HW + "/issues/1")
        lm = r.header("Last-Modified")
        self.assertEqual(self.get(HW + "/issues/1", headers={"If-Modified-Since": lm}).status, 304)


class GzipTests(SimTestCase):
    def test_gzip_when_accepted(self):
        r = self.raw("GET", HW + "/issues?per_page=50", headers={"Accept-Encoding": "gzip",
                                                                   "Authorization": "token " + OCTOCAT})
        self.assertEqual(r.status, 200)
        self.assertEqual(r.header("Content-Encoding"), "gzip")
        self.assertEqual(int(r.header("Content-Length")), len(r.body))
        data = json.loads(gzip.decompress(r.body))
        self.assertEqual(len(data), 49)
        plain = self.raw("GET", HW + "/issues?per_page=50", headers={"Authorization": "token " + OCTOCAT})
        self.assertIsNone(plain.header("Content-Encoding"))
        self.assertEqual(json.loads(plain.body), data)
        refused = self.raw("GET", HW, headers={"Accept-Encoding": "gzip;q=0"})
        self.assertIsNone(refused.header("Content-Encoding"))


class KeepAliveTests(SimTestCase):
    def test_many_requests_one_connection(self):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
        t = time.time()
        for path in ["/user", HW + "/issues", HW + "/issues/1", "/nope", HW + "/labels"] * 4:
            conn.request("GET", path, headers={"Authorization": "Bearer " + OCTOCAT})
            resp = conn.getresponse()
            resp.read()
            self.assertIn(resp.status, (200, 404))
        conn.request("POST", HW + "/issues", body=json.dumps({"title": "ka"}),
                     headers={"Authorization": "Bearer " + OCTOCAT, "Content-Type": "application/json"})
        resp = conn.getresponse()
        resp.read()
        self.assertEqual(resp.status, 201)
        conn.close()
        self.assertLess(time.time() - t, 2.0)


class RateLimitTests(SimTestCase):
    def test_counts_down_per_user(self):
        a = int(self.get("/user").header("X-RateLimit-Remaining"))
        b = int(self.get(HW).header("X-RateLimit-Remaining"))
        self.assertEqual(b, a - 1)
        c = int(self.get(HW, token=HUBOT).header("X-RateLimit-Remaining"))
        self.assertEqual(c, 4999)

    def test_scripted_remaining_and_exhaustion(self):
        self.control("POST", "/_simulator/rate-limit", {"remaining": 2, "reset": int(time.time()) + 600,
                                                        "token": OCTOCAT})
        r = self.get("/user")
        self.assertEqual(r.header("X-RateLimit-Remaining"), "1")
        self.get("/user")
        r = self.get("/user")
        self.assertEqual(r.status, 403)
        self.assertEqual(r.header("X-RateLimit-Remaining"), "0")
        self.assertTrue(r.json()["message"].startswith("API rate limit exceeded for user ID 1."))
        self.assertEqual(r.json()["status"], "403")
        self.assertEqual(self.get("/user", token=HUBOT).status, 200)

    def test_reset_in_past_refills(self):
        self.control("POST", "/_simulator/rate-limit", {"remaining": 0, "reset": int(time.time()) - 1})
        r = self.get("/user")
        self.assertEqual(r.status, 200)
        self.assertEqual(r.header("X-RateLimit-Remaining"), "4999")

    def test_all_counters_and_unauthenticated(self):
        self.control("POST", "/_simulator/rate-limit", {"remaining": 0, "reset": int(time.time()) + 60})
        r = self.get(HW, token=None)
        self.assertEqual(r.status, 403)
        self.assertIn("Authenticated requests get a higher rate limit", r.json()["message"])
        self.assertEqual(self.get("/user").status, 403)

    def test_each_resource_keeps_its_own_setting_for_counters_made_later(self):
        # Core, then GraphQL, for every identity: an identity first seen afterwards gets both, not GraphQL's alone.
        for resource in ("core", "graphql"):
            self.control("POST", "/_simulator/rate-limit", {"resource": resource, "limit": 10**9, "remaining": 10**9})
        r = self.get(HW, token=HUBOT)
        self.assertEqual(r.header("X-RateLimit-Limit"), str(10**9))
        self.assertEqual(r.header("X-RateLimit-Resource"), "core")

    def test_rate_limit_endpoint_is_free(self):
        before = self.get("/rate_limit").json()
        after = self.get("/rate_limit").json()
        self.assertEqual(before["resources"]["core"]["remaining"], after["resources"]["core"]["remaining"])
        self.assertEqual(after["resources"]["search"]["limit"], 30)


class ControlTests(SimTestCase):
    def test_request_log(self):
        self.control("DELETE", "/_simulator/requests")
        self.post(HW + "/issues?x=1", {"title": "logged"})
        self.get("/user", headers={"X-Custom": "yes"})
        log = self.control("GET", "/_simulator/requests")
        self.assertEqual([e["method"] for e in log], ["POST", "GET"])
        self.assertEqual(log[0]["path"], HW + "/issues?x=1")
        self.assertEqual(json.loads(log[0]["body"]), {"title": "logged"})
        self.assertEqual(log[0]["headers"]["authorization"], "Bearer " + OCTOCAT)
        self.assertEqual(log[1]["headers"]["x-custom"], "yes")
        self.assertEqual(log[1]["body"], "")
        self.control("DELETE", "/_simulator/requests")
        self.assertEqual(self.control("GET", "/_simulator/requests"), [])

    def test_request_log_times_each_answer_latency_included(self):
        self.control("DELETE", "/_simulator/requests")
        self.control("POST", "/_simulator/latency", {"ms": 30})
        try:
            self.get(HW + "/issues?per_page=100")
        finally:
            self.control("POST", "/_simulator/latency", {"ms": 0})
        [entry] = self.control("GET", "/_simulator/requests")
        self.assertGreaterEqual(entry["elapsed_ms"], 30)
        self.assertLess(entry["elapsed_ms"], 5000)

    def test_reset_restores_seed(self):
        self.post(HW + "/issues", {"title": "temporary"})
        self.fault(path="/user$", status=500, times=-1)
        self.control("POST", "/_simulator/latency", {"ms": 5})
        self.control("POST", "/_simulator/reset")
        self.assertError(self.get(HW + "/issues/81"), 404, "Not Found")
        self.assertEqual(self.get("/user").status, 200)
        self.assertEqual(self.control("GET", "/_simulator/faults"), [])
        self.assertEqual(self.get("/user").header("X-RateLimit-Remaining"), "4997")
        self.assertEqual(len(self.control("GET", "/_simulator/requests")), 3)

    def test_latency(self):
        self.control("POST", "/_simulator/latency", {"ms": 150})
        t = time.time()
        self.get("/user")
        self.assertGreaterEqual(time.time() - t, 0.14)
        t = time.time()
        self.control("GET", "/_simulator/health")
        self.assertLess(time.time() - t, 0.1)
        self.control("POST", "/_simulator/latency", {"ms": 0})

    def test_unknown_control_endpoint(self):
        r = self.request("GET", "/_simulator/nope", token=None)
        self.assertEqual(r.status, 404)
