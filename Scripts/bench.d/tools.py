"""How each client reaches the simulator: its environment, working directory and configuration files.

- gh-lite: ``GH_LITE_API_URL`` (REST at the root, GraphQL at ``/graphql``), ``GH_TOKEN``, a config and a cache
  folder of its own (``XDG_CACHE_HOME``: one that stays empty for cold rows, one kept warm for re-lists).
- gh (2.23): ``GH_HOST=github.localhost`` makes it call ``http://api.github.localhost/...``; ``HTTP_PROXY``
  sends those absolute-form requests to the simulator over one kept-alive connection (plain HTTP, as the
  others); ``GH_TOKEN``, and ``GH_CONFIG_DIR``/``HOME`` in temporary folders.
- hub (2.14): pointed at the simulator as a GitHub Enterprise user points it at their server: a git repository
  whose origin is ``http://127.0.0.1:PORT/OWNER/REPO.git``, ``hub.host`` naming that host in its git config, a
  hub config file (``HUB_CONFIG``) with the host's user, oauth_token and ``protocol: http``.  hub then calls
  ``http://127.0.0.1:PORT/api/v3/...``, which the simulator serves as its root.  ``GITHUB_TOKEN`` stays unset:
  with it hub would also ask ``GET /user`` on every run.
- the floor (curl): nothing but ``PATH``; no proxy.
"""

import os
import subprocess

from simulator import TOKEN

_KEPT = ("PATH", "LANG", "LC_ALL", "TERM")


class Tools:
    def __init__(self, tmp, sim, ghlite):
        self.ghlite = ghlite
        self.home = os.path.join(tmp, "home")
        os.makedirs(self.home)
        base = {k: os.environ[k] for k in _KEPT if k in os.environ}
        base.update(HOME=self.home, GIT_CONFIG_NOSYSTEM="1", NO_COLOR="1")
        self.cold_cache = os.path.join(tmp, "cache-cold")
        self.warm_cache = os.path.join(tmp, "cache-warm")
        self.ghlite_env = dict(base, GH_LITE_API_URL=sim.base, GH_TOKEN=TOKEN,
                               GH_LITE_CONFIG_DIR=os.path.join(tmp, "gh-lite-config"), XDG_CACHE_HOME=self.cold_cache)
        self.gh_env = dict(base, GH_HOST="github.localhost", HTTP_PROXY=sim.base, GH_TOKEN=TOKEN,
                           GH_CONFIG_DIR=os.path.join(tmp, "gh-config"), GH_NO_UPDATE_NOTIFIER="1",
                           GH_PROMPT_DISABLED="1")
        hub_config = os.path.join(tmp, "hub-config")
        with open(hub_config, "w") as f:
            f.write("127.0.0.1:%d:\n- user: octocat\n  oauth_token: %s\n  protocol: http\n" % (sim.port, TOKEN))
        self.hub_env = dict(base, HUB_CONFIG=hub_config)
        self.floor_env = dict(base)
        self.hub_checkouts = {}
        for repo in ("octocat/big", "octocat/Hello-World"):
            path = os.path.join(tmp, "checkout-" + repo.split("/")[1])
            subprocess.run(["git", "init", "-q", path], check=True, env=self.hub_env)
            subprocess.run(["git", "-C", path, "remote", "add", "origin", "%s/%s.git" % (sim.base, repo)],
                           check=True, env=self.hub_env)
            subprocess.run(["git", "-C", path, "config", "hub.host", "127.0.0.1:%d" % sim.port],
                           check=True, env=self.hub_env)
            self.hub_checkouts[repo] = path

    def ghlite_run(self, *args, warm=False):
        env = dict(self.ghlite_env, XDG_CACHE_HOME=self.warm_cache) if warm else self.ghlite_env
        return Run([self.ghlite] + list(args), env)

    def gh_run(self, *args):
        return Run(["gh"] + list(args), self.gh_env)

    def hub_run(self, repo, *args):
        return Run(["hub"] + list(args), self.hub_env, cwd=self.hub_checkouts[repo])


class Run:
    """One command line to time: argv, environment and working directory; ``may_fail``: its failure is what is
    timed (gh with GitHub out of reach)."""

    def __init__(self, argv, env, cwd=None, may_fail=False):
        self.argv = argv
        self.env = env
        self.cwd = cwd
        self.may_fail = may_fail
