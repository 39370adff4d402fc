"""Deterministic seed data.

Tokens (send as ``Authorization: Bearer <token>`` or ``token <token>``):

  gho_simulator_octocat   -> octocat   scopes "gist, read:org, repo"
  gho_simulator_hubot     -> hubot     scopes "repo"
  gho_simulator_monalisa  -> monalisa  scopes "repo"

Tokens issued by the device flow are valid for the login the flow was scripted
for (default octocat) with the requested scopes.

Users: octocat (id 1), hubot (2), monalisa (3), defunkt (4), two "hostile"
users whose logins contain escape sequences, and the organisation octo-org
(octocat admin, monalisa member; 12 repositories, 5 private, 2 forks).

octocat owns 134 repositories: Hello-World, Spoon-Knife, linguist (fork),
old-stuff (archived), secret-plans (private), no-issues (issues disabled),
hostile, big (--big-repo-issues items, every 4th a pull request), empty, and
project-001 ... project-125.  See README.md for the Hello-World facts.
"""

import hashlib
import random

from model import issue_types
from model.repository import Repo

DEFAULT_DEVICE_SCRIPT = {
    "outcomes": ["authorization_pending", "success"],
    "interval": 5,
    "expires_in": 900,
    "status": 200,
    "login": "octocat",
    "scopes": None,  # None: grant what the client asked for
    "slow_down_step": 5,  # seconds slow_down adds to the interval (GitHub: 5); tests lower it to stay fast
    "slow_down_interval": True,  # False: slow_down replies name no interval (the client adds 5 s itself)
}

HOSTILE_LOGIN_1 = "m\u001b[31mallory\u001b[0m"
HOSTILE_LOGIN_2 = "\u202eeve\u200f\U0001F984"

SEED_TOKENS = {
    "gho_simulator_octocat": ("octocat", ["gist", "read:org", "repo"]),
    "gho_simulator_hubot": ("hubot", ["repo"]),
    "gho_simulator_monalisa": ("monalisa", ["repo"]),
    "gho_simulator_mallory": (HOSTILE_LOGIN_1, ["repo"]),
}

DEFAULT_LABELS = [
    ("bug", "d73a4a", "Something isn't working"),
    ("documentation", "0075ca", "Improvements or additions to documentation"),
    ("duplicate", "cfd3d7", "This issue or pull request already exists"),
    ("enhancement", "a2eeef", "New feature or request"),
    ("good first issue", "7057ff", "Good for newcomers"),
    ("help wanted", "008672", "Extra attention is needed"),
    ("invalid", "e4e669", "This doesn't seem right"),
    ("question", "d876e3", "Further information is requested"),
    ("wontfix", "ffffff", "This will not be worked on"),
]

DAY = 86400


def iso(epoch):
    import time
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(epoch))


def epoch(s):
    import calendar
    import time
    return calendar.timegm(time.strptime(s, "%Y-%m-%dT%H:%M:%SZ"))


def blob_sha(data):
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


# ---------------------------------------------------------------- users ----

