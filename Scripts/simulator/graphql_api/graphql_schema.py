"""The subset of GitHub's GraphQL schema the simulator serves.

Names, argument lists, nullability and enum values follow GitHub's public
schema reference (docs.github.com/graphql/reference: Query, Repository,
IssueConnection, Issue, IssueFilters, IssueOrder, IssueState,
IssueStateReason, PageInfo, Label, Milestone, User, IssueComment,
CommentAuthorAssociation, ReactionGroup, ReactionContent; Mutation's closeIssue,
reopenIssue and addComment with their inputs and payloads).  Fields GitHub has
and the simulator lacks answer ``undefinedField`` like a misspelt one would.

Types are written in GraphQL notation (``String!``, ``[IssueState!]``).
``OBJECTS[type][field] = (return type, {argument: (type, default or MISSING)})``.
"""

from graphql_api.graphql_parse import MISSING

SCALARS = ("String", "Int", "Float", "Boolean", "ID", "DateTime", "URI")

ENUMS = {
    "IssueState": ("OPEN", "CLOSED"),
    "IssueStateReason": ("REOPENED", "NOT_PLANNED", "COMPLETED", "DUPLICATE"),
    "IssueClosedStateReason": ("COMPLETED", "DUPLICATE", "NOT_PLANNED"),
    "IssueOrderField": ("CREATED_AT", "UPDATED_AT", "COMMENTS"),
    "OrderDirection": ("ASC", "DESC"),
    "LabelOrderField": ("NAME", "CREATED_AT"),
    "MilestoneState": ("OPEN", "CLOSED"),
    "CommentAuthorAssociation": ("MEMBER", "OWNER", "MANNEQUIN", "COLLABORATOR", "CONTRIBUTOR",
                                 "FIRST_TIME_CONTRIBUTOR", "FIRST_TIMER", "NONE"),
    # GitHub's order, the order of ``reactionGroups``
    "ReactionContent": ("THUMBS_UP", "THUMBS_DOWN", "LAUGH", "HOORAY", "CONFUSED", "HEART", "ROCKET", "EYES"),
}

INPUTS = {
    "LabelOrder": {"field": ("LabelOrderField!", MISSING), "direction": ("OrderDirection!", MISSING)},
    "IssueOrder": {"field": ("IssueOrderField!", MISSING), "direction": ("OrderDirection!", MISSING)},
    "IssueFilters": {
        "assignee": ("String", MISSING),
        "createdBy": ("String", MISSING),
        "labels": ("[String!]", MISSING),
        "mentioned": ("String", MISSING),
        "milestone": ("String", MISSING),
        "milestoneNumber": ("String", MISSING),
        "since": ("DateTime", MISSING),
        "states": ("[IssueState!]", MISSING),
    },
    "CloseIssueInput": {
        "clientMutationId": ("String", MISSING),
        "duplicateIssueId": ("ID", MISSING),
        "issueId": ("ID!", MISSING),
        "stateReason": ("IssueClosedStateReason", MISSING),
    },
    "ReopenIssueInput": {"clientMutationId": ("String", MISSING), "issueId": ("ID!", MISSING)},
    "AddCommentInput": {"body": ("String!", MISSING), "clientMutationId": ("String", MISSING),
                        "subjectId": ("ID!", MISSING)},
}

PAGE_ARGS = {"first": ("Int", MISSING), "after": ("String", MISSING),
             "last": ("Int", MISSING), "before": ("String", MISSING)}


def connection_type(node_type):
    return {
        "totalCount": ("Int!", {}),
        "pageInfo": ("PageInfo!", {}),
        "nodes": ("[%s]" % node_type, {}),
        "edges": ("[%sEdge]" % node_type, {}),
    }


def edge_type(node_type):
    return {"cursor": ("String!", {}), "node": (node_type, {})}


