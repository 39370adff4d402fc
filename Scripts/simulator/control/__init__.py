"""The /_simulator control API: scripts, faults, resets and data beyond the seed."""
