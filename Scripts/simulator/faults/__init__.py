"""Scripted trouble: faults on matching requests, another user's change after an answer, GitHub out of reach."""
