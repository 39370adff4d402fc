"""``GET /``: the REST API's root, its index of URL templates (recorded: octokit/get-root.json).

Clients ask it to learn about a token without touching any resource: ``gh auth status`` reads the
``X-OAuth-Scopes`` header of this reply.  Anyone may ask (a bad token is still 401, as everywhere).
"""

from rest import shapes
from web.router import Response, route

_TEMPLATES = (
    ("current_user_url", "{api}/user"),
    ("current_user_authorizations_html_url", "{web}/settings/connections/applications{{/client_id}}"),
    ("authorizations_url", "{api}/authorizations"),
    ("code_search_url", "{api}/search/code?q={{query}}{{&page,per_page,sort,order}}"),
    ("commit_search_url", "{api}/search/commits?q={{query}}{{&page,per_page,sort,order}}"),
    ("emails_url", "{api}/user/emails"),
    ("emojis_url", "{api}/emojis"),
    ("events_url", "{api}/events"),
    ("feeds_url", "{api}/feeds"),
    ("followers_url", "{api}/user/followers"),
    ("following_url", "{api}/user/following{{/target}}"),
    ("gists_url", "{api}/gists{{/gist_id}}"),
    ("hub_url", "{api}/hub"),
    ("issue_search_url", "{api}/search/issues?q={{query}}{{&page,per_page,sort,order}}"),
    ("issues_url", "{api}/issues"),
    ("keys_url", "{api}/user/keys"),
    ("label_search_url", "{api}/search/labels?q={{query}}&repository_id={{repository_id}}{{&page,per_page}}"),
    ("notifications_url", "{api}/notifications"),
    ("organization_url", "{api}/orgs/{{org}}"),
    ("organization_repositories_url", "{api}/orgs/{{org}}/repos{{?type,page,per_page,sort}}"),
    ("organization_teams_url", "{api}/orgs/{{org}}/teams"),
    ("public_gists_url", "{api}/gists/public"),
    ("rate_limit_url", "{api}/rate_limit"),
    ("repository_url", "{api}/repos/{{owner}}/{{repo}}"),
    ("repository_search_url", "{api}/search/repositories?q={{query}}{{&page,per_page,sort,order}}"),
    ("current_user_repositories_url", "{api}/user/repos{{?type,page,per_page,sort}}"),
    ("starred_url", "{api}/user/starred{{/owner}}{{/repo}}"),
    ("starred_gists_url", "{api}/gists/starred"),
    ("topic_search_url", "{api}/search/topics?q={{query}}{{&page,per_page}}"),
    ("user_url", "{api}/users/{{user}}"),
    ("user_organizations_url", "{api}/user/orgs"),
    ("user_repositories_url", "{api}/users/{{user}}/repos{{?type,page,per_page,sort}}"),
    ("user_search_url", "{api}/search/users?q={{query}}{{&page,per_page,sort,order}}"),
)


@route("GET", r"^/$", accepted_scopes="")
def root(req):
    return Response(200, obj={key: template.format(api=req.base_url, web=shapes.WEB)
                              for key, template in _TEMPLATES})