def _users():
    return [
        {"login": "octocat", "id": 1, "type": "User", "name": "The Octocat", "company": "@github",
         "blog": "https://github.blog", "location": "San Francisco", "email": "octocat@github.com",
         "hireable": None, "bio": "There once was...", "twitter_username": "github",
         "public_gists": 8, "followers": 20, "following": 9, "private_gists": 81,
         "disk_usage": 10000, "collaborators": 8, "two_factor_authentication": True,
         "created_at": "2020-01-25T18:44:36Z", "updated_at": "2024-09-22T11:25:21Z"},
        {"login": "hubot", "id": 2, "type": "User", "name": "Hubot", "company": None, "blog": "",
         "location": "The Cloud", "email": None, "hireable": None, "bio": "I am a robot.",
         "twitter_username": None, "public_gists": 1, "followers": 300, "following": 0,
         "private_gists": 0, "disk_usage": 512, "collaborators": 1,
         "two_factor_authentication": False,
         "created_at": "2020-03-14T09:12:00Z", "updated_at": "2024-05-02T16:01:45Z"},
        {"login": "monalisa", "id": 3, "type": "User", "name": "Mona Lisa Octocat", "company": "@octo-org",
         "blog": "https://monalisa.example", "location": "Paris", "email": "mona@example.com",
         "hireable": True, "bio": None, "twitter_username": None, "public_gists": 3,
         "followers": 1200, "following": 12, "private_gists": 2, "disk_usage": 2048,
         "collaborators": 2, "two_factor_authentication": True,
         "created_at": "2020-06-01T12:00:00Z", "updated_at": "2024-11-30T08:30:00Z"},
        {"login": "defunkt", "id": 4, "type": "User", "name": "Chris Wanstrath", "company": None,
         "blog": "http://chriswanstrath.com/", "location": None, "email": None, "hireable": None,
         "bio": "\U0001F354", "twitter_username": None, "public_gists": 273, "followers": 22000,
         "following": 215, "private_gists": 0, "disk_usage": 0, "collaborators": 0,
         "two_factor_authentication": False,
         "created_at": "2020-10-20T06:24:19Z", "updated_at": "2024-03-07T19:51:11Z"},
        {"login": HOSTILE_LOGIN_1, "id": 6660, "type": "User",
         "name": "\u001b[1mBold\u001b[0m\tName\r\nInjected: yes", "company": None, "blog": "",
         "location": None, "email": None, "hireable": None, "bio": None, "twitter_username": None,
         "created_at": "2023-06-06T06:06:06Z", "updated_at": "2024-06-06T06:06:06Z"},
        {"login": HOSTILE_LOGIN_2, "id": 6661, "type": "User", "name": "\u202eevE\u202c",
         "company": None, "blog": "", "location": None, "email": None, "hireable": None,
         "bio": None, "twitter_username": None,
         "created_at": "2023-07-07T07:07:07Z", "updated_at": "2024-07-07T07:07:07Z"},
        {"login": "octo-org", "id": 9919, "type": "Organization", "name": "Octo Org",
         "company": None, "blog": "https://octo-org.example", "location": "Everywhere",
         "email": None, "hireable": None, "bio": "The simulated organisation",
         "twitter_username": None, "public_gists": 0, "followers": 42, "following": 0,
         "created_at": "2021-02-02T02:02:02Z", "updated_at": "2024-08-08T08:08:08Z"},
    ]


# ---------------------------------------------------------- repositories ----

_next_repo_id = [5_000_000]


def new_repo_id():
    _next_repo_id[0] += 17
    return _next_repo_id[0]


def _repo(store, **kw):
    kw.setdefault("id", new_repo_id())
    kw.setdefault("pushed_at", kw.get("updated_at"))
    return store.add_repo(Repo(**kw))


def add_labels(store, repo, extra=(), first_id=None):
    lid = first_id or store.new_id("label")
    for name, color, desc in DEFAULT_LABELS:
        repo.labels.append({"id": lid, "name": name, "color": color, "description": desc, "default": True})
        lid = store.new_id("label") if first_id is None else lid + 1
    for name, color, desc in extra:
        repo.labels.append({"id": lid, "name": name, "color": color, "description": desc, "default": False})
        lid = store.new_id("label") if first_id is None else lid + 1


def add_issue(store, repo, number, **kw):
    it = {
        "number": number,
        "id": kw.pop("id", None) or store.new_id("issue"),
        "pr": kw.pop("pr", False),
        "title": kw.pop("title"),
        "body": kw.pop("body", None),
        "user": kw.pop("user"),
        "labels": kw.pop("labels", []),
        "assignees": kw.pop("assignees", []),
        "milestone": kw.pop("milestone", None),
        "state": kw.pop("state", "open"),
        "state_reason": kw.pop("state_reason", None),
        "created_at": kw.pop("created_at"),
        "updated_at": kw.pop("updated_at", None),
        "closed_at": kw.pop("closed_at", None),
        "closed_by": kw.pop("closed_by", None),
        "comments": 0,
        "author_association": kw.pop("author_association", None),
    }
    it.update(kw)
    if it["updated_at"] is None:
        it["updated_at"] = it["created_at"]
    if it["author_association"] is None:
        it["author_association"] = store.author_association(repo, it["user"])
    repo.issues[number] = it
    return it


def _comment(store, repo, it, user, body, created, reactions=None):
    c = {"id": store.new_id("comment"), "user": user, "body": body, "created_at": created,
         "updated_at": created, "author_association": store.author_association(repo, user),
         "pr": it["pr"]}
    if reactions:
        c["reactions"] = reactions
    repo.comments.setdefault(it["number"], []).append(c)
    it["comments"] = len(repo.comments[it["number"]])
    return c


# ------------------------------------------------------------ Hello-World ----

