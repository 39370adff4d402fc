"""What GitHub CLI (gh 2.23) asks beyond the rest of the served subset, so gh itself runs against the simulator.

gh's own operations, as it sends them (``GH_DEBUG=api gh ...``): ``RepositoryList`` (``viewer { login
repositories(first after privacy isFork ownerAffiliations orderBy) { nodes { nameWithOwner description
isPrivate isFork isArchived createdAt pushedAt visibility } totalCount pageInfo } }``), ``IssueByNumber``
(``Repository.issueOrPullRequest(number:)`` with inline fragments on ``Issue`` and ``PullRequest``, each asking
``reactionGroups`` and ``projectCards``), ``RepositoryInfo`` (``description hasWikiEnabled viewerPermission
defaultBranchRef { name } parent mergeCommitAllowed rebaseMergeAllowed squashMergeAllowed``) and
``IssueCreate`` (``createIssue(input: {repositoryId, title, body}) { issue { url } }``).

Names, types and arguments are GitHub's published schema's.  What GitHub does, as implemented:

- ``User.repositories``: ``ownerAffiliations`` defaults to ``[OWNER, COLLABORATOR]`` (an organisation
  member's access counts as ORGANIZATION_MEMBER); ``privacy`` and ``isFork`` filter; without ``orderBy``
  the order is creation, oldest first.  Repositories the viewer cannot read are never listed.
- ``issueOrPullRequest`` resolves pull requests too (their records live beside the issues), as a
  ``PullRequest``; a number that names nothing is null with ``NOT_FOUND`` ``Could not resolve to an issue
  or pull request with the number of N.``
- Issues carry no project cards here (classic projects are gone from the simulator's seed): an empty
  connection.  An issue's ``reactionGroups`` are its REST ``reactions`` counts, all eight kinds.
- ``createIssue`` makes the same record ``POST /repos/{o}/{r}/issues`` makes (issue_changes.create),
  a sub-issue of ``parentIssueId`` and of type ``issueTypeId`` when given (graphql_issue_hierarchy.py,
  graphql_issue_types.py), with ``labelIds``, ``assigneeIds`` and ``milestoneId`` as ``updateIssue`` takes them
  (graphql_issue_mutations.py: a label or milestone of another repository is NOT_FOUND, before anything is made;
  people who cannot be assigned are left out); as REST's create, someone without push access gets none of the three.
"""

from graphql_api import graphql_issue_hierarchy
from graphql_api import graphql_issue_types
from graphql_api import graphql_nodes as nodes
from graphql_api import graphql_resolvers as resolvers
from graphql_api import graphql_schema as schema
from graphql_api.graphql_issue_mutations import metadata_fields, unprocessable
from graphql_api.graphql_pages import FieldError, paginate
from graphql_api.graphql_parse import MISSING
from graphql_api.graphql_schema import PAGE_ARGS, connection_type, edge_type
from model import issue_changes
from model import issue_hierarchy
from model import issue_types

_AFFILIATIONS = ("OWNER", "COLLABORATOR", "ORGANIZATION_MEMBER")
_ORDER = {
    # field: (key of a repository, key shape for cursors)
    "CREATED_AT": (lambda r: (r.created_at, r.id), (str, int)),
    "UPDATED_AT": (lambda r: (r.updated_at, r.id), (str, int)),
    "PUSHED_AT": (lambda r: (r.pushed_at, r.id), (str, int)),
    "NAME": (lambda r: (r.name.lower(), r.id), (str, int)),
    "STARGAZERS": (lambda r: (r.stars, r.id), (int, int)),
}
# Fields of an issue gh reads through ``...on PullRequest``; a pull request's record has each of them.
_SHARED_WITH_PULL_REQUESTS = ("id", "number", "title", "body", "state", "url", "createdAt", "updatedAt",
                              "closed", "closedAt", "author", "labels", "assignees", "milestone", "comments",
                              "reactionGroups", "projectCards")


def _affiliated(store, repo, login, affiliations):
    low = login.lower()
    return (("OWNER" in affiliations and repo.owner.lower() == low)
            or ("COLLABORATOR" in affiliations and any(c.lower() == low for c in repo.collaborators))
            or ("ORGANIZATION_MEMBER" in affiliations
                and low in {m.lower() for m in store.org_members.get(repo.owner.lower(), {})}))


