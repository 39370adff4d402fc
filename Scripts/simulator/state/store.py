"""In-memory state of the simulator, guarded by a single re-entrant lock.

Everything a request reads or changes lives here: users, organisations,
repositories (with their issues, comments, labels, milestones and files),
tokens, device-flow codes, rate-limit counters, the request log, scripted
faults and latency.  ``Store.reset()`` rebuilds the deterministic seed.
"""

import threading

from model.repository import ROLE_RANK
from state import seed
from web import headers


class Identity:
    """Who is calling: a user (via a token) or an anonymous IP."""

    __slots__ = ("login", "token", "scopes", "key", "user_id")

    def __init__(self, login=None, token=None, scopes=(), ip="127.0.0.1", user_id=None):
        self.login = login
        self.token = token
        self.scopes = list(scopes)
        self.user_id = user_id
        self.key = ("user:" + login.lower()) if login else ("ip:" + ip)

    def has_scope(self, *wanted):
        return any(s in self.scopes for s in wanted)


class Store:
    def __init__(self, base_url, big_repo_issues=1500, latency_ms=0, published_schema=None):
        self.lock = threading.RLock()
        self.published_schema = published_schema  # GitHub's GraphQL schema, when found (graphql_published.py)
        self.base_url = base_url
        self.big_repo_issues = big_repo_issues
        self.initial_latency_ms = latency_ms
        self.reset()

    def reset(self):
        with self.lock:
            self.users = {}  # lower login -> user dict
            self.users_by_id = {}
            self.org_members = {}  # lower org login -> {login: role}
            self.issue_types = {}  # lower org login -> [issue type dicts] (issue_types.py)
            self.repos = {}  # lower full name -> Repo
            self.repos_by_id = {}
            self.tokens = {}  # token -> {"login", "scopes"}
            self.request_log = []
            self.faults = []
            self.after_rules = []  # after_answers.py
            self.latency_ms = self.initial_latency_ms
            self.rate = headers.RateLimiter()
            self.device_script = dict(seed.DEFAULT_DEVICE_SCRIPT)
            self.device_codes = {}
            self.issued_tokens = []
            self.next_ids = {"issue": 3_000_000_000, "comment": 2_000_000_000, "label": 7_000_000_000,
                             "milestone": 4_000_000, "issue_type": 1_000}
            self.simple_user_cache = {}
            seed.populate(self)

    # -- ids -------------------------------------------------------------
    def new_id(self, kind):
        self.next_ids[kind] += 1
        return self.next_ids[kind]

    # -- users -------------------------------------------------------------
    def add_user(self, u):
        self.users[u["login"].lower()] = u
        self.users_by_id[u["id"]] = u

    def user(self, login):
        if login is None:
            return None
        return self.users.get(login.lower())

    # -- repos -------------------------------------------------------------
    def add_repo(self, repo):
        self.repos[repo.full_name.lower()] = repo
        self.repos_by_id[repo.id] = repo
        return repo

    def repo(self, owner, name):
        return self.repos.get(("%s/%s" % (owner, name)).lower())

    def role(self, repo, login):
        """The caller's permission on a repository: None, pull, triage, push, maintain, admin."""
        if not login:
            return None
        low = login.lower()
        if repo.owner.lower() == low:
            return "admin"
        best = None
        members = self.org_members.get(repo.owner.lower())
        if members:
            for m, role in members.items():
                if m.lower() == low:
                    best = role
        for c, role in repo.collaborators.items():
            if c.lower() == low and (best is None or ROLE_RANK[role] > ROLE_RANK[best]):
                best = role
        return best

    def can_read(self, repo, identity):
        if not repo.private:
            return True
        if not identity.login or not identity.has_scope("repo"):
            return False
        return self.role(repo, identity.login) is not None

    def can_push(self, repo, login):
        role = self.role(repo, login)
        return role is not None and ROLE_RANK[role] >= ROLE_RANK["push"]

    def assignable_logins(self, repo):
        if repo.assignable is not None:
            return list(repo.assignable)
        out = []
        owner = self.user(repo.owner)
        if owner and owner["type"] == "User":
            out.append(owner["login"])
        members = self.org_members.get(repo.owner.lower(), {})
        out.extend(m for m in members if m not in out)
        out.extend(c for c in repo.collaborators if c not in out)
        return out

    def author_association(self, repo, login):
        if login.lower() == repo.owner.lower():
            return "OWNER"
        members = self.org_members.get(repo.owner.lower(), {})
        if any(m.lower() == login.lower() for m in members):
            return "MEMBER"
        if any(c.lower() == login.lower() for c in repo.collaborators):
            return "COLLABORATOR"
        for it in repo.issues.values():
            if it["pr"] and it["user"].lower() == login.lower() and it.get("merged_at"):
                return "CONTRIBUTOR"
        return "NONE"

    def owned_counts(self, login):
        pub = priv = 0
        low = login.lower()
        for repo in self.repos.values():
            if repo.owner.lower() == low:
                if repo.private:
                    priv += 1
                else:
                    pub += 1
        return pub, priv

    # -- tokens ------------------------------------------------------------
    def identity_for_token(self, token, ip):
        t = self.tokens.get(token)
        if t is None:
            return None
        u = self.user(t["login"])
        return Identity(login=u["login"], token=token, scopes=t["scopes"], ip=ip, user_id=u["id"])