HW_TITLES = [
    "Found a bug", "Crash when opening a very large file", "Add a dark mode",
    "Typo in README", "Support for Linux ARM64", "Improve error messages for bad tokens",
    "Document the configuration file", "Pagination breaks after page 10",
    "Add `--json` output", "Memory leak in the watcher", "Question: how do I reset my password?",
    "Upgrade dependencies", "Flaky test in CI", "Add contributing guidelines",
    "Broken link in docs", "Allow filtering by label", "Unicode in titles is mangled",
    "Slow startup on macOS", "Refactor the HTTP client", "Support proxy settings",
    "Add shell completions", "Login fails behind a corporate firewall",
    "Show milestones in the list view", "Sort issues by update time",
]

HW_BODIES = [
    "I'm having a problem with this.",
    "Steps to reproduce:\n\n1. Open the app\n2. Click **Issues**\n3. See the error\n\nExpected: a list.\nActual: nothing.",
    "It would be great if we could do this.\n\n```\n$ gh-lite issues octocat/Hello-World\n```",
    "Small thing, but it bothers me.",
    "See the discussion in #1 for background.",
    "This happens every time on a fresh install.\n\n- [ ] investigate\n- [ ] fix\n- [x] report",
]


def _hello_world(store):
    repo = _repo(store, id=1296269, owner="octocat", name="Hello-World",
                 description="My first repository on GitHub!", homepage="https://github.com",
                 language=None, topics=["octocat", "atom", "electron", "api"],
                 created_at="2021-01-26T19:01:12Z", updated_at="2024-12-18T10:14:43Z",
                 pushed_at="2024-12-18T10:06:43Z", size=108, stars=80, forks_count=9,
                 license="mit", collaborators={"monalisa": "push", "hubot": "triage"},
                 assignable=["octocat", "hubot", "monalisa"], files=_hello_world_files())
    add_labels(store, repo, extra=[("priority: high", "b60205", "Needs attention before the next release")],
               first_id=208045946)
    repo.milestones = [
        {"id": 1002604, "number": 1, "state": "open", "title": "v1.0",
         "description": "Tracking milestone for version 1.0", "creator": "octocat",
         "created_at": "2024-01-02T09:00:00Z", "updated_at": "2024-11-03T18:58:10Z",
         "closed_at": None, "due_on": "2025-01-31T08:00:00Z"},
        {"id": 1002605, "number": 2, "state": "open", "title": "v2.0",
         "description": None, "creator": "monalisa",
         "created_at": "2024-02-14T10:30:00Z", "updated_at": "2024-10-01T12:00:00Z",
         "closed_at": None, "due_on": None},
        {"id": 1002606, "number": 3, "state": "closed", "title": "Someday",
         "description": "Ideas we may get to one day", "creator": "octocat",
         "created_at": "2024-01-05T08:00:00Z", "updated_at": "2024-06-01T17:00:00Z",
         "closed_at": "2024-06-01T17:00:00Z", "due_on": "2024-06-01T07:00:00Z"},
    ]
    rng = random.Random(1296269)
    label_names = [lab["name"] for lab in repo.labels]
    creators = ["octocat", "octocat", "hubot", "monalisa", "defunkt"]
    assignable = ["octocat", "hubot", "monalisa"]
    base = epoch("2024-01-03T09:00:00Z")
    for n in range(1, 81):
        pr = n % 4 == 3
        created = base + (n - 1) * int(3.3 * DAY) + rng.randrange(0, 8 * 3600)
        updated = created + rng.randrange(3600, 40 * DAY)
        closed = n != 1 and rng.random() < 0.42
        title = HW_TITLES[(n * 7) % len(HW_TITLES)]
        if n > len(HW_TITLES):
            title = "%s (%d)" % (title, n)
        if pr:
            title = "Fix: " + title[0].lower() + title[1:]
        body = HW_BODIES[n % len(HW_BODIES)]
        if n % 9 == 4:
            body = None
        elif n % 5 == 0:
            body = body + "\n\ncc @monalisa"
        elif n % 11 == 0:
            body = "@hubot please triage this.\n\n" + body
        labels = rng.sample(label_names, rng.choice([0, 1, 1, 2, 3]))
        assignees = rng.sample(assignable, rng.choice([0, 0, 1, 1, 1, 2]))
        milestone = rng.choice([None, None, 1, 1, 2, 3])
        kw = dict(title=title, body=body, user=rng.choice(creators), labels=labels,
                  assignees=assignees, milestone=milestone, pr=pr,
                  created_at=iso(created), updated_at=iso(updated))
        if closed:
            kw.update(state="closed", closed_at=iso(updated - rng.randrange(0, 3600)),
                      closed_by=rng.choice(["octocat", "monalisa"]))
            if pr:
                kw["merged_at"] = kw["closed_at"] if rng.random() < 0.7 else None
            else:
                not_planned = any(x in labels for x in ("wontfix", "duplicate", "invalid"))
                kw["state_reason"] = "not_planned" if not_planned else "completed"
        elif pr:
            kw["merged_at"] = None
        if pr:
            kw["draft"] = n == 7
        if n == 1:
            kw.update(title="Found a bug", body="I'm having a problem with this.\n\n@monalisa can you take a look?",
                      user="octocat", labels=["bug", "priority: high"], assignees=["octocat", "hubot"],
                      milestone=1, reactions={"+1": 5, "heart": 2, "eyes": 1})
        if n == 13:
            kw.update(locked=True, active_lock_reason="too heated")
        add_issue(store, repo, n, **kw)
    # comments: 45 on #1 (pagination), a few elsewhere
    people = ["octocat", "hubot", "monalisa", "defunkt"]
    it1 = repo.issues[1]
    t = epoch(it1["created_at"])
    for i in range(45):
        t += 3600 + i * 97
        body = "Comment %d on the bug." % (i + 1)
        if i == 0:
            body = "Me too"
        elif i % 10 == 3:
            body = "I can reproduce this on macOS.\n\n```\nerror: something went wrong\n```"
        elif i % 10 == 7:
            body = "@octocat any update?"
        _comment(store, repo, it1, people[i % 4], body, iso(t),
                 reactions={"+1": 1} if i == 0 else None)
    it1["updated_at"] = max(it1["updated_at"], iso(t))
    for n in range(2, 81):
        k = rng.choice([0] * 9 + [1, 2, 3])
        it = repo.issues[n]
        t = epoch(it["created_at"])
        for j in range(k):
            t += 1800 + j * 600
            _comment(store, repo, it, people[(n + j) % 4],
                     ["Thanks for the report!", "Looking into it.", "Fixed in the latest release.",
                      "Can you share more details?"][(n + j) % 4], iso(t))
        if k and epoch(it["updated_at"]) < t:
            it["updated_at"] = iso(t)
    return repo