def _repositories(ctx, user, args, listing):
    store = ctx.store
    affiliations = args.get("ownerAffiliations") or ("OWNER", "COLLABORATOR")
    privacy, fork = args.get("privacy"), args.get("isFork")
    items = [r for r in store.repos.values()
             if store.can_read(r, ctx.identity) and _affiliated(store, r, user["login"], affiliations)
             and (privacy is None or r.private == (privacy == "PRIVATE"))
             and (fork is None or r.fork == fork)]
    order = args.get("orderBy") or {"field": "CREATED_AT", "direction": "ASC"}
    keyfn, shape = _ORDER[order["field"]]
    items.sort(key=keyfn)
    keys = [keyfn(r) for r in items]
    descending = order["direction"] == "DESC"
    return paginate(items[::-1] if descending else items, keys, descending, args, "repositories", listing, shape)


def _issue_or_pull_request(ctx, repo, args):
    repo.ensure_issues()
    it = repo.issues.get(args["number"])
    if it is None:
        raise FieldError("NOT_FOUND", "Could not resolve to an issue or pull request with the number of %d."
                         % args["number"])
    return repo, it


def _create_issue(ctx, _, args):
    inp = args["input"]
    repo = nodes.find(ctx, inp["repositoryId"], "Repository")
    if not repo.has_issues:
        raise FieldError("UNPROCESSABLE", "Repository has issues disabled.")
    try:
        issue_changes.writable(repo)
        issue_changes.check_body(inp.get("body"), "Issue")
    except issue_changes.Refused as e:
        raise unprocessable(e)
    if not inp["title"].strip():
        raise FieldError("UNPROCESSABLE", "Title can't be blank")
    parent = graphql_issue_hierarchy.parent_for_create(ctx, inp)
    issue_type = graphql_issue_types.type_for(ctx, repo, inp.get("issueTypeId"))
    fields = metadata_fields(ctx, repo, inp)
    if not ctx.store.can_push(repo, ctx.identity.login):
        fields = {}
    it = issue_changes.create(ctx.store, repo, ctx.identity.login, inp["title"], inp.get("body"), **fields)
    if parent is not None:
        issue_hierarchy.add(ctx.store, parent, it)
    issue_types.assign(ctx.store, repo, it, issue_type)
    return {"issue": (repo, it), "clientMutationId": inp.get("clientMutationId")}


def _register_schema():
    objects, enums, inputs = schema.OBJECTS, schema.ENUMS, schema.INPUTS
    enums["RepositoryPrivacy"] = ("PRIVATE", "PUBLIC")
    enums["RepositoryVisibility"] = ("INTERNAL", "PRIVATE", "PUBLIC")
    enums["RepositoryAffiliation"] = _AFFILIATIONS
    enums["RepositoryOrderField"] = tuple(_ORDER)
    inputs["RepositoryOrder"] = {"field": ("RepositoryOrderField!", MISSING),
                                 "direction": ("OrderDirection!", MISSING)}
    inputs["CreateIssueInput"] = {"repositoryId": ("ID!", MISSING), "title": ("String!", MISSING),
                                  "body": ("String", MISSING), "labelIds": ("[ID!]", MISSING),
                                  "assigneeIds": ("[ID!]", MISSING), "milestoneId": ("ID", MISSING),
                                  "clientMutationId": ("String", MISSING)}
    objects["CreateIssuePayload"] = {"clientMutationId": ("String", {}), "issue": ("Issue", {})}
    objects["Mutation"]["createIssue"] = ("CreateIssuePayload", {"input": ("CreateIssueInput!", MISSING)})
    objects["User"]["repositories"] = ("RepositoryConnection!", dict(
        PAGE_ARGS, privacy=("RepositoryPrivacy", MISSING), isFork=("Boolean", MISSING),
        ownerAffiliations=("[RepositoryAffiliation]", ("OWNER", "COLLABORATOR")),
        orderBy=("RepositoryOrder", MISSING)))
    objects["RepositoryConnection"] = connection_type("Repository")
    objects["RepositoryEdge"] = edge_type("Repository")
    objects["Ref"] = {"name": ("String!", {})}
    objects["Repository"].update({
        "description": ("String", {}),
        "hasWikiEnabled": ("Boolean!", {}),
        "isPrivate": ("Boolean!", {}),
        "isFork": ("Boolean!", {}),
        "createdAt": ("DateTime!", {}),
        "pushedAt": ("DateTime", {}),
        "visibility": ("RepositoryVisibility!", {}),
        "defaultBranchRef": ("Ref", {}),
        "parent": ("Repository", {}),
        "mergeCommitAllowed": ("Boolean!", {}),
        "rebaseMergeAllowed": ("Boolean!", {}),
        "squashMergeAllowed": ("Boolean!", {}),
        "issueOrPullRequest": ("IssueOrPullRequest", {"number": ("Int!", MISSING)}),
    })
    objects["Project"] = {"name": ("String!", {})}
    objects["ProjectColumn"] = {"name": ("String!", {})}
    objects["ProjectCard"] = {"project": ("Project!", {}), "column": ("ProjectColumn", {})}
    objects["ProjectCardConnection"] = connection_type("ProjectCard")
    objects["ProjectCardEdge"] = edge_type("ProjectCard")
    objects["Issue"].update({"reactionGroups": ("[ReactionGroup!]", {}),
                             "projectCards": ("ProjectCardConnection!", dict(PAGE_ARGS))})
    issue = objects["Issue"]
    objects["PullRequest"] = {f: issue[f] for f in _SHARED_WITH_PULL_REQUESTS}
    objects["PullRequest"]["state"] = ("PullRequestState!", {})
    enums["PullRequestState"] = ("CLOSED", "MERGED", "OPEN")
    objects["IssueOrPullRequest"] = {}
    schema.ABSTRACT["IssueOrPullRequest"] = ("Issue", "PullRequest")


