"""GitHub's REST API: its routes, JSON shapes, rendering caches, paging, search and the OAuth device flow."""
