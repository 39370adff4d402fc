"""GitHub's GraphQL API: parse, validate, execute and cost a document against the simulator's schema."""
