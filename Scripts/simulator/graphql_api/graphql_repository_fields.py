"""Repository fields gh exports with ``repo list --json`` (gh 2.23's ``RepositoryList`` selects what is asked).

Schema (GitHub's names and types): ``Repository { updatedAt stargazerCount forkCount primaryLanguage isTemplate homepageUrl
licenseInfo repositoryTopics diskUsage sshUrl }``, ``Language { name }``, ``License { key name nickname }``,
``RepositoryTopic { topic }``, ``Topic { name }``, ``RepositoryOwner.id``.

What GitHub does, as implemented: the values are the ones REST shows (``stargazers_count``, ``forks_count``,
``language``, ``is_template``, ``homepage``, ``license``, ``topics``, ``size``, ``ssh_url``); ``primaryLanguage``
and ``licenseInfo`` are null where REST's are; ``nickname`` is GitHub's short name of a license where it has one
(``GNU GPLv3``), null otherwise; ``homepageUrl`` is null for an empty homepage.
"""

from graphql_api import graphql_resolvers as resolvers
from graphql_api import graphql_schema as schema
from graphql_api.graphql_schema import PAGE_ARGS, connection_type, edge_type
from rest import shapes

_NICKNAMES = {"gpl-3.0": "GNU GPLv3"}


def _license(ctx, repo, args):
    if not repo.license:
        return None
    name, _, _ = shapes.LICENSES[repo.license]
    return {"key": repo.license, "name": name, "nickname": _NICKNAMES.get(repo.license)}


def register():
    schema.SCALARS = schema.SCALARS + ("GitSSHRemote",)
    objects = schema.OBJECTS
    objects["Repository"].update({
        "updatedAt": ("DateTime!", {}),
        "stargazerCount": ("Int!", {}),
        "forkCount": ("Int!", {}),
        "primaryLanguage": ("Language", {}),
        "isTemplate": ("Boolean!", {}),
        "homepageUrl": ("URI", {}),
        "licenseInfo": ("License", {}),
        "repositoryTopics": ("RepositoryTopicConnection!", dict(PAGE_ARGS)),
        "diskUsage": ("Int", {}),
        "sshUrl": ("GitSSHRemote!", {}),
    })
    objects["Language"] = {"name": ("String!", {})}
    objects["License"] = {"key": ("String!", {}), "name": ("String!", {}), "nickname": ("String", {})}
    objects["RepositoryTopic"] = {"topic": ("Topic!", {})}
    objects["Topic"] = {"name": ("String!", {})}
    objects["RepositoryTopicConnection"] = connection_type("RepositoryTopic")
    objects["RepositoryTopicEdge"] = edge_type("RepositoryTopic")
    objects["RepositoryOwner"]["id"] = ("ID!", {})

    r = resolvers.RESOLVERS
    r["Repository"].update({
        "updatedAt": lambda ctx, repo, a: repo.updated_at,
        "stargazerCount": lambda ctx, repo, a: repo.stars,
        "forkCount": lambda ctx, repo, a: repo.forks_count,
        "primaryLanguage": lambda ctx, repo, a: {"name": repo.language} if repo.language else None,
        "isTemplate": lambda ctx, repo, a: repo.is_template,
        "homepageUrl": lambda ctx, repo, a: repo.homepage or None,
        "licenseInfo": _license,
        "repositoryTopics": lambda ctx, repo, a, listing: resolvers.small_connection(
            list(repo.topics), a, "repositoryTopics", listing),
        "diskUsage": lambda ctx, repo, a: repo.size,
        "sshUrl": lambda ctx, repo, a: "git@github.com:%s.git" % repo.full_name,
    })
    r["Language"] = {"name": lambda ctx, lang, a: lang["name"]}
    r["License"] = {key: (lambda k: lambda ctx, lic, a: lic[k])(key) for key in ("key", "name", "nickname")}
    r["RepositoryTopic"] = {"topic": lambda ctx, name, a: name}
    r["Topic"] = {"name": lambda ctx, name, a: name}
    r["RepositoryTopicConnection"] = resolvers.CONNECTION
    r["RepositoryTopicEdge"] = resolvers.EDGE
