"""The issue model both APIs share: who may change what, and an issue's type, parent, sub-issues and dependencies."""
