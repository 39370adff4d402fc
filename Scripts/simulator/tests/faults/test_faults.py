"""Scripted faults."""

import http.client
import socket
import time

from tests.support import OCTOCAT, SimTestCase

HW = "/repos/octocat/Hello-World"
AUTH = {"Authorization": "Bearer " + OCTOCAT}


class FaultTests(SimTestCase):
    def test_status_with_headers_and_body(self):
        self.fault(method="GET", path="^/user$", status=503, headers={"Retry-After": "7"},
                   body={"message": "Service Unavailable"})
        r = self.get("/user")
        self.assertEqual(r.status, 503)
        self.assertEqual(r.header("Retry-After"), "7")
        self.assertEqual(r.json(), {"message": "Service Unavailable"})
        self.assertIsNotNone(r.header("X-GitHub-Request-Id"))
        self.assertEqual(self.get("/user").status, 200)  # times defaults to 1

    def test_default_body_times_and_method(self):
        self.fault(method="POST", path="/issues$", status=500, times=2)
        self.assertEqual(self.get(HW + "/issues").status, 200)
        r = self.post(HW + "/issues", {"title": "x"})
        self.assertError(r, 500, "Server Error")
        self.assertEqual(self.post(HW + "/issues", {"title": "x"}).status, 500)
        self.assertEqual(self.post(HW + "/issues", {"title": "x"}).status, 201)

    def test_forever_and_clear(self):
        self.fault(path="labels", status=502, times=-1)
        for _ in range(3):
            self.assertEqual(self.get(HW + "/labels").status, 502)
        self.control("DELETE", "/_simulator/faults")
        self.assertEqual(self.get(HW + "/labels").status, 200)

    def test_query_is_matched(self):
        self.fault(path=r"page=2", status=500)
        self.assertEqual(self.get(HW + "/issues?page=1").status, 200)
        self.assertEqual(self.get(HW + "/issues?page=2").status, 500)

    def test_request_body_picks_one_graphql_operation(self):
        self.fault(method="POST", path="^/graphql$", request_body=r"addComment\(", status=502)
        self.assertEqual(self.post("/graphql", {"query": "{ viewer { login } }"}).status, 200)
        self.assertEqual(self.post("/graphql", {"query": "mutation { addComment(input: {}) { clientMutationId } }"}).status, 502)

    def test_rules_match_in_order(self):
        self.control("POST", "/_simulator/faults", [{"path": "/user", "status": 418},
                                                    {"path": "/user", "status": 500}])
        self.assertEqual(self.get("/user").status, 418)
        self.assertEqual(self.get("/user").status, 500)

    def test_reset_connection(self):
        self.fault(path="/issues", action="reset")
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
        conn.request("GET", HW + "/issues", headers=AUTH)
        with self.assertRaises((ConnectionError, http.client.IncompleteRead, http.client.RemoteDisconnected)):
            resp = conn.getresponse()
            resp.read()
        conn.close()
        self.assertEqual(self.get(HW + "/issues").status, 200)

    def test_truncate(self):
        self.fault(path="/issues", action="truncate")
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
        conn.request("GET", HW + "/issues", headers=AUTH)
        resp = conn.getresponse()
        self.assertEqual(resp.status, 200)
        with self.assertRaises(http.client.IncompleteRead):
            resp.read()
        conn.close()

    def test_lost_answer_applies_the_write_then_closes_a_kept_alive_connection_silently(self):
        self.control("DELETE", "/_simulator/requests")
        before = len(self.get(HW + "/issues/1/comments?per_page=100").json())
        self.fault(method="POST", path="/comments$", action="lost_answer")
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
        conn.request("GET", "/user", headers=AUTH)
        conn.getresponse().read()
        conn.request("POST", HW + "/issues/1/comments", body=b'{"body": "once"}', headers=AUTH)
        with self.assertRaises(http.client.RemoteDisconnected):
            conn.getresponse()
        conn.close()
        self.assertEqual(len(self.get(HW + "/issues/1/comments?per_page=100").json()), before + 1)
        log = self.control("GET", "/_simulator/requests")
        self.assertEqual([(e["method"], e["connection_request"]) for e in log[1:3]], [("GET", 1), ("POST", 2)])

    def test_stall(self):
        self.fault(path="/user", action="stall", seconds=1)
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=0.3)
        conn.request("GET", "/user", headers=AUTH)
        t = time.time()
        resp = conn.getresponse()
        with self.assertRaises((socket.timeout, TimeoutError, http.client.IncompleteRead)):
            resp.read()
        self.assertLess(time.time() - t, 1.0)
        conn.close()

    def test_html_error_page(self):
        self.fault(path="/user", action="html", status=502)
        r = self.get("/user")
        self.assertEqual(r.status, 502)
        self.assertTrue(r.header("Content-Type").startswith("text/html"))
        self.assertIn(b"<!DOCTYPE html>", r.body)
        self.fault(path="/user", action="html")
        r = self.get("/user")
        self.assertEqual(r.status, 503)
        self.assertIn(b"Unicorn", r.body)

    def test_redirect(self):
        self.fault(path="^/repos/octocat/old-name$", action="redirect", status=301,
                   location=self.base + "/repositories/1296269")
        r = self.raw("GET", "/repos/octocat/old-name", headers=AUTH)
        self.assertEqual(r.status, 301)
        self.assertEqual(r.header("Location"), self.base + "/repositories/1296269")
        self.assertEqual(r.json()["message"], "Moved Permanently")
        self.fault(path="^/repos/octocat/old-name$", action="redirect", status=307,
                   location=self.base + "/repositories/1296269")
        self.assertEqual(self.get("/repos/octocat/old-name").json()["full_name"], "octocat/Hello-World")

    def test_delay(self):
        self.fault(path="/user", action="delay_ms", ms=200)
        t = time.time()
        self.assertEqual(self.get("/user").status, 200)
        self.assertGreaterEqual(time.time() - t, 0.19)

    def test_rate_limit_presets(self):
        self.fault(path="/user", action="primary_rate_limit")
        r = self.get("/user")
        self.assertEqual(r.status, 403)
        self.assertEqual(r.header("X-RateLimit-Remaining"), "0")
        self.assertEqual(r.header("X-RateLimit-Used"), "5000")
        self.assertTrue(r.json()["message"].startswith("API rate limit exceeded for user ID 1."))
        self.fault(path="/user", action="secondary_rate_limit", status=429, retry_after=30)
        r = self.get("/user")
        self.assertEqual(r.status, 429)
        self.assertEqual(r.header("Retry-After"), "30")
        self.assertTrue(r.json()["message"].startswith("You have exceeded a secondary rate limit."))

    def test_scripted_rate_limit_status(self):
        self.fault(path="/user", status=403, headers={"X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1700000000"},
                   body={"message": "API rate limit exceeded for user ID 1.",
                         "documentation_url": "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api",
                         "status": "403"})
        r = self.get("/user")
        self.assertEqual((r.status, r.header("X-RateLimit-Remaining"), r.header("X-RateLimit-Reset")),
                         (403, "0", "1700000000"))
        self.assertEqual(len(r.headers.get_all("X-RateLimit-Remaining")), 1)

    def test_faults_are_logged(self):
        self.control("DELETE", "/_simulator/requests")
        self.fault(path="/user", status=500)
        self.get("/user")
        self.assertEqual(len(self.control("GET", "/_simulator/requests")), 1)

    def test_bad_rules_rejected(self):
        for rule in ({"path": "("}, {"path": "x"}, {"path": "x", "action": "explode"},
                     {"path": "x", "action": "redirect"}):
            r = self.request("POST", "/_simulator/faults", token=None, json_body=rule)
            self.assertEqual(r.status, 400, rule)


