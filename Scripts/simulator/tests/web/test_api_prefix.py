"""GitHub Enterprise's REST root: the API under /api/v3, with Link/Location URLs that keep the prefix."""

from tests.support import OCTOCAT, SimTestCase

HW = "/repos/octocat/Hello-World"


class ApiPrefixTests(SimTestCase):
    def test_same_reply_under_the_prefix(self):
        root = self.get(HW + "/issues?per_page=5")
        prefixed = self.get("/api/v3" + HW + "/issues?per_page=5")
        self.assertEqual(prefixed.status, 200)
        self.assertEqual(prefixed.json(), root.json())
        self.assertEqual(prefixed.header("ETag"), root.header("ETag"))

    def test_link_urls_keep_the_prefix_and_can_be_followed(self):
        r = self.get("/api/v3" + HW + "/issues?per_page=5")
        link = r.header("Link")
        self.assertIn('<%s/api/v3/repositories/1296269/issues?per_page=5&page=2>; rel="next"' % self.base, link)
        self.assertNotIn("<%s/repositories/" % self.base, link)
        nxt = self.get(link.split(">", 1)[0][1 + len(self.base):])
        self.assertEqual(nxt.status, 200)
        self.assertEqual(len(nxt.json()), 5)
        self.assertIn("rel=\"prev\"", nxt.header("Link"))

    def test_root_links_stay_at_the_root(self):
        link = self.get(HW + "/issues?per_page=5").header("Link")
        self.assertIn("<%s/repositories/1296269/issues?" % self.base, link)
        self.assertNotIn("/api/v3", link)

    def test_location_of_a_created_issue_keeps_the_prefix(self):
        r = self.post("/api/v3" + HW + "/issues", {"title": "From an enterprise client"})
        self.assertEqual(r.status, 201, r.body)
        number = r.json()["number"]
        self.assertEqual(r.header("Location"), "%s/api/v3%s/issues/%d" % (self.base, HW, number))

    def test_conditional_get_and_auth_work_under_the_prefix(self):
        first = self.get("/api/v3/user")
        self.assertEqual(first.json()["login"], "octocat")
        again = self.get("/api/v3/user", headers={"If-None-Match": first.header("ETag")})
        self.assertEqual(again.status, 304)
        self.assertError(self.get("/api/v3/user", token="gho_wrong"), 401, "Bad credentials")

    def test_request_log_keeps_the_path_as_sent(self):
        self.control("DELETE", "/_simulator/requests")
        self.get("/api/v3/user?x=1")
        self.get("/user")
        paths = [e["path"] for e in self.control("GET", "/_simulator/requests")]
        self.assertEqual(paths, ["/api/v3/user?x=1", "/user"])

    def test_only_the_exact_prefix_is_an_alias(self):
        self.assertError(self.get("/api/v3x/user"), 404, "Not Found")
        self.assertError(self.get("/api/v4/user"), 404, "Not Found")
        # the control API and the OAuth pages live at the host root only
        self.assertError(self.request("GET", "/api/v3/_simulator/requests", token=None), 404, "Not Found")
        r = self.request("POST", "/api/v3/login/device/code", token=OCTOCAT, body="client_id=Iv1.simulator")
        self.assertError(r, 404, "Not Found")
