"""Page parameters and GitHub's ``Link`` header.

Shape checked against octokit/paginate-issues.json: a first page carries
``<URL>; rel="next", <URL>; rel="last"``, middle pages
``prev, next, last, first``, the last page ``prev, first``.  The URL keeps the
other query parameters (re-encoded, so a comma becomes ``%2C``); ``page=N`` replaces
an existing ``page`` parameter in place (``?page=1&per_page=5`` links to
``?page=2&per_page=5``, as api.github.com does) or is appended.  No Link header when everything fits on one page.
"""

import math
from urllib.parse import urlencode

DEFAULT_PER_PAGE = 30
MAX_PER_PAGE = 100


def _int(value, default):
    try:
        return int(str(value).strip())
    except (TypeError, ValueError):
        return default


def page_params(query, default_per_page=DEFAULT_PER_PAGE):
    """(per_page, page) from the parsed query dict; per_page clamps to 100."""
    per_page = _int(query.get("per_page"), default_per_page)
    if per_page < 1:
        per_page = default_per_page
    per_page = min(per_page, MAX_PER_PAGE)
    page = _int(query.get("page"), 1)
    if page < 1:
        page = 1
    return per_page, page


def last_page(total, per_page, cap=None):
    if total <= 0:
        return 1
    reachable = total if cap is None else min(total, cap)
    return max(1, math.ceil(reachable / per_page))


def slice_page(items, per_page, page):
    start = (page - 1) * per_page
    return items[start:start + per_page]


def link_header(url_base, query_pairs, page, last):
    """Build the Link header value, or None when there is a single page."""
    if last <= 1 and page <= 1:
        return None
    has_page = any(k == "page" for k, _ in query_pairs)

    def url(n):
        pairs, done = [], False
        for k, v in query_pairs:
            if k == "page":
                if not done:
                    pairs.append(("page", str(n)))
                    done = True
            else:
                pairs.append((k, v))
        if not has_page:
            pairs.append(("page", str(n)))
        return "<%s?%s>" % (url_base, urlencode(pairs))

    parts = []
    if page > 1:
        parts.append('%s; rel="prev"' % url(page - 1 if page - 1 <= last else last))
    if page < last:
        parts.append('%s; rel="next"' % url(page + 1))
        parts.append('%s; rel="last"' % url(last))
    if page > 1:
        parts.append('%s; rel="first"' % url(1))
    return ", ".join(parts) if parts else None