BUG_REPORT_MD = """---
name: Bug report
about: Create a report to help us improve
title: "[BUG] "
labels: bug
assignees: octocat

---

**Describe the bug**
A clear and concise description of what the bug is.

**To Reproduce**
Steps to reproduce the behavior:
1. Run `gh-lite ...`
2. See error

**Expected behavior**
What you expected to happen.

**Environment**
 - OS: [e.g. macOS 14]
 - Version: [e.g. 1.0.0]
"""

FEATURE_REQUEST_YML = """name: Feature request
description: Suggest an idea for this project
title: "[Feature]: "
labels: ["enhancement"]
assignees:
  - monalisa
body:
  - type: markdown
    attributes:
      value: |
        Thanks for taking the time to suggest a feature!
  - type: input
    id: summary
    attributes:
      label: Summary
      description: One line describing the feature.
      placeholder: ex. Export issues as CSV
    validations:
      required: true
  - type: textarea
    id: motivation
    attributes:
      label: Motivation
      description: Why do you need it? What problem does it solve?
      value: "I want to..."
    validations:
      required: true
  - type: dropdown
    id: priority
    attributes:
      label: Priority
      description: How important is this to you?
      options:
        - Low
        - Medium
        - High
      default: 1
    validations:
      required: false
  - type: checkboxes
    id: terms
    attributes:
      label: Code of Conduct
      description: By submitting this issue, you agree to follow our Code of Conduct.
      options:
        - label: I agree to follow this project's Code of Conduct
          required: true
"""

CONFIG_YML = """blank_issues_enabled: false
contact_links:
  - name: Community support
    url: https://github.com/orgs/community/discussions
    about: Please ask and answer questions here.
"""

README_MD = """# Hello-World

My first repository on GitHub! This copy lives in the gh-lite GitHub simulator.
"""


def _hello_world_files():
    return {
        "README.md": README_MD.encode(),
        ".github/ISSUE_TEMPLATE/bug_report.md": BUG_REPORT_MD.encode(),
        ".github/ISSUE_TEMPLATE/feature_request.yml": FEATURE_REQUEST_YML.encode(),
        ".github/ISSUE_TEMPLATE/config.yml": CONFIG_YML.encode(),
    }