def _pull_request_state(ctx, pr, args):
    it = pr[1]
    return "MERGED" if it.get("merged_at") else it["state"].upper()


def _register_resolvers():
    r = resolvers.RESOLVERS
    r["Mutation"]["createIssue"] = _create_issue
    r["CreateIssuePayload"] = {"issue": lambda ctx, p, a: p["issue"],
                               "clientMutationId": lambda ctx, p, a: p["clientMutationId"]}
    r["User"]["repositories"] = _repositories
    r["Repository"].update({
        "description": lambda ctx, repo, a: repo.description,
        "hasWikiEnabled": lambda ctx, repo, a: repo.has_wiki,
        "isPrivate": lambda ctx, repo, a: repo.private,
        "isFork": lambda ctx, repo, a: repo.fork,
        "createdAt": lambda ctx, repo, a: repo.created_at,
        "pushedAt": lambda ctx, repo, a: repo.pushed_at,
        "visibility": lambda ctx, repo, a: "PRIVATE" if repo.private else "PUBLIC",
        "defaultBranchRef": lambda ctx, repo, a: {"name": repo.default_branch},
        "parent": lambda ctx, repo, a: ctx.store.repo(*repo.parent.split("/")) if repo.parent else None,
        "mergeCommitAllowed": lambda ctx, repo, a: True,
        "rebaseMergeAllowed": lambda ctx, repo, a: True,
        "squashMergeAllowed": lambda ctx, repo, a: True,
        "issueOrPullRequest": _issue_or_pull_request,
    })
    r["Ref"] = {"name": lambda ctx, ref, a: ref["name"]}
    r["Issue"].update({
        "reactionGroups": lambda ctx, i, a: resolvers.reaction_groups(i[1]),
        # no project cards: an empty connection still checks its pagination arguments
        "projectCards": lambda ctx, i, a, listing: resolvers.small_connection([], a, "projectCards", listing),
    })
    r["PullRequest"] = {f: r["Issue"][f] for f in _SHARED_WITH_PULL_REQUESTS}
    r["PullRequest"]["state"] = _pull_request_state
    for node in ("Repository", "ProjectCard"):
        r[node + "Connection"] = resolvers.CONNECTION
        r[node + "Edge"] = resolvers.EDGE
    resolvers.RUNTIME_TYPES["IssueOrPullRequest"] = lambda value: "PullRequest" if value[1]["pr"] else "Issue"


def register():
    _register_schema()
    _register_resolvers()
