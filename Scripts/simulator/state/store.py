"""In-memory state of the simulator, guarded by a single re-entrant lock.

Everything a request reads or changes lives here: users, organisations,
repositories (with their issues, comments, labels, milestones and files),
tokens, device-flow codes, rate-limit counters, the request log, scripted
faults and latency.  ``Store.reset()`` rebuilds the deterministic seed.
"""

import threading

from web import headers

ROLE_RANK = {"pull": 0, "triage": 1, "push": 2, "maintain": 3, "admin": 4}


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


class Repo:
    """One repository and everything in it."""

    def __init__(self, **kw):
        self.id = kw["id"]
        self.owner = kw["owner"]
        self.name = kw["name"]
        self.private = kw.get("private", False)
        self.fork = kw.get("fork", False)
        self.archived = kw.get("archived", False)
        self.has_issues = kw.get("has_issues", True)
        self.has_wiki = kw.get("has_wiki", True)
        self.description = kw.get("description")
        self.homepage = kw.get("homepage")
        self.language = kw.get("language")
        self.topics = kw.get("topics", [])
        self.created_at = kw["created_at"]
        self.updated_at = kw["updated_at"]
        self.pushed_at = kw["pushed_at"]
        self.size = kw.get("size", 0)
        self.stars = kw.get("stars", 0)
        self.forks_count = kw.get("forks_count", 0)
        self.default_branch = kw.get("default_branch", "main")
        self.license = kw.get("license")
        self.is_template = kw.get("is_template", False)
        self.parent = kw.get("parent")  # full name
        self.source = kw.get("source")  # full name
        self.collaborators = kw.get("collaborators", {})  # login -> role
        self.assignable = kw.get("assignable")  # explicit list, else computed
        self.labels = []  # internal label dicts
        self.milestones = []  # internal milestone dicts
        self.issues = {}  # number -> internal issue dict
        self.comments = {}  # number -> [internal comment dicts]
        self.gone = {}  # number -> None (deleted) or (Repo, number) it was transferred to
        self.lagging_search = set()  # numbers search still finds here once transferred (control_seed.py)
        self.pinned = []  # numbers of pinned issues, in pinning order (GitHub allows 3)
        self.files = kw.get("files", {})  # path -> bytes
        self.issue_factory = kw.get("issue_factory")  # lazy generator for huge repos
        self.cache = {}  # rendered JSON fragments; cleared on every change
        self.sorted_numbers = None

    @property
    def full_name(self):
        return "%s/%s" % (self.owner, self.name)

    def ensure_issues(self):
        if self.issue_factory is not None:
            factory, self.issue_factory = self.issue_factory, None
            factory(self)
            self.sorted_numbers = None

    def all_issues(self):
        """Issues and pull requests in creation (number) order."""
        self.ensure_issues()
        if self.sorted_numbers is None:
            self.sorted_numbers = sorted(self.issues)
        return [self.issues[n] for n in self.sorted_numbers]

    def next_number(self):
        """GitHub never gives a number twice, not even one of a deleted or transferred issue."""
        self.ensure_issues()
        return max(list(self.issues) + list(self.gone) + [0]) + 1

    def changed(self):
        self.cache.clear()
        self.sorted_numbers = None

    def label_by_name(self, name):
        low = name.lower()
        for lab in self.labels:
            if lab["name"].lower() == low:
                return lab
        return None

    def milestone_by_number(self, number):
        for ms in self.milestones:
            if ms["number"] == number:
                return ms
        return None

    def open_issues_count(self):
        key = ("open_count",)
        if key not in self.cache:
            self.cache[key] = sum(1 for it in self.all_issues() if it["state"] == "open")
        return self.cache[key]

    def milestone_counts(self, number):
        key = ("ms_counts", number)
        if key not in self.cache:
            o = c = 0
            for it in self.all_issues():
                if it["milestone"] == number:
                    if it["state"] == "open":
                        o += 1
                    else:
                        c += 1
            self.cache[key] = (o, c)
        return self.cache[key]


class Store:
    def __init__(self, base_url, big_repo_issues=1500, latency_ms=0, published_schema=None):
        self.lock = threading.RLock()
        self.published_schema = published_schema  # GitHub's GraphQL schema, when found (graphql_published.py)
        self.base_url = base_url
        self.big_repo_issues = big_repo_issues
        self.initial_latency_ms = latency_ms
        self.reset()

    def reset(self):
        from state import seed  # seed imports Repo from here
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
