"""Changes by another user, made right after a given request is answered (POST /_simulator/after).

A rule: ``{"match": {"method": "GET"|...|"*", "path_regex": "<regex searched in path+query>"} or
{"operation": "<GraphQL operation name>"}, "times": N (default 1), "action": {"repo": "owner/name",
"issue": N, "as": "hubot", "add_labels": [...], "remove_labels": [...], "add_assignees": [...],
"remove_assignees": [...]}}``; or ``"action": {"repo": ..., "issue": N, "as": ..., "delete": true}`` (the
issue is deleted, as deleteIssue does: ``as`` must be an admin), or ``{"repo": ..., "issue": N, "as": ...,
"close": true}`` (closed as completed, as closeIssue does: ``as`` must have triage rights or have opened it), or ``"action": {"repo": ..., "as": ...,
"create": "A title"}`` (a new open issue by ``as``, numbered after everything the repository ever held; with
``"labels": [...]``, carrying those of the repository's labels), or
``{"repo": ..., "issue": N, "as": ..., "transfer_to": "owner/other"}`` (moved as transferIssue moves it: ``as``
must be able to push to both, which must have the same owner).

The change is made once the matching request's answer is ready and before it is sent, so for the client it
happens between that request and its next one, as a teammate's click would.  It is GitHub's add and remove
(what the issue's labels and assignees endpoints do): other labels and assignees stay, ``updated_at`` moves;
``as`` must have triage rights.  Unknown labels are created, as for a writer on GitHub.
"""

import re

from model import issue_changes


def add_rule(store, spec):
    if not isinstance(spec, dict) or not isinstance(spec.get("action"), dict):
        raise ValueError("an after rule needs \"match\" and \"action\" objects")
    match = spec.get("match")
    if not isinstance(match, dict) or not (match.get("path_regex") or match.get("operation")):
        raise ValueError("\"match\" needs \"path_regex\" or \"operation\"")
    action = spec["action"]
    repo = store.repo(*str(action.get("repo", "/")).partition("/")[::2])
    if repo is not None:
        repo.ensure_issues()
    if repo is not None and isinstance(action.get("create"), str):
        login = str(action.get("as", ""))
        if store.user(login) is None or (repo.private and store.role(repo, login) is None):
            raise ValueError("\"as\" needs to see %s" % action["repo"])
    else:
        if repo is None or not isinstance(action.get("issue"), int) or action["issue"] not in repo.issues:
            raise ValueError("\"action\" needs an existing \"repo\" and \"issue\"")
        what = "delete" if action.get("delete") is True else "state" if action.get("close") is True else "metadata"
        if "transfer_to" in action:
            target = store.repo(*str(action["transfer_to"]).partition("/")[::2])
            if target is None or issue_changes.transfer_problems(store, repo, target, str(action.get("as", ""))) != []:
                raise ValueError("\"transfer_to\" needs a repository %s may move the issue to" % action.get("as"))
        if not issue_changes.may(store, repo, repo.issues[action["issue"]], str(action.get("as", "")), what):
            raise ValueError("\"as\" needs %s rights on %s" % ("admin" if what == "delete" else "triage",
                                                                action["repo"]))
    try:
        rx = re.compile(match.get("path_regex") or "")
    except re.error as exc:
        raise ValueError("bad path_regex: %s" % exc)
    rule = {"method": str(match.get("method", "*")).upper(), "operation": match.get("operation"),
            "times": int(spec.get("times", 1)), "action": action, "_rx": rx}
    store.after_rules.append(rule)
    return public(rule)


def public(rule):
    return {k: v for k, v in rule.items() if not k.startswith("_")}


def _matches(rule, req):
    if rule["method"] not in ("*", req.method):
        return False
    operation = rule["operation"]
    if operation:
        return req.path == "/graphql" and re.search(r"\b(query|mutation)\s+%s\b" % re.escape(operation),
                                                     req.body.decode("utf-8", "replace")) is not None
    return rule["_rx"].search(req.raw_path) is not None


def apply(store, req):
    """Makes the change of the first rule ``req`` matches (using one of its ``times``)."""
    for rule in store.after_rules:
        if _matches(rule, req):
            rule["times"] -= 1
            if rule["times"] <= 0:
                store.after_rules.remove(rule)
            _change(store, rule["action"])
            return


def _change(store, action):
    repo = store.repo(*action["repo"].partition("/")[::2])
    if "create" in action:
        labels = [lab["name"] for name in action.get("labels") or [] for lab in [repo.label_by_name(name)] if lab]
        issue_changes.create(store, repo, action["as"], action["create"], None, labels=labels)
        return
    it = repo.issues.get(action["issue"])
    if it is None:
        return
    if action.get("delete") is True:
        issue_changes.delete(repo, it)
        return
    if action.get("close") is True:
        issue_changes.close(repo, it, action["as"], "completed")
        return
    if "transfer_to" in action:
        target = store.repo(*action["transfer_to"].partition("/")[::2])
        issue_changes.transfer(store, repo, it, target, action["as"])
        return
    removed = {n.lower() for n in action.get("remove_labels", [])}
    added = [issue_changes.ensure_label(store, repo, n)["name"] for n in action.get("add_labels", [])]
    labels = list(dict.fromkeys([n for n in it["labels"] if n.lower() not in removed] + added))
    assignable = {a.lower(): a for a in store.assignable_logins(repo)}
    gone = {a.lower() for a in action.get("remove_assignees", [])}
    assignees = [a for a in it["assignees"] if a.lower() not in gone]
    assignees += [assignable[a.lower()] for a in action.get("add_assignees", []) if a.lower() in assignable]
    issue_changes.set_fields(repo, it, labels=labels, assignees=list(dict.fromkeys(assignees)))