# ------------------------------------------------------------- the others ----

HOSTILE_TEXTS = [
    ("Tab\there, newline\nthere, carriage\rreturn", "Line one\r\nLine two\r\n\tindented\tcolumns\t|"),
    ("\u001b[31mred\u001b[0m alert \u001b[2J\u001b[H cleared?", "Body with \u001b[1mbold\u001b[0m and \u001b[5mblink\u001b[0m\n\u001b[999D\u001b[K"),
    ("Click \u001b]8;;http://evil\u0007here\u001b]8;;\u0007 now", "OSC 8 hyperlink: \u001b]8;;http://evil\u0007innocent text\u001b]8;;\u0007\nOSC title: \u001b]0;pwned\u0007"),
    ("\u202eRTL override: gpj.exe\u202c and \u200fRLM\u200e LRM", "\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627 mixed with English"),
    ("\u5bbd\u5b57\u7b26\u7684\u6807\u9898 \u65e5\u672c\u8a9e\u306e\u30bf\u30a4\u30c8\u30eb \ud55c\uad6d\uc5b4", "\uff26\uff55\uff4c\uff4c\uff57\uff49\uff44\uff54\uff48 \uff54\uff45\uff58\uff54 and \u3042\u3044\u3046"),
    ("Emoji \U0001F41B\U0001F525 family \U0001F469\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466 flag \U0001F1EF\U0001F1F5 \U0001F44D\U0001F3FD", "Zero\u200bwidth\u200djoiner and combining e\u0301 \u0300\u0300\u0300"),
    ("Controls \u0007bell \u0008back \u000bvt \u000cff \u007fdel \u009bcsi \u0085nel", "C1 controls: \u0080\u0081\u009b31m\u009c and DEL \u007f"),
    ("x" * 300, None),
]

HOSTILE_LABELS = [
    ("\u001b[32mgreen\u001b[0m", "00ff00", "ANSI in a label"),
    ("tab\tlabel", "123456", "Tab\tin\tdescription"),
    ("\U0001F41B bug", "ee0701", None),
    ("\u0645\u0631\u062d\u0628\u0627 \u202eRTL", "abcdef", "\u200fright-to-left"),
    ("\u5bbd\u5b57\u7b26", "fbca04", "\u5168\u89d2"),
]


def _hostile(store):
    repo = _repo(store, owner="octocat", name="hostile",
                 description="Issues full of \u001b[31mterminal\u001b[0m escapes, \ttabs and \u202eRTL",
                 created_at="2023-04-01T00:00:00Z", updated_at="2024-04-01T00:00:00Z",
                 collaborators={HOSTILE_LOGIN_1: "triage", HOSTILE_LOGIN_2: "triage"})
    add_labels(store, repo, extra=HOSTILE_LABELS)
    repo.milestones = [{"id": 4040404, "number": 1, "state": "open", "title": "\u001b[7mreverse\u001b[0m\tmilestone",
                        "description": "line\nbreak", "creator": "octocat",
                        "created_at": "2024-04-01T00:00:00Z", "updated_at": "2024-04-01T00:00:00Z",
                        "closed_at": None, "due_on": None}]
    base = epoch("2024-04-02T00:00:00Z")
    hostile_labels = [lab[0] for lab in HOSTILE_LABELS]
    users = [HOSTILE_LOGIN_1, HOSTILE_LOGIN_2, "octocat"]
    for i, (title, body) in enumerate(HOSTILE_TEXTS, start=1):
        it = add_issue(store, repo, i, title=title, body=body, user=users[i % 3],
                       labels=[hostile_labels[i % len(hostile_labels)], hostile_labels[(i + 2) % len(hostile_labels)]],
                       assignees=[users[(i + 1) % 3]], milestone=1 if i % 2 else None,
                       pr=i == 4, merged_at=None, draft=False,
                       created_at=iso(base + i * 3600), updated_at=iso(base + i * 3600 + 60))
        c = _comment(store, repo, it, users[(i + 2) % 3], "Reply with \u001b[31mcolour\u001b[0m\r\nand\ttab",
                     iso(base + i * 3600 + 30))
        if i == 1:
            # GitHub sends an enum here; a hostile server sends anything.
            c["author_association"] = "\u001b[31mOWNER\u001b]0;pwned\u0007"