OBJECTS = {
    "Query": {
        # followRenames (default true) is accepted; the simulator's store knows no renamed repositories
        "repository": ("Repository", {"owner": ("String!", MISSING), "name": ("String!", MISSING),
                                      "followRenames": ("Boolean", True)}),
        "viewer": ("User!", {}),
    },
    "Mutation": {
        "addComment": ("AddCommentPayload", {"input": ("AddCommentInput!", MISSING)}),
        "closeIssue": ("CloseIssuePayload", {"input": ("CloseIssueInput!", MISSING)}),
        "reopenIssue": ("ReopenIssuePayload", {"input": ("ReopenIssueInput!", MISSING)}),
    },
    "CloseIssuePayload": {"clientMutationId": ("String", {}), "issue": ("Issue", {})},
    "ReopenIssuePayload": {"clientMutationId": ("String", {}), "issue": ("Issue", {})},
    "AddCommentPayload": {"clientMutationId": ("String", {}), "commentEdge": ("IssueCommentEdge", {})},
    "User": {"login": ("String!", {}), "name": ("String", {})},
    "Repository": {
        "name": ("String!", {}),
        "nameWithOwner": ("String!", {}),
        "owner": ("RepositoryOwner!", {}),
        "url": ("URI!", {}),
        "hasIssuesEnabled": ("Boolean!", {}),
        "issue": ("Issue", {"number": ("Int!", MISSING)}),
        "issues": ("IssueConnection!", dict(PAGE_ARGS, **{
            "orderBy": ("IssueOrder", MISSING),
            "labels": ("[String!]", MISSING),
            "states": ("[IssueState!]", MISSING),
            "filterBy": ("IssueFilters", MISSING),
        })),
        "labels": ("LabelConnection", dict(PAGE_ARGS, query=("String", MISSING),
                                           orderBy=("LabelOrder", {"field": "CREATED_AT", "direction": "ASC"}))),
    },
    "RepositoryOwner": {"login": ("String!", {})},
    "Actor": {"login": ("String!", {})},
    "PageInfo": {
        "hasNextPage": ("Boolean!", {}),
        "hasPreviousPage": ("Boolean!", {}),
        "startCursor": ("String", {}),
        "endCursor": ("String", {}),
    },
    "IssueConnection": connection_type("Issue"),
    "IssueEdge": edge_type("Issue"),
    "Issue": {
        "id": ("ID!", {}),
        "number": ("Int!", {}),
        "title": ("String!", {}),
        "body": ("String!", {}),
        "state": ("IssueState!", {}),
        # without enableDuplicate an issue closed as a duplicate reads COMPLETED (graphql_mutations_state.py)
        "stateReason": ("IssueStateReason", {"enableDuplicate": ("Boolean", False)}),
        "url": ("URI!", {}),
        "createdAt": ("DateTime!", {}),
        "updatedAt": ("DateTime!", {}),
        "closed": ("Boolean!", {}),
        "closedAt": ("DateTime", {}),
        "author": ("Actor", {}),
        "labels": ("LabelConnection", dict(PAGE_ARGS)),
        "assignees": ("UserConnection!", dict(PAGE_ARGS)),
        "milestone": ("Milestone", {}),
        "comments": ("IssueCommentConnection!", dict(PAGE_ARGS)),
    },
    "LabelConnection": connection_type("Label"),
    "LabelEdge": edge_type("Label"),
    "Label": {"name": ("String!", {}), "color": ("String!", {}), "description": ("String", {}),
              "isDefault": ("Boolean!", {}), "createdAt": ("DateTime", {}), "updatedAt": ("DateTime", {}),
              "url": ("URI!", {}), "id": ("ID!", {})},
    "UserConnection": connection_type("User"),
    "UserEdge": edge_type("User"),
    "Milestone": {
        "number": ("Int!", {}),
        "title": ("String!", {}),
        "state": ("MilestoneState!", {}),
        "dueOn": ("DateTime", {}),
        "description": ("String", {}),
    },
    "IssueCommentConnection": connection_type("IssueComment"),
    "IssueCommentEdge": edge_type("IssueComment"),
    "IssueComment": {
        "id": ("ID!", {}),
        "author": ("Actor", {}),
        "authorAssociation": ("CommentAuthorAssociation!", {}),
        "body": ("String!", {}),
        "createdAt": ("DateTime!", {}),
        "updatedAt": ("DateTime!", {}),
        "lastEditedAt": ("DateTime", {}),
        "includesCreatedEdit": ("Boolean!", {}),
        "isMinimized": ("Boolean!", {}),
        "minimizedReason": ("String", {}),
        "reactionGroups": ("[ReactionGroup!]", {}),
        "url": ("URI!", {}),
        "viewerDidAuthor": ("Boolean!", {}),
    },
    "ReactionGroup": {"content": ("ReactionContent!", {}), "users": ("ReactingUserConnection!", dict(PAGE_ARGS))},
    # The store keeps reaction counts, not who reacted: only the count is served.
    "ReactingUserConnection": {"totalCount": ("Int!", {})},
}

# Interfaces and the object types that implement them (as far as the simulator has them).
ABSTRACT = {
    "RepositoryOwner": ("User", "Organization"),
    "Actor": ("User", "Organization", "Bot"),
}
# Concrete types only reachable through an interface: valid fragment conditions with their fields.
OBJECTS["Organization"] = {"login": ("String!", {}), "name": ("String", {})}
OBJECTS["Bot"] = {"login": ("String!", {})}

DIRECTIVES = {"include": {"if": ("Boolean!", MISSING)}, "skip": {"if": ("Boolean!", MISSING)}}


def named(t):
    """``[IssueState!]!`` -> ``IssueState``."""
    return t.strip("[]!")


def non_null(t):
    return t.endswith("!")


def nullable(t):
    return t[:-1] if t.endswith("!") else t


def is_list(t):
    return nullable(t).startswith("[")


def item_type(t):
    return nullable(t)[1:-1]


def is_leaf(name):
    return name in SCALARS or name in ENUMS


def is_input(name):
    return name in SCALARS or name in ENUMS or name in INPUTS


def is_connection(name):
    return name.endswith("Connection")


def field_def(type_name, field_name):
    """(return type, args) or None; ``__typename`` exists on every object type."""
    if field_name == "__typename":
        return ("String!", {})
    return OBJECTS.get(type_name, {}).get(field_name)


def possible_types(type_name):
    return ABSTRACT.get(type_name, (type_name,))
