"""GitHub's GraphQL endpoint: ``POST /graphql`` (and ``POST /api/graphql``, an
Enterprise server's GraphQL root; ``/api/v3/graphql`` does not exist there).

What api.github.com answers, as simulated:

- no token -> 401 ``{"message":"This endpoint requires you to be authenticated.",
  "documentation_url":"https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql",
  "status":"401"}`` (a bad token: ``Bad credentials`` with the GraphQL docs URL, see server.py)
- a body that is not a JSON object -> 400 ``{"message":"Problems parsing JSON",
  "documentation_url":"https://docs.github.com/graphql","status":"400"}``
- the ``graphql`` rate limit spent -> HTTP 200 (GitHub's docs: "the response
  status will still be 200") ``{"errors":[{"type":"RATE_LIMITED","message":"API
  rate limit exceeded for user ID 1."}]}`` with ``x-ratelimit-remaining: 0``
- otherwise HTTP 200 with what graphql_exec.py makes of the query; the reply
  costs graphql_cost.py's points, carries ``X-GitHub-Media-Type: github.v4;
  format=json`` and ``Cache-Control: no-cache`` and no ETag.

An answer the simulator built that GitHub's published schema does not allow
(a simulator bug) is not sent: the reply is a 500 whose one-line text body,
also written to stderr, says where and why (graphql_answer_check.py).
"""

import sys

from graphql_api import graphql_exec
from graphql_api.graphql_answer_check import InvalidAnswer
from web import api_prefix
from web import errors
from web.router import Response, error, not_found, route

DOCS = errors.DOCS["graphql"]
AUTH_DOCS = DOCS + "/guides/forming-calls-with-graphql#authenticating-with-graphql"
MEDIA_TYPE = "github.v4; format=json"


def _reply(obj, cost):
    resp = Response(200, obj=obj, cacheable=False, headers=[("Cache-Control", "no-cache")])
    resp.media_type = MEDIA_TYPE
    resp.cost = cost
    return resp


@route("POST", r"^/graphql$", resource="graphql", accepted_scopes="repo")
def graphql(req):
    if req.api_prefix == api_prefix.PREFIX:
        return not_found()
    ident = req.identity
    if not ident.login:
        return error(401, "This endpoint requires you to be authenticated.", AUTH_DOCS)
    store = req.store
    if store.rate.exhausted(ident, "graphql"):
        return _reply({"errors": [{"type": "RATE_LIMITED",
                                   "message": "API rate limit exceeded for user ID %d." % ident.user_id}]}, 0)
    ok, body = req.json_body()
    if not ok or not isinstance(body, dict):
        return error(400, "Problems parsing JSON", DOCS)
    query = body.get("query")
    variables = body.get("variables")
    if not isinstance(variables, dict):
        variables = {}
    name = body.get("operationName")
    try:
        reply, cost = graphql_exec.run(store, ident, query if isinstance(query, str) else None, variables,
                                       name if isinstance(name, str) else None, store.published_schema)
    except InvalidAnswer as e:
        problem = "simulator answer invalid against GitHub's schema: %s" % e
        sys.stderr.write(problem + "\n")
        return Response(500, text=problem + "\n", content_type="text/plain; charset=utf-8", cacheable=False)
    return _reply(reply, cost)
