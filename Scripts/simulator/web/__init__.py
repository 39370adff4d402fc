"""HTTP plumbing both APIs share: routes and Request/Response, error bodies, headers (ETag, rate limits), the /api/v3 prefix."""
