/// The search API lets no one page past its first 1,000 results.
let searchCap = 1_000
