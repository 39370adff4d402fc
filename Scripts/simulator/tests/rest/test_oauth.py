"""OAuth device flow."""

from urllib.parse import parse_qs

from tests.support import SimTestCase

GRANT = "urn:ietf:params:oauth:grant-type:device_code"
FORM = {"Content-Type": "application/x-www-form-urlencoded"}
JSON = {"Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"}


def form(body):
    return {k: v[0] for k, v in parse_qs(body.decode()).items()}


class DeviceFlowTests(SimTestCase):
    def code(self, client="Iv1.simulator", scope="repo read:org", accept_json=True):
        r = self.post("/login/device/code", body="client_id=%s&scope=%s" % (client, scope.replace(" ", "+")),
                      headers=JSON if accept_json else FORM, token=None)
        return r

    def poll(self, device_code, client="Iv1.simulator", grant=GRANT, accept_json=True):
        body = "client_id=%s&device_code=%s&grant_type=%s" % (client, device_code, grant)
        return self.post("/login/oauth/access_token", body=body, headers=JSON if accept_json else FORM, token=None)

    def script(self, **kw):
        return self.control("POST", "/_simulator/device-flow", kw)

    def test_device_code_form_default(self):
        r = self.code(accept_json=False)
        self.assertEqual(r.status, 200)
        self.assertTrue(r.header("Content-Type").startswith("application/x-www-form-urlencoded"))
        text = r.body.decode()
        self.assertTrue(text.startswith("device_code="))
        f = form(r.body)
        self.assertEqual(set(f), {"device_code", "expires_in", "interval", "user_code", "verification_uri"})
        self.assertEqual(len(f["device_code"]), 40)
        self.assertEqual(f["user_code"], "WDJB-MJHT")
        self.assertEqual((f["expires_in"], f["interval"]), ("900", "5"))
        self.assertEqual(f["verification_uri"], self.base + "/login/device")
        self.assertIsNone(r.header("X-RateLimit-Limit"))
        self.assertEqual(self.get("/login/device", token=None).status, 200)

    def test_device_code_json(self):
        r = self.code()
        self.assertTrue(r.header("Content-Type").startswith("application/json"))
        d = r.json()
        self.assertEqual(list(d), ["device_code", "user_code", "verification_uri", "expires_in", "interval"])
        self.assertIsInstance(d["expires_in"], int)
        self.assertRegex(self.code().json()["user_code"], r"^[A-Z]{4}-[A-Z]{4}$")

    def test_unknown_and_disabled_clients(self):
        r = self.code(client="Iv1.unknown")
        self.assertEqual(r.status, 404)
        self.assertEqual(r.json(), {"error": "Not Found"})
        r = self.code(client="Iv1.disabled")
        self.assertEqual(r.status, 400)
        self.assertEqual(r.json()["error"], "device_flow_disabled")
        self.assertEqual(r.json()["error_description"], "Device Flow must be explicitly enabled for this App")

    def test_default_script_pending_then_success(self):
        dc = self.code().json()["device_code"]
        r = self.poll(dc)
        self.assertEqual(r.status, 200)
        self.assertEqual(r.json()["error"], "authorization_pending")
        self.assertEqual(set(r.json()), {"error", "error_description", "error_uri"})
        r = self.poll(dc)
        tok = r.json()
        self.assertEqual(list(tok), ["access_token", "token_type", "scope"])
        self.assertRegex(tok["access_token"], r"^gho_[A-Za-z0-9]{36}$")
        self.assertEqual(tok["token_type"], "bearer")
        self.assertEqual(tok["scope"], "repo,read:org")
        user = self.get("/user", token=tok["access_token"])
        self.assertEqual(user.json()["login"], "octocat")
        self.assertEqual(user.header("X-OAuth-Scopes"), "read:org, repo")
        self.assertEqual(self.poll(dc).json()["error"], "incorrect_device_code")

    def test_form_encoded_token_reply(self):
        self.script(outcomes=["success"])
        dc = form(self.code(accept_json=False).body)["device_code"]
        r = self.poll(dc, accept_json=False)
        f = form(r.body)
        self.assertTrue(r.body.decode().startswith("access_token=gho_"))
        self.assertEqual((f["token_type"], f["scope"]), ("bearer", "repo,read:org"))
        self.assertIn("scope=repo%2Cread%3Aorg", r.body.decode())

    def test_form_encoded_error_reply(self):
        dc = form(self.code(accept_json=False).body)["device_code"]
        f = form(self.poll(dc, accept_json=False).body)
        self.assertEqual(f["error"], "authorization_pending")
        self.assertIn("error_uri", f)

    def test_each_scripted_outcome(self):
        for outcome in ("authorization_pending", "slow_down", "expired_token", "access_denied",
                        "incorrect_client_credentials", "incorrect_device_code", "unsupported_grant_type",
                        "device_flow_disabled"):
            self.script(outcomes=[outcome, "success"])
            dc = self.code().json()["device_code"]
            r = self.poll(dc)
            self.assertEqual(r.status, 200)
            self.assertEqual(r.json()["error"], outcome)
            self.assertTrue(r.json()["error_description"])
            self.assertIn("access_token", self.poll(dc).json())

    def test_slow_down_bumps_interval(self):
        self.script(outcomes=["slow_down", "slow_down", "success"], interval=0)
        d = self.code().json()
        self.assertEqual(d["interval"], 0)
        first = self.poll(d["device_code"]).json()
        self.assertEqual((first["error"], first["interval"]), ("slow_down", 5))
        self.assertEqual(self.poll(d["device_code"]).json()["interval"], 10)
        self.assertIn("access_token", self.poll(d["device_code"]).json())
        codes = self.control("GET", "/_simulator/device-flow")["device_codes"]
        self.assertEqual(codes[-1]["interval"], 10)

    def test_slow_down_step_is_scriptable(self):
        self.script(outcomes=["slow_down", "success"], interval=0, slow_down_step=1)
        d = self.code().json()
        first = self.poll(d["device_code"]).json()
        self.assertEqual((first["error"], first["interval"]), ("slow_down", 1))
        self.assertIn("access_token", self.poll(d["device_code"]).json())
        self.assertEqual(self.script(outcomes=["success"])["slow_down_step"], 5)

    def test_slow_down_can_leave_the_interval_out(self):
        self.script(outcomes=["slow_down", "success"], interval=0, slow_down_interval=False)
        d = self.code().json()
        first = self.poll(d["device_code"]).json()
        self.assertEqual(first["error"], "slow_down")
        self.assertNotIn("interval", first)
        self.assertIn("access_token", self.poll(d["device_code"]).json())
        self.assertTrue(self.script(outcomes=["success"])["slow_down_interval"])

    def test_status_400_and_login_scopes(self):
        self.script(outcomes=["access_denied"], status=400)
        dc = self.code().json()["device_code"]
        r = self.poll(dc)
        self.assertEqual(r.status, 400)
        self.assertEqual(r.json()["error"], "access_denied")
        self.assertEqual(self.poll(dc).json()["error"], "access_denied")  # last outcome repeats
        self.script(outcomes=["success"], login="hubot", scopes="repo,gist")
        tok = self.poll(self.code().json()["device_code"]).json()
        self.assertEqual(tok["scope"], "repo,gist")
        r = self.get("/user", token=tok["access_token"])
        self.assertEqual(r.json()["login"], "hubot")
        self.assertEqual(r.header("X-OAuth-Scopes"), "gist, repo")

    def test_rescript_applies_to_pending_codes(self):
        dc = self.code().json()["device_code"]
        self.script(outcomes=["access_denied"])
        self.assertEqual(self.poll(dc).json()["error"], "access_denied")

    def test_request_errors(self):
        dc = self.code().json()["device_code"]
        self.assertEqual(self.poll(dc, grant="authorization_code").json()["error"], "unsupported_grant_type")
        self.assertEqual(self.poll(dc, client="Iv1.other").json()["error"], "incorrect_client_credentials")
        self.assertEqual(self.poll("0" * 40).json()["error"], "incorrect_device_code")
        self.assertEqual(self.poll(dc).json()["error"], "authorization_pending")

    def test_expiry(self):
        self.script(expires_in=0)
        dc = self.code().json()["device_code"]
        self.assertEqual(self.poll(dc).json()["error"], "expired_token")

    def test_oauth_requests_are_logged_and_faultable(self):
        self.control("DELETE", "/_simulator/requests")
        self.code()
        log = self.control("GET", "/_simulator/requests")
        self.assertEqual(log[0]["path"], "/login/device/code")
        self.assertIn("client_id=Iv1.simulator", log[0]["body"])
        self.fault(method="POST", path="^/login/oauth/access_token", status=502, body="<html>bad gateway</html>")
        self.assertEqual(self.poll("x").status, 502)

    def test_bad_script_rejected(self):
        r = self.request("POST", "/_simulator/device-flow", token=None, json_body={"outcomes": ["nope"]})
        self.assertEqual(r.status, 400)
