"""Browser user interface for the Power Grid rules engine (placeholder)."""