class LoopingAnswerTests(SimTestCase):
    """Answers a looping server or proxy gives: a page that names itself as the next one, a cursor that repeats,
    and numbers in rate-limit headers that are no numbers."""

    def test_next_link_points_at_the_request_itself_by_default(self):
        self.fault(path="/issues", action="next_link", times=2)
        path = HW + "/issues?labels=bug&per_page=5"
        r = self.get(path)
        self.assertEqual(r.status, 200)
        self.assertEqual(r.header("Link"), '<%s%s>; rel="next"' % (self.base, path))
        self.assertEqual(len(r.json()), 5)
        self.assertIsNone(r.header("ETag"))
        self.assertEqual(self.get(path).header("Link"), '<%s%s>; rel="next"' % (self.base, path))
        self.assertNotIn(path, self.get(path).header("Link") or "")  # times: 2

    def test_next_link_with_a_given_url_and_body(self):
        self.fault(path="/issues", action="next_link", url="http://example.invalid/next", body=[])
        r = self.get(HW + "/issues")
        self.assertEqual(r.header("Link"), '<http://example.invalid/next>; rel="next"')
        self.assertEqual(r.json(), [])

    def test_repeat_cursor_hands_out_the_first_cursor_again(self):
        from tests.graphql_api.test_graphql import ISSUE_LIST
        self.fault(path="^/graphql$", action="repeat_cursor", times=-1)
        variables = {"owner": "octocat", "repo": "big", "limit": 3}
        first = self.post("/graphql", {"query": ISSUE_LIST, "variables": variables}).json()
        info = first["data"]["repository"]["issues"]["pageInfo"]
        self.assertTrue(info["hasNextPage"])
        second = self.post("/graphql", {"query": ISSUE_LIST,
                                        "variables": dict(variables, endCursor=info["endCursor"])}).json()
        issues = second["data"]["repository"]["issues"]
        self.assertEqual(issues["pageInfo"], info)
        numbers = [n["number"] for n in first["data"]["repository"]["issues"]["nodes"]]
        self.assertNotEqual([n["number"] for n in issues["nodes"]], numbers)  # the data moves on, the cursor not

    def test_rate_limit_numbers_go_through_as_given(self):
        self.fault(path="/user", action="primary_rate_limit", reset="nan")
        self.assertEqual(self.get("/user").header("X-RateLimit-Reset"), "nan")
        self.fault(path="/user", action="secondary_rate_limit", status=429, retry_after="-1")
        self.assertEqual(self.get("/user").header("Retry-After"), "-1")

    def test_requests_record_when_they_arrived(self):
        self.control("DELETE", "/_simulator/requests")
        self.get("/user")
        self.get("/user")
        first, second = self.control("GET", "/_simulator/requests")
        self.assertGreaterEqual(second["received"], first["received"])


class GeneratedBodyTests(SimTestCase):
    def test_body_repeat_builds_a_large_body(self):
        self.fault(path="^/user/repos", action="body_repeat", repeat=5)
        r = self.get("/user/repos")
        self.assertEqual(r.status, 200)
        self.assertEqual(r.body, b"[{},{},{},{},{},{}]")
        self.fault(path="^/user$", action="body_repeat", status=500, head="<", unit="ab", tail=">", repeat=3)
        r = self.get("/user")
        self.assertEqual((r.status, r.body), (500, b"<ababab>"))
