"""Labels and assignees added to and taken off an issue by node id: ``addLabelsToLabelable``,
``removeLabelsFromLabelable``, ``addAssigneesToAssignable``, ``removeAssigneesFromAssignable`` (GitHub's schema:
``input: {labelableId, labelIds}`` / ``{assignableId, assigneeIds}``, payloads ``labelable: Labelable`` /
``assignable: Assignable``).  They change the same records REST's ``issues/{n}/labels`` and ``issues/{n}/assignees``
change (issue_changes.set_fields), as deltas: labels and people already there stay, a label or person asked off
that is not there is no error.  Several of them in one document run in order (graphql_exec), each answering for
itself.

Errors, as graphql_issue_mutations words them: an id that names no issue the caller can read, a label of another
repository or an id of the wrong kind -> ``NOT_FOUND`` (nothing changed); no triage access -> ``FORBIDDEN``
(``LOGIN does not have the correct permissions to execute `AddLabelsToLabelable```); an archived repository ->
``UNPROCESSABLE``.  People who cannot be assigned in the repository are left out silently, as REST does.
"""

from graphql_api import graphql_issue_mutations as mutations
from graphql_api import graphql_resolvers as resolvers
from graphql_api import graphql_schema as schema
from graphql_api.graphql_nodes import find
from graphql_api.graphql_parse import MISSING
from model import issue_changes


def _labels(ctx, inp, operation, change):
    repo, it = mutations.issue_for(ctx, inp["labelableId"], operation, ["metadata"])
    names = [mutations.metadata_fields(ctx, repo, {"labelIds": [i]})["labels"][0] for i in inp["labelIds"]]
    issue_changes.set_fields(repo, it, labels=change(it["labels"], names))
    return {"labelable": (repo, it), "clientMutationId": inp.get("clientMutationId")}


def _assignees(ctx, inp, operation, change):
    repo, it = mutations.issue_for(ctx, inp["assignableId"], operation, ["metadata"])
    assignable = {a.lower(): a for a in ctx.store.assignable_logins(repo)}
    logins = [find(ctx, i, "User")["login"] for i in inp["assigneeIds"]]
    issue_changes.set_fields(repo, it, assignees=change(it["assignees"],
                                                        [assignable[x.lower()] for x in logins
                                                         if x.lower() in assignable]))
    return {"assignable": (repo, it), "clientMutationId": inp.get("clientMutationId")}


def _added(current, names):
    return list(dict.fromkeys(current + names))


def _removed(current, names):
    gone = {n.lower() for n in names}
    return [n for n in current if n.lower() not in gone]


_ID = ("ID!", MISSING)
_IDS = ("[ID!]!", MISSING)
MUTATIONS = {
    "addLabelsToLabelable": ({"labelableId": _ID, "labelIds": _IDS}, {"labelable": "Labelable"},
                             lambda ctx, _, a: _labels(ctx, a["input"], "AddLabelsToLabelable", _added)),
    "removeLabelsFromLabelable": ({"labelableId": _ID, "labelIds": _IDS}, {"labelable": "Labelable"},
                                  lambda ctx, _, a: _labels(ctx, a["input"], "RemoveLabelsFromLabelable", _removed)),
    "addAssigneesToAssignable": ({"assignableId": _ID, "assigneeIds": _IDS}, {"assignable": "Assignable"},
                                 lambda ctx, _, a: _assignees(ctx, a["input"], "AddAssigneesToAssignable", _added)),
    "removeAssigneesFromAssignable": ({"assignableId": _ID, "assigneeIds": _IDS}, {"assignable": "Assignable"},
                                      lambda ctx, _, a: _assignees(ctx, a["input"], "RemoveAssigneesFromAssignable",
                                                                   _removed)),
}


def register():
    issue = schema.OBJECTS["Issue"]
    schema.OBJECTS["Labelable"] = {"labels": issue["labels"]}
    schema.OBJECTS["Assignable"] = {"assignees": issue["assignees"]}
    schema.ABSTRACT["Labelable"] = ("Issue",)
    schema.ABSTRACT["Assignable"] = ("Issue",)
    resolvers.RUNTIME_TYPES.update({"Labelable": lambda value: "Issue", "Assignable": lambda value: "Issue"})
    mutations.register(MUTATIONS)
