"""The in-memory state (users, repositories, issues, tokens, scripts) behind one lock, and the seed it starts from."""