def _spoon_knife(store):
    repo = _repo(store, id=1300192, owner="octocat", name="Spoon-Knife",
                 description="This repo is for demonstration purposes only.", language="HTML",
                 created_at="2022-01-27T19:30:43Z", updated_at="2024-10-29T17:04:15Z",
                 pushed_at="2024-08-15T09:23:40Z", size=4, stars=12000, forks_count=140000,
                 collaborators={"monalisa": "push"},
                 files={".github/ISSUE_TEMPLATE.md": b"### Expected behaviour\n\n### Actual behaviour\n\n### Steps to reproduce\n"})
    add_labels(store, repo)
    base = epoch("2024-02-10T12:00:00Z")
    specs = [
        ("Fork me!", "octocat", "open", ["good first issue"], []),
        ("The spoon is bent", "hubot", "closed", ["bug"], ["monalisa"]),
        ("Add a fork emoji", "monalisa", "open", ["enhancement"], ["octocat"]),
        ("Update index.html", "defunkt", "open", [], []),
        ("Is this a knife or a spoon?", "hubot", "open", ["question"], []),
        ("Styles are broken on mobile", "defunkt", "closed", ["bug", "wontfix"], []),
    ]
    for n, (title, user, state, labels, assignees) in enumerate(specs, start=1):
        kw = dict(title=title, body="Spoon-Knife issue %d" % n, user=user, labels=labels,
                  assignees=assignees, state=state, pr=n == 4,
                  created_at=iso(base + n * 5 * DAY), updated_at=iso(base + n * 5 * DAY + 7200))
        if n == 4:
            kw["merged_at"] = None
            kw["draft"] = False
        if state == "closed":
            kw.update(closed_at=kw["updated_at"], closed_by="octocat",
                      state_reason="not_planned" if "wontfix" in labels else "completed")
        add_issue(store, repo, n, **kw)
    it = repo.issues[2]
    _comment(store, repo, it, "octocat", "Have you tried a fork instead?", iso(base + 10 * DAY + 60))


def _secret_plans(store):
    repo = _repo(store, owner="octocat", name="secret-plans", private=True,
                 description="World domination, step by step",
                 created_at="2023-02-02T10:00:00Z", updated_at="2024-09-09T09:09:09Z",
                 collaborators={"monalisa": "push"})
    add_labels(store, repo)
    base = epoch("2024-03-01T10:00:00Z")
    for n, title in enumerate(["Step 1: acquire a cat", "Step 2: teach it git", "Step 3: ???"], start=1):
        add_issue(store, repo, n, title=title, body="Top secret.", user="octocat",
                  labels=["enhancement"] if n == 1 else [], assignees=["monalisa"] if n == 2 else [],
                  created_at=iso(base + n * DAY))


def _old_stuff(store):
    repo = _repo(store, owner="octocat", name="old-stuff", archived=True,
                 description="Archived experiments", language="Ruby",
                 created_at="2019-05-05T05:05:05Z", updated_at="2021-05-05T05:05:05Z",
                 pushed_at="2020-12-12T12:12:12Z")
    add_labels(store, repo)
    add_issue(store, repo, 1, title="Old bug nobody fixed", body=None, user="defunkt", labels=["bug"],
              created_at="2020-01-01T00:00:00Z")
    add_issue(store, repo, 2, title="Archive this repository", body="Done.", user="octocat", state="closed",
              state_reason="completed", closed_at="2021-05-05T05:05:05Z", closed_by="octocat",
              created_at="2021-05-01T00:00:00Z", updated_at="2021-05-05T05:05:05Z")


def _big_factory(count):
    def build(repo):
        users = ["octocat", "hubot", "monalisa", "defunkt"]
        names = [lab["name"] for lab in repo.labels]
        base = epoch("2023-01-01T00:00:00Z")
        issues = repo.issues
        for n in range(1, count + 1):
            pr = n % 4 == 0
            closed = n % 3 == 0
            created = base + n * 600
            updated = created + (n * 7919) % (90 * DAY)
            it = {
                "number": n, "id": 4_000_000_000 + n, "pr": pr,
                "title": "Big %s #%d" % ("pull request" if pr else "issue", n),
                "body": None if n % 5 == 0 else "Generated item %d of %d." % (n, count),
                "user": users[n % 4], "labels": [names[(n // 7) % len(names)]] if n % 2 else [],
                "assignees": [users[(n + 1) % 3]] if n % 3 == 1 else [],
                "milestone": 1 if n % 10 == 0 else None,
                "state": "closed" if closed else "open",
                "state_reason": ("completed" if not pr else None) if closed else None,
                "created_at": iso(created), "updated_at": iso(updated),
                "closed_at": iso(updated) if closed else None,
                "closed_by": "octocat" if closed else None,
                "comments": 0,
                "author_association": "OWNER" if n % 4 == 0 else ("COLLABORATOR" if n % 4 in (1, 2) else "NONE"),
            }
            if pr:
                it["draft"] = False
                it["merged_at"] = iso(updated) if closed else None
            issues[n] = it
    return build


def _big(store):
    repo = _repo(store, owner="octocat", name="big", description="A repository with a lot of issues",
                 language="Go", created_at="2022-12-31T00:00:00Z", updated_at="2024-12-01T00:00:00Z",
                 collaborators={"monalisa": "push", "hubot": "triage"}, stars=5000, forks_count=300)
    add_labels(store, repo)
    repo.milestones = [{"id": 5050505, "number": 1, "state": "open", "title": "Big milestone",
                        "description": None, "creator": "octocat",
                        "created_at": "2023-01-01T00:00:00Z", "updated_at": "2024-01-01T00:00:00Z",
                        "closed_at": None, "due_on": None}]
    repo.issue_factory = _big_factory(store.big_repo_issues)


LANGS = ["Swift", "Python", "Go", "Rust", "JavaScript", "C", None, "TypeScript", "Shell"]
ADJ = ["tiny", "experimental", "fast", "toy", "abandoned", "shiny", "minimal", "useful"]
NOUN = ["parser", "bot", "website", "CLI", "library", "game", "dotfiles", "compiler", "server"]


def _fillers(store, count):
    base = epoch("2019-01-01T00:00:00Z")
    for i in range(1, count + 1):
        created = base + i * 11 * DAY + (i * 3571) % DAY
        updated = created + ((i * 7919) % 900) * DAY // 2 + (i * 131) % 3600
        pushed = updated - ((i * 613) % 20) * DAY
        fork = i % 7 == 0
        _repo(store, owner="octocat", name="project-%03d" % i, private=i % 5 == 0, fork=fork,
              archived=i % 11 == 0, has_issues=not fork,
              description=None if i % 6 == 0 else "Project %d: a %s %s" % (i, ADJ[i % len(ADJ)], NOUN[i % len(NOUN)]),
              language=LANGS[i % len(LANGS)], topics=["demo"] if i % 4 == 0 else [],
              created_at=iso(created), updated_at=iso(updated), pushed_at=iso(max(created, pushed)),
              size=(i * 37) % 5000, stars=(i * 3) % 50, forks_count=i % 4,
              license=["mit", None, "apache-2.0", "gpl-3.0"][i % 4],
              parent="defunkt/dotjs" if fork else None, source="defunkt/dotjs" if fork else None)


ORG_REPOS = [
    # name, private, fork-parent, archived, description
    ("octo-repo", False, None, False, "The org's main repository"),
    ("website", False, None, False, "octo-org.example"),
    ("api", True, None, False, "Internal API"),
    ("infra", True, None, False, "Terraform and friends"),
    ("docs", False, None, False, None),
    ("octo-fork", False, "octocat/Hello-World", False, "Fork of Hello-World"),
    ("design-system", False, None, False, "Shared UI components"),
    ("mobile-app", True, None, False, "iOS and Android apps"),
    ("analytics", True, None, True, "Old analytics pipeline"),
    ("legacy-fork", False, "defunkt/dotjs", False, None),
    ("roadmap", False, None, False, "Public roadmap"),
    ("security", True, None, False, "Security policies"),
]


def _octo_repo_issues(store, repo):
    """Issues with the organisation's types (seeded by _org): #1 a Bug, #2 a Feature, #3 a closed Task."""
    task, bug, feature = (t["id"] for t in issue_types.of_owner(store, "octo-org"))
    add_issue(store, repo, 1, title="Org issue", body="Filed in an organisation repo", user="monalisa",
              assignees=["octocat"], created_at="2024-05-05T05:05:05Z", type_id=bug)
    add_issue(store, repo, 2, title="Dark mode", body="Please", user="monalisa", created_at="2024-05-06T05:05:05Z",
              type_id=feature)
    add_issue(store, repo, 3, title="Write the release notes", user="monalisa", created_at="2024-05-07T05:05:05Z",
              state="closed", state_reason="completed", closed_at="2024-05-08T05:05:05Z", closed_by="monalisa",
              type_id=task)


def _org(store):
    store.org_members["octo-org"] = {"octocat": "admin", "monalisa": "push"}
    issue_types.seed_defaults(store, "octo-org", "2024-01-01T00:00:00Z")
    base = epoch("2021-03-01T00:00:00Z")
    for i, (name, private, parent, archived, desc) in enumerate(ORG_REPOS, start=1):
        repo = _repo(store, owner="octo-org", name=name, private=private, fork=parent is not None,
                     archived=archived, description=desc, language=LANGS[(i + 2) % len(LANGS)],
                     created_at=iso(base + i * 20 * DAY), updated_at=iso(base + i * 20 * DAY + (i * 7) * DAY),
                     parent=parent, source=parent, stars=i * 5)
        add_labels(store, repo)
        if name == "octo-repo":
            _octo_repo_issues(store, repo)
        if name == "api":
            add_issue(store, repo, 1, title="Private org issue", body="Members only", user="octocat",
                      created_at="2024-06-06T06:06:06Z")


def _others(store):
    _repo(store, owner="hubot", name="hubot-scripts", description="Scripts for hubot", language="CoffeeScript",
          created_at="2020-04-01T00:00:00Z", updated_at="2024-02-01T00:00:00Z", stars=700)
    chatops = _repo(store, owner="hubot", name="chatops", description="ChatOps experiments",
                    language="JavaScript", created_at="2021-04-01T00:00:00Z",
                    updated_at="2024-07-01T00:00:00Z", collaborators={"octocat": "push"})
    add_labels(store, chatops)
    add_issue(store, chatops, 1, title="Deploy from chat", body="/deploy please", user="hubot",
              assignees=["octocat"], created_at="2024-07-01T00:00:00Z")
    _repo(store, owner="hubot", name="private-brain", private=True, description="Hubot's private thoughts",
          created_at="2022-04-01T00:00:00Z", updated_at="2024-03-01T00:00:00Z")
    _repo(store, owner="monalisa", name="smile", description="\U0001F642", language="Swift",
          created_at="2021-08-08T00:00:00Z", updated_at="2024-08-08T00:00:00Z", stars=99)
    _repo(store, owner="defunkt", name="dotjs", description="~/.js", language="Ruby",
          created_at="2020-02-07T00:00:00Z", updated_at="2023-02-07T00:00:00Z", stars=3000, forks_count=400,
          license="mit")
    _repo(store, owner="defunkt", name="linguist", description="Language Savant", language="Ruby",
          created_at="2020-05-05T00:00:00Z", updated_at="2024-05-05T00:00:00Z", stars=12000, forks_count=4000,
          license="mit")
    _repo(store, owner="monalisa", name="linguist", fork=True, has_issues=False,
          description="Language Savant", language="Ruby",
          created_at="2021-05-05T00:00:00Z", updated_at="2024-01-05T00:00:00Z",
          parent="defunkt/linguist", source="defunkt/linguist", license="mit")


def _octocat_named(store):
    _hello_world(store)
    _spoon_knife(store)
    _repo(store, owner="octocat", name="linguist", fork=True, has_issues=False,
          description="Language Savant. If your repository's language is being reported incorrectly, send us a pull request!",
          language="Ruby", created_at="2022-03-03T03:03:03Z", updated_at="2024-06-30T12:00:00Z",
          parent="monalisa/linguist", source="defunkt/linguist", license="mit", forks_count=0)
    _old_stuff(store)
    _secret_plans(store)
    _repo(store, owner="octocat", name="no-issues", has_issues=False, description="Issues are disabled here",
          created_at="2023-03-03T00:00:00Z", updated_at="2024-03-03T00:00:00Z")
    _hostile(store)
    _big(store)
    empty = _repo(store, owner="octocat", name="empty", description="Nothing to see here",
                  created_at="2024-11-11T11:11:11Z", updated_at="2024-11-11T11:11:11Z")
    add_labels(store, empty)


def populate(store):
    _next_repo_id[0] = 5_000_000
    for u in _users():
        store.add_user(u)
    for token, (login, scopes) in SEED_TOKENS.items():
        store.tokens[token] = {"login": login, "scopes": sorted(scopes)}
    _others(store)  # referenced as parents/sources
    _octocat_named(store)
    _fillers(store, 125)
    _org(store)
